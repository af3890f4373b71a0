// What the runtime route loads before its first page shows: the static import graph from the app's entry
// (host/main.tsx) and the route's own lazy module (host/runtime/index.ts). Dynamic imports (`import()`,
// lazyView, import.meta.glob) end the walk: their code comes later, in its own chunk. The web build swaps
// schemas/validate.ts for validate.browser.ts (host/sdk/vite-browser-validate.ts); the walk does too.
import { dirname, join, normalize, sep } from 'node:path'
import { target } from './import-graph.ts'

export const RUNTIME_ENTRIES = ['host/main.tsx', 'host/runtime/index.ts']

/**
 * Packages a runtime page must not load up front (issue 14: no antd or form libraries on the runtime
 * route, chart and other heavy libraries with the first widget that uses them).
 */
export const HEAVY =
  /^pkg:(antd|@ant-design\/(icons|cssinjs|pro-[^/]+)|@rc-component\/[^/]+|rc-[^/]+|@rjsf\/[^/]+|ajv|ajv-formats|@antv\/[^/]+|uplot|echarts|zrender|three|@react-three\/[^/]+|leaflet|ol|maplibre-gl|mapbox-gl|cesium|hls\.js|flv\.js|mpegts\.js|video\.js|xgplayer|monaco-editor|codemirror|@codemirror\/[^/]+|xlsx|exceljs|jspdf|html2canvas|react-moveable|react-selecto|immer|ezuikit-js|@fortune-sheet\/[^/]+)$/

/** Modules of ours a runtime page loads apart from its entry: the error catalogue (core/i18n/errors/load.ts). */
export const DEFERRED = /^core\/i18n\/errors\/index\.ts$/

const SWAPS: Record<string, string> = { 'schemas/validate.ts': 'schemas/validate.browser.ts' }

const stripComments = (src: string) =>
  src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1')

/** Static, non-type imports and re-exports of a file's text (side-effect imports included). */
export function staticImportsOf(src: string): string[] {
  const found: string[] = []
  const code = stripComments(src)
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!m[2]) found.push(m[4] as string)
  }
  return found
}

const resolveSpec = (file: string, spec: string): string =>
  spec.startsWith('.')
    ? normalize(join(dirname(file), spec))
        .split(sep)
        .join('/')
    : target(file, spec)

/** A path from an entry to a heavy package, as the list of modules along it. */
export type Chain = string[]

/** Every static import of a heavy package (or a deferred module) the entries reach, each with its chain. */
export function heavyChains(
  read: (file: string) => string | undefined,
  entries = RUNTIME_ENTRIES,
  heavy: RegExp = HEAVY,
  deferred: RegExp = DEFERRED,
): Chain[] {
  const parent = new Map<string, string | undefined>(entries.map((e) => [e, undefined]))
  const queue = [...entries]
  const found: Chain[] = []
  const chainTo = (node: string): Chain => {
    const chain = [node]
    for (let at = parent.get(node); at; at = parent.get(at)) chain.unshift(at)
    return chain
  }
  while (queue.length) {
    const file = queue.shift() as string
    const src = read(file)
    if (src === undefined) continue
    for (const spec of staticImportsOf(src)) {
      let to = resolveSpec(file, spec)
      to = SWAPS[to] ?? to
      // every module that imports a heavy package is named, not only the first
      if (heavy.test(to) || deferred.test(to)) found.push([...chainTo(file), to])
      if (parent.has(to) || to.startsWith('pkg:') || to.startsWith('node:')) continue
      parent.set(to, file)
      if (/\.(ts|tsx)$/.test(to)) queue.push(to)
    }
  }
  return found
}
