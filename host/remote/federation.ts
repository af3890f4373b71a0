// Remote plugins built with @originjs/vite-plugin-federation: their entry (remoteEntry.js) is a container
// with `init(shareScope)` and `get(exposed)`. The host hands it React and the kit as singletons (the
// remote's own copies are never used: `import: false` in its config) and takes the exposed widget module,
// which then goes through the same checks and registration as a native ES module plugin.
import { FEDERATED_EXPOSE } from '../sdk/shared-modules.ts'

/** A shared module as the federation runtime takes it: a version, and a getter of its factory. */
export interface SharedModule {
  version: string
  get: () => Promise<unknown>
}

/** Shared name (`react`, `react-dom`, `react/jsx-runtime`, `#lfscada/sdk`, …) to the host's copy. */
export type FederationShared = Record<string, SharedModule>

interface Container {
  init: (scope: Record<string, Record<string, unknown>>) => unknown
  get: (exposed: string) => Promise<() => unknown>
}

export const isFederatedEntry = (mod: Record<string, unknown>): boolean =>
  typeof mod.init === 'function' && typeof mod.get === 'function' && !('default' in mod)

/** The share scope in the runtime's shape: `{ name: { version: { get, loaded, from, scope } } }`. */
function shareScope(shared: FederationShared) {
  const scope: Record<string, Record<string, unknown>> = {}
  for (const [name, m] of Object.entries(shared)) {
    scope[name] = {
      [m.version]: { get: () => m.get().then((mod) => () => mod), loaded: 1, from: 'host', scope: 'default' },
    }
  }
  return scope
}

/**
 * The exposed widget module of a federated entry, shaped as a native plugin module (`default`, `css`).
 * The runtime answers the module's default export itself when it has nothing else.
 */
export async function widgetModuleOf(
  entry: Record<string, unknown>,
  shared: FederationShared,
): Promise<Record<string, unknown>> {
  const container = entry as unknown as Container
  await container.init(shareScope(shared))
  const factory = await container.get(FEDERATED_EXPOSE)
  const exposed = factory()
  const isModule = typeof exposed === 'object' && exposed !== null && 'default' in exposed
  return isModule ? (exposed as Record<string, unknown>) : { default: exposed }
}
