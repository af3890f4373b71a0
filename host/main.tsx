import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { browserStorage } from './boot/i18n.ts'
import { bootKernel } from './boot/kernel.ts'
import { builtinPlugins } from './boot/plugins.ts'
import { App } from './shell/App.tsx'
import { httpLockService } from './shell/lock.ts'
import { browserAlarmOutput } from './shell/notify/effects.ts'
import { createShell } from './shell/shell.ts'

/** The local service of the hardware lock (dongle); the deployment may point it elsewhere. */
const LOCK_SERVICE_URL = import.meta.env.VITE_LOCK_SERVICE_URL ?? 'http://127.0.0.1:18520/lock/sign'

const kernel = bootKernel(builtinPlugins, (failure) =>
  console.error(`plugin ${failure.plugin} failed at ${failure.stage}`, failure.error),
)
const shell = createShell({
  kernel,
  storage: browserStorage(),
  lockService: httpLockService(LOCK_SERVICE_URL),
  alarmOutput: browserAlarmOutput(),
})

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App shell={shell} />
    </StrictMode>,
  )
}
