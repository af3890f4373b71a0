// The import graph of the sources and the layering rules it must obey (docs/architecture.md). A pure
// checker: `importGraph` reads the tree into edges, `violations` checks any graph against the rules, so
// the test can feed it a fixture graph with a planted bad import and watch it fail.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, normalize, relative, sep } from 'node:path'

/**
 * One dependency of a source file. `to` is a repository path for our own modules (`core/page/tree.ts`),
 * `pkg:<name>` for a package, `node:<name>` for a Node built-in and `global:<name>` for a DOM or Node
 * global the file touches (`global:document`), which is a dependency on the environment as much as an import.
 */
export interface ImportEdge {
  from: string
  to: string
  /** `import type …`: erased at build time, still a dependency of the design. */
  typeOnly: boolean
  /** `import('…')`: loaded when that line runs, not with the importing file. */
  onUse?: boolean
}

export interface LayerRule {
  /** What the rule forbids, in words the failure message shows. */
  name: string
  from: RegExp
  to: RegExp
  /** Type-only imports do not count (a type from React describes a view without loading React). */
  runtimeOnly?: boolean
}

const OURS = '(core|schemas|plugins|host|server|edge|tests)/'
const FRAMEWORK = 'pkg:(react|react-dom|antd|@ant-design/[^/]+|react-[^/]+|@rjsf/[^/]+|uplot|@antv/[^/]+)$'

