// The enterprise's catalogue of remote widget plugins, as the server lists it for the signed-in user,
// and the one RemotePlugins of a kernel (the app has one kernel; tests make their own).
import type { ApiClient } from '../../core/api/index.ts'
import type { Kernel } from '../../core/kernel/index.ts'
import type { EndpointPath } from '../../schemas/api/endpoints.ts'
import { browserIo } from './browser-io.ts'
import { createRemotePlugins, type RemotePlugins } from './remote-plugins.ts'

/** The server call listing the enabled plugins of the caller's enterprise. */
export const ENABLED_PLUGINS_PATH = 'plugin/enabled' satisfies EndpointPath

export const listEnabledPlugins = (api: ApiClient) => api.call(ENABLED_PLUGINS_PATH)

const byKernel = new WeakMap<Kernel, RemotePlugins>()

export function remotePluginsOf(kernel: Kernel): RemotePlugins {
  let remote = byKernel.get(kernel)
  if (!remote) {
    remote = createRemotePlugins(kernel, browserIo())
    byKernel.set(kernel, remote)
  }
  return remote
}
