// The one RemotePlugins of a kernel (the app has one kernel; tests make their own): the loader of the
// enterprise's remote widget plugins, loaded by the gate only when there are some (enabled.ts lists them).
import type { Kernel } from '../../core/kernel/index.ts'
import { browserIo } from './browser-io.ts'
import { createRemotePlugins, type RemotePlugins } from './remote-plugins.ts'

const byKernel = new WeakMap<Kernel, RemotePlugins>()

export function remotePluginsOf(kernel: Kernel): RemotePlugins {
  let remote = byKernel.get(kernel)
  if (!remote) {
    remote = createRemotePlugins(kernel, browserIo())
    byKernel.set(kernel, remote)
  }
  return remote
}