/** The rules of docs/architecture.md, "Dependencies". */
export const LAYER_RULES: LayerRule[] = [
  { name: 'schemas import nothing of ours', from: /^schemas\//, to: new RegExp(`^(?!schemas/)${OURS}`) },
  {
    name: 'schemas run anywhere (no framework, Node or DOM)',
    from: /^schemas\//,
    to: new RegExp(`^(${FRAMEWORK}|node:|global:)`),
    runtimeOnly: true,
  },
  { name: 'core depends on schemas only', from: /^core\//, to: /^(host|plugins|server|edge|tests)\// },
  {
    name: 'core is framework-free (no React, DOM or Node)',
    from: /^core\//,
    to: new RegExp(`^(${FRAMEWORK}|node:|global:)`),
    runtimeOnly: true,
  },
  { name: 'plugins use the kit, not host internals', from: /^plugins\//, to: /^host\/(?!sdk\/)/ },
  { name: 'plugins never import the server or the edge', from: /^plugins\//, to: /^(server|edge)\// },
  { name: 'widgets never import screens', from: /^plugins\/widgets\//, to: /^plugins\/screens\// },
  { name: 'the server never imports host, plugins or edge', from: /^server\//, to: /^(host|plugins|edge)\// },
  {
    name: 'the edge never imports the server, host or plugins',
    from: /^edge\//,
    to: /^(server|host|plugins)\//,
  },
  { name: 'the web app never imports the server or the edge', from: /^host\//, to: /^(server|edge)\// },
]

export interface Violation {
  rule: string
  from: string
  to: string
}

export function violations(edges: ImportEdge[], rules: LayerRule[] = LAYER_RULES): Violation[] {
  const found: Violation[] = []
  for (const edge of edges) {
    for (const rule of rules) {
      if (rule.runtimeOnly && edge.typeOnly) continue
      if (rule.from.test(edge.from) && rule.to.test(edge.to)) {
        found.push({ rule: rule.name, from: edge.from, to: edge.to })
      }
    }
  }
  return found
}

/**
 * The server's floors, bottom first (docs/architecture.md, "The server's floors"). A unit is a folder of
 * `server/` or a file at its root; it may import its own unit and the floors below, never a unit beside
 * or above it, so the folders form layers and no import circles back. Type-only imports count too,
 * except those of the contracts below.
 */
export const SERVER_FLOORS: readonly (readonly string[])[] = [
  ['storage', 'crypto'],
  ['http'],
  ['config.ts', 'oplog', 'params', 'uploads', 'cluster', 'jobs'],
  ['notify', 'live-state'],
  ['auth', 'messages', 'tenancy'],
  ['views', 'projects'],
  ['alarms', 'media', 'assets', 'styles', 'firmware'],
  ['history', 'commerce'],
  ['live', 'excel', 'notices'],
  ['org', 'maintenance'],
  ['devices'],
  ['broker'],
  ['edge-link'],
  ['gm', 'observability'],
  ['routes', 'services.ts'],
  ['seed.ts', 'app.ts'],
  ['main.ts'],
]

/**
 * Shapes handed down from above, importable as types from any floor: what handlers get (services.ts,
 * with the settings of config.ts and the live side's Realtime), and what a seed step is (seed.ts).
 */
const SERVER_CONTRACTS = new Set([
  'server/services.ts',
  'server/config.ts',
  'server/seed.ts',
  'server/edge-link/realtime.ts',
])

/** The unit of a path under `server/` (its folder, or its own name at the root); undefined elsewhere. */
export function serverUnit(path: string): string | undefined {
  const parts = path.split('/')
  if (parts[0] !== 'server' || parts.length < 2) return undefined
  return parts[1]
}

export function serverFloorViolations(
  edges: readonly ImportEdge[],
  floors: readonly (readonly string[])[] = SERVER_FLOORS,
): Violation[] {
  const floorOf = new Map(floors.flatMap((units, i) => units.map((u) => [u, i] as const)))
  const found: Violation[] = []
  for (const edge of edges) {
    const from = serverUnit(edge.from)
    const to = serverUnit(edge.to)
    if (from === undefined || to === undefined || from === to) continue
    if (edge.typeOnly && SERVER_CONTRACTS.has(edge.to)) continue
    const below = (floorOf.get(to) ?? Number.POSITIVE_INFINITY) < (floorOf.get(from) ?? -1)
    if (!below)
      found.push({ rule: `server/${from} imports only the floors below it`, from: edge.from, to: edge.to })
  }
  return found
}

const DOM_OR_NODE_GLOBALS =
  /\b(document|window|localStorage|sessionStorage|navigator|process|Buffer|__dirname|require)\s*[.(]/g

const stripComments = (src: string) =>
  src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1')

/** Import specifiers of one file's text: static imports and re-exports (typed or not), dynamic imports. */
export function importsOf(src: string): { spec: string; typeOnly: boolean; onUse?: boolean }[] {
  const code = stripComments(src)
  const found: { spec: string; typeOnly: boolean; onUse?: boolean }[] = []
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)) {
    found.push({ spec: m[4] as string, typeOnly: Boolean(m[2]) })
  }
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ spec: m[1] as string, typeOnly: false, onUse: true })
  }
  return found
}

const ALIASES: Record<string, string> = { '#lfscada/sdk': 'host/sdk/index.ts' }

/** Where a specifier points, in the graph's terms (see ImportEdge.to). */
export function target(file: string, spec: string): string {
  if (spec.startsWith('.'))
    return normalize(join(dirname(file), spec))
      .split(sep)
      .join('/')
  if (ALIASES[spec]) return ALIASES[spec]
  if (spec.startsWith('node:')) return spec
  const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string)
  return builtinModules.includes(pkg) ? `node:${pkg}` : `pkg:${pkg}`
}

/** Edges of one file (repository-relative path) from its text. */
export function edgesOf(file: string, src: string): ImportEdge[] {
  const edges: ImportEdge[] = importsOf(src).map(({ spec, typeOnly, onUse }) => ({
    from: file,
    to: target(file, spec),
    typeOnly,
    ...(onUse ? { onUse } : {}),
  }))
  const globals = new Set([...stripComments(src).matchAll(DOM_OR_NODE_GLOBALS)].map((m) => m[1] as string))
  for (const name of globals) edges.push({ from: file, to: `global:${name}`, typeOnly: false })
  return edges
}

const SKIP = new Set(['node_modules', 'dist', 'data'])

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return []
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The graph of every source folder under `root` (tests are free to import anything and are left out). */
export function importGraph(
  root: string,
  folders = ['schemas', 'core', 'plugins', 'host', 'server', 'edge'],
) {
  return folders.flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((path) => {
      const file = relative(root, path).split(sep).join('/')
      return edgesOf(file, readFileSync(path, 'utf8'))
    }),
  )
}

/** What importing `file` loads at once: its static runtime imports, theirs, and so on (no `import()`). */
export function loadedWith(graph: readonly ImportEdge[], file: string): Set<string> {
  const from = new Map<string, ImportEdge[]>()
  for (const e of graph) if (!e.typeOnly && !e.onUse) from.set(e.from, [...(from.get(e.from) ?? []), e])
  const loaded = new Set<string>([file])
  const next = [file]
  for (let at = next.pop(); at !== undefined; at = next.pop()) {
    for (const { to } of from.get(at) ?? []) {
      if (loaded.has(to)) continue
      loaded.add(to)
      next.push(to)
    }
  }
  return loaded
}
