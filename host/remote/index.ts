// Remote widget plugins: loaded at runtime from the enterprise's catalogue into the kernel.

export { browserIo } from './browser-io.ts'
export { remotePluginsOf } from './catalogue.ts'
export { ENABLED_PLUGINS_PATH, listEnabledPlugins } from './enabled.ts'
export {
  fetchRemotePlugin,
  IMPORT_TIMEOUT_MS,
  type LoadStage,
  loadRemotePlugin,
  type RemoteIo,
  type RemoteOutcome,
  type RemoteSource,
  registerRemotePlugin,
  remotePluginName,
} from './load.ts'
export { RemotePluginsGate } from './RemotePluginsGate.tsx'
export {
  type CatalogueEntry,
  createRemotePlugins,
  type RemoteFailure,
  type RemotePlugins,
} from './remote-plugins.ts'
export { linkStylesheets } from './stylesheets.ts'
