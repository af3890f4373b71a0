// The shell's parts wired together: service client, session, router, texts, dialog queue, stores.
// Everything with a side effect (fetch, time, storage, sound, lock service) is injectable for tests.
import { createBrowserRouter, createMemoryRouter } from 'react-router'
import {
  type ApiClient,
  type ApiClientOptions,
  type Clock,
  createApiClient,
  realClock,
} from '../../core/api/index.ts'
import { errorMessage, type I18n, type LangStorage } from '../../core/i18n/index.ts'
import type { Kernel, ScreenManifest } from '../../core/kernel/index.ts'
import { createShellI18n } from '../boot/i18n.ts'
import { createDialogQueue, type DialogQueue } from './dialogs/queue.ts'
import type { LockService } from './lock.ts'
import type { AlarmOutput } from './notify/effects.ts'
import { buildRoutes } from './routes/routes.tsx'
import { createSession, type Session } from './session.ts'
import { createDirty, createUnread, type Dirty, type Unread } from './stores.ts'

export type Router = ReturnType<typeof createBrowserRouter>

export interface ShellOptions {
  kernel: Kernel
  /** Options of the service client (tests pass fetch, clock, WebSocket, an absolute baseUrl). */
  api?: Omit<ApiClientOptions, 'onSessionInvalid' | 'messageForCode'>
  clock?: Clock
  storage?: LangStorage
  lockService?: LockService
  alarmOutput?: AlarmOutput
  /** A memory router at these entries instead of the browser's history (tests). */
  memory?: { initialEntries: string[] }
}

export interface Shell {
  api: ApiClient
  kernel: Kernel
  screens: readonly ScreenManifest[]
  session: Session
  dialogs: DialogQueue
  unread: Unread
  dirty: Dirty
  i18n: I18n
  clock: Clock
  storage: LangStorage | undefined
  lockService: LockService | undefined
  alarmOutput: AlarmOutput | undefined
  router: Router
}

export const LOGIN_PATH = '/login'

export function createShell(options: ShellOptions): Shell {
  const clock = options.clock ?? options.api?.clock ?? realClock
  const screens = [...options.kernel.screens.values()]
  const i18n = createShellI18n(options.storage, screens)
  // the error catalogue's texts come apart from the app's entry (the runtime page's first load)
  void import('../../core/i18n/errors/load.ts').then((m) => m.addErrorTexts())
  const dialogs = createDialogQueue(clock)
  let router: Router | undefined

  const api: ApiClient = createApiClient({
    ...options.api,
    clock,
    messageForCode: (code) => errorMessage(code, i18n.t),
    // §4: 1006/1010 clear the user state and go to /login.
    onSessionInvalid: () => {
      session.clear()
      dialogs.reset()
      void router?.navigate(LOGIN_PATH, { replace: true })
    },
  })
  const session = createSession(() => api)
  const routes = buildRoutes(screens)
  router = options.memory ? createMemoryRouter(routes, options.memory) : createBrowserRouter(routes)

  return {
    api,
    kernel: options.kernel,
    screens,
    session,
    dialogs,
    unread: createUnread(() => api),
    dirty: createDirty(),
    i18n,
    clock,
    storage: options.storage,
    lockService: options.lockService,
    alarmOutput: options.alarmOutput,
    router,
  }
}
