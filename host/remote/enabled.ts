// The enterprise's catalogue of remote widget plugins, as the server lists it for the signed-in user.
import type { ApiClient } from '../../core/api/index.ts'
import type { EndpointPath } from '../../schemas/api/endpoints.ts'

/** The server call listing the enabled plugins of the caller's enterprise. */
export const ENABLED_PLUGINS_PATH = 'plugin/enabled' satisfies EndpointPath

export const listEnabledPlugins = (api: ApiClient) => api.call(ENABLED_PLUGINS_PATH)
