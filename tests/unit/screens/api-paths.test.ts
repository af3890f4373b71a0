// Every call the screens (plugins/screens) and the shell (host/shell) make names a path the server
// serves (server/routes/index.ts), with the server's method. The paths are read from the source: the
// first argument of each call site (`api.post(…)`, `useQuery(…)`, `usePaged(…)`, the screens' local
// `call(…)` / `act(…)` helpers, `<RecordsTab path=…>`), as a string literal, a constant of a path table,
// or the device configuration paths `configPath(kind, op)`. A call whose path is neither must be one of
// the helpers that only forward their caller's path (listed below), so no path escapes the check.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RECOVERY_API } from '../../../host/shell/recovery/state.ts'
import { CONFIG_KIND_NAMES, CONFIG_OPS, configPath } from '../../../plugins/screens/equipment/config-kinds.ts'
import { ACCOUNT_API, SECURITY_API } from '../../../plugins/screens/my-account/setup-store.ts'
import { routes } from '../../../server/routes/index.ts'

const ROOT = join(import.meta.dirname, '../../..')
const SOURCES = ['plugins/screens', 'host/shell']

/** Path tables the sources name their calls by. */
const TABLES: Record<string, Record<string, string>> = { RECOVERY_API, SECURITY_API, ACCOUNT_API }
const CONSTANTS: Record<string, string> = {}

/** Calls of the spec (§7) the server does not serve yet; each still made by the sources. */
const UNSERVED: Record<string, string> = {}

/** Call sites whose path is their caller's (file → the argument text). */
const FORWARDERS: Record<string, string[]> = {
  // useQueryCall and usePagedCall, calling the path they are given
  'plugins/screens/shared/useAction.ts': ['path'],
  'plugins/screens/shared/usePaged.ts': ['path'],
  // an add or an edit of `configPath(kind, op)`
  'plugins/screens/equipment/config-tab.tsx': ['path'],
  'plugins/screens/monitor/list.tsx': ['path'],
  'plugins/screens/monitor/tabs.tsx': ['path'],
  'plugins/screens/projects/users.tsx': ['path'],
  'plugins/screens/my-account/setup.tsx': ['path'],
  'plugins/screens/shared/pages-table.tsx': ['path'],
}

interface Call {
  file: string
  path: string
  method: 'GET' | 'POST'
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return sourceFiles(rel)
    return /\.tsx?$/.test(e.name) ? [rel] : []
  })
}

/** Comments out, strings kept (a `//` inside a string literal, as in a URL, stays). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** The text of the first argument starting at `from`: up to a comma or paren at its own depth. */
function firstArgument(code: string, from: number): string {
  let depth = 0
  let quote: string | undefined
  for (let i = from; i < code.length; i++) {
    const c = code[i]!
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = undefined
      continue
    }
    if (c === "'" || c === '"' || c === '`') quote = c
    else if ('([{'.includes(c)) depth++
    else if (')]}'.includes(c)) {
      if (depth === 0) return code.slice(from, i).trim()
      depth--
    } else if (c === ',' && depth === 0) return code.slice(from, i).trim()
  }
  throw new Error('unterminated call')
}

const CALL_SITE =
  /(?<!function\s+)(?:\b(?:api(?:\(\))?|client)\s*\.\s*(post|get|postFile|runCommand|call)|(?<![.\w])(?:useQuery|useQueryCall|usePaged|usePagedCall|call|act))\s*(?:<(?:[^<>]|<[^<>]*>)*>)?\s*\(/g
/** A component handed a path to call: `path="…"` or `path={…}`. */
const JSX_PATH = /\bpath=(?:"([^"]+)"|\{)/g

const LITERAL = /'([^'$]*)'|"([^"$]*)"|`([^`$]*)`/g

/**
 * The paths an argument names, or undefined when it names none we can read. A lone literal is a path;
 * in a longer expression (a condition choosing between two calls) only literals holding a '/' are.
 */
function pathsOf(arg: string): string[] | undefined {
  if (/\bconfigPath\(/.test(arg)) return []
  const texts = [...arg.matchAll(LITERAL)].map((m) => m[1] ?? m[2] ?? m[3] ?? '')
  const lone = new RegExp(`^(?:${LITERAL.source})$`).test(arg)
  const literals = lone ? texts : texts.filter((text) => text.includes('/'))
  const members = [...arg.matchAll(/\b([A-Z_]+)\.(\w+)/g)].map(([text, table, key]) => {
    const path = TABLES[table!]?.[key!]
    if (!path) throw new Error(`unknown path constant ${text}`)
    return path
  })
  const constants = Object.keys(CONSTANTS).filter((name) => new RegExp(`^${name}$`).test(arg))
  const all = [...literals, ...members, ...constants.map((c) => CONSTANTS[c]!)]
  return all.length > 0 ? all : undefined
}

function callsIn(file: string): { calls: Call[]; unread: string[] } {
  const code = withoutComments(readFileSync(join(ROOT, file), 'utf8'))
  const calls: Call[] = []
  const unread: string[] = []
  for (const m of code.matchAll(CALL_SITE)) {
    const arg = firstArgument(code, m.index + m[0].length)
    // a thunk run without arguments (`call()`) is not a request
    if (arg === '') continue
    const paths = pathsOf(arg)
    const method = m[1] === 'get' ? 'GET' : 'POST'
    if (paths) for (const path of paths) calls.push({ file, path, method })
    else unread.push(arg)
  }
  for (const m of code.matchAll(JSX_PATH)) {
    const paths = m[1] === undefined ? pathsOf(firstArgument(code, m.index + m[0].length)) : [m[1]]
    for (const path of paths ?? []) calls.push({ file, path, method: 'POST' })
  }
  return { calls, unread }
}

const files = SOURCES.flatMap(sourceFiles).filter((f) => !f.endsWith('manifest.ts'))
const found = files.map((file) => ({ file, ...callsIn(file) }))
const calls = [
  ...found.flatMap((f) => f.calls),
  ...CONFIG_KIND_NAMES.flatMap((kind) =>
    CONFIG_OPS.map((op): Call => ({ file: 'config-kinds.ts', path: configPath(kind, op), method: 'POST' })),
  ),
]
const served = new Map(routes.map((r) => [r.path, r.method]))

describe('paths the screens and the shell call', () => {
  it('finds the calls (the extraction works)', () => {
    const paths = new Set(calls.map((c) => c.path))
    for (const path of [
      'user/encryptLogin',
      'equipment/multi/add',
      'project/add',
      'msg/query',
      'equipment/multi/sync',
    ])
      expect(paths).toContain(path)
    expect(calls.length).toBeGreaterThan(100)
  })

  it('reads every call site: a literal, a path constant, configPath, or a listed forwarder', () => {
    const unread = Object.fromEntries(found.filter((f) => f.unread.length > 0).map((f) => [f.file, f.unread]))
    expect(unread).toEqual(FORWARDERS)
  })

  it.each(calls.filter((c) => !(c.path in UNSERVED)).map((c) => [c.path, c.method, relative('.', c.file)]))(
    '%s (%s, %s) is served',
    (path, method) => {
      expect(served.has(path), `${path} is not in server/routes`).toBe(true)
      expect(served.get(path)).toBe(method)
    },
  )

  it.each(Object.entries(UNSERVED))('%s is called but not served yet: %s', (path) => {
    expect(calls.map((c) => c.path)).toContain(path)
    expect(served.has(path)).toBe(false)
  })
})
