// core/api: the service client of platform spec §7, the injectable clock, and the form codec the server
// shares with it.

export * from '../../schemas/wire.ts'
export { type CallArgs, type Calls, createCalls } from './call.ts'
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts'
export {
  type Clock,
  createManualClock,
  type ManualClock,
  realClock,
  sleep,
  type TimerHandle,
} from './clock.ts'
export type { Commands, WriteSignalArgs } from './commands.ts'
export { createDeviceMonitor, type DeviceMonitorHandlers } from './device-monitor.ts'
export { ApiError, captchaRequested, isApiError, toApiError } from './errors.ts'
export {
  decodeForm,
  encodeForm,
  type FormInput,
  type FormLeaf,
  type FormObject,
  type FormValue,
} from './form.ts'
export { createIdleWatch, type IdleWatch } from './idle.ts'
export type { Monitor, MonitorHandlers, MonitorState } from './monitor-loop.ts'
export { createProjectMonitor, type ProjectMonitorHandlers, type ProjectWatch } from './project-monitor.ts'
export * from './sockets.ts'
export * from './timing.ts'
export { type FileOptions, type RequestOptions, resolveUrl, type Transport } from './transport.ts'
