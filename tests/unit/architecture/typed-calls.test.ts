// One endpoint map (schemas/api/endpoints.ts) for the server's routes and the web client's calls: every
// mapped path is a route registered with the map's own body schema, and no call in host/ or plugins/
// goes around `api.call` (no `api.post<T>('…')`, `api.postFile`, `api.get`, untyped `useQuery<T>` or
// `usePaged<T>`, no answer type named at a call such as `services.post<T>` or `runCommand<T>`): shown
// failing on a planted untyped call, in a screen and in a widget. Downloads (a file, not an envelope) are
// not calls of the map. A widget calls only the widget paths (schemas/api/widget-endpoints.ts). The few
// GET calls go through their own map (GET_ENDPOINTS, `api.query`): no `.get('a/path'` on any receiver.
// The type level is checked by tsc on this file: a wrong answer, an unknown path, a body missing a field
// must each be a type error (an unused @ts-expect-error fails the type check).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../core/api/index.ts'
import type { WidgetServices } from '../../../plugins/widgets/common/services.tsx'
import { ENDPOINTS, GET_ENDPOINTS } from '../../../schemas/api/endpoints.ts'
import { endpoint, getEndpoint } from '../../../server/routes/endpoint.ts'
import { routes } from '../../../server/routes/index.ts'

interface Source {
  file: string
  text: string
}

const sources = (dir: string): Source[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'dist' || name === 'node_modules' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [{ file: path, text: readFileSync(path, 'utf8') }] : []
  })

const TYPE_ARG = '(?:<[^()]*?>)?'
/** The call's first argument: the path when it is written there, else the argument's first word. */
const PATH_ARG = String.raw`\(\s*(['"\`]?)([\w/:!.-]*)\1`

/** The forms of a call around the map. */
const UNTYPED = [
  // `api.post('x'`, `api().post<T>('x'`, `api\n  .postFile(x`, `api.get<T>(`, a widget's `services.post(`
  String.raw`\b(?:api|services)(?:\(\))?\s*\.\s*(?:post|postFile|get)${TYPE_ARG}${PATH_ARG}`,
  // an answer type named at any call: `client.post<T>(`, `api.runCommand<T>(`
  String.raw`\.\s*(?:post|postFile|get|runCommand)<[^()]*?>${PATH_ARG}`,
  // a raw GET of a path on any receiver: `client.get('user/info', q)` (not `headers.get('content-type')`)
  String.raw`\.\s*get${TYPE_ARG}\(\s*(['"\`])([\w:!.-]*/[\w/:!.-]*)\1`,
  // `useQuery<T>('x'`, `usePaged<T>(x`
  String.raw`\b(?:useQuery|usePaged)${TYPE_ARG}${PATH_ARG}`,
].map((form) => new RegExp(form, 'g'))

/** Each call once (a call of two forms ends at the same place), in the order of the text. */
function untypedCalls(files: Source[]) {
  return files.flatMap(({ file, text }) => {
    const byEnd = new Map<number, { at: number; path: string }>()
    for (const form of UNTYPED)
      for (const m of text.matchAll(form)) {
        const end = m.index + m[0].length
        const at = Math.min(m.index, byEnd.get(end)?.at ?? m.index)
        byEnd.set(end, { at, path: m[2] ?? '' })
      }
    return [...byEnd.values()].sort((a, b) => a.at - b.at).map(({ path }) => ({ file, path }))
  })
}

const CLIENT_SOURCES = ['host', 'plugins'].flatMap(sources)

describe('the endpoint map', () => {
  it('every mapped path is a route registered with the map body schema', () => {
    for (const [path, schemas] of Object.entries(ENDPOINTS)) {
      const route = routes.find((r) => r.path === path)
      expect(route, path).toBeDefined()
      expect(route?.bodySchema, path).toBe(schemas.body)
    }
  })

  it('every GET path is a GET route registered with the map query schema', () => {
    for (const [path, schemas] of Object.entries(GET_ENDPOINTS)) {
      const route = routes.find((r) => r.path === path)
      expect(route?.method, path).toBe('GET')
      expect(route?.bodySchema, path).toBe(schemas.query)
    }
  })

  it('no call in host/ or plugins/ goes around api.call', () => {
    expect(untypedCalls(CLIENT_SOURCES)).toEqual([])
  })

  it('fails on a planted untyped call', () => {
    const planted = {
      file: 'plugins/screens/planted.tsx',
      text: "const d = await api.post<Device>('equipment/multi/info', { id })",
    }
    expect(untypedCalls([...CLIENT_SOURCES, planted])).toEqual([
      { file: planted.file, path: 'equipment/multi/info' },
    ])
  })

  it('fails on a planted raw GET of a path, and not on a header or a map look-up', () => {
    const planted = {
      file: 'host/shell/planted.ts',
      text: [
        "const data = await client.get('user/info', { time: client.clock.now() })",
        `response.headers.get('content-type'); units.get(\`\${b.deviceId}/\${b.signalId}\`)`,
      ].join('\n'),
    }
    expect(untypedCalls([...CLIENT_SOURCES, planted])).toEqual([{ file: planted.file, path: 'user/info' }])
  })

  it("fails on a planted untyped call of a widget's services", () => {
    const planted = {
      file: 'plugins/widgets/Planted/view.tsx',
      text: "services.post<Weather>('weather/now', place); services.post('account/delete', { id })",
    }
    expect(untypedCalls([...CLIENT_SOURCES, planted])).toEqual([
      { file: planted.file, path: 'weather/now' },
      { file: planted.file, path: 'account/delete' },
    ])
  })

  it('the scanner sees the forms of an untyped call', () => {
    const text = [
      "api.post<T>('a/b', x); api.post('c/d'); api.postFile<P>('e/f', {}, f); usePaged<R>('g/h')",
      "api().post<T>(path, x); api\n  .post<T>('i/j', x); api.get<U>('k/l'); useQuery<V>('m/n')",
      "api.post(SECURITY_API.message); api.call('o/p'); useQueryCall('q/r'); usePagedCall('s/t')",
      "services\n  .post<T>('u/v', x); client.post<W>('w/x'); api.runCommand<{ nodes }>('y/z', b)",
      "services.call('scene/info', b); cache.get(key); api.runCommand('equipment/multi/sync', b)",
    ].join('\n')
    const paths = [
      'a/b',
      'c/d',
      'e/f',
      'g/h',
      'path',
      'i/j',
      'k/l',
      'm/n',
      'SECURITY_API.message',
      'u/v',
      'w/x',
      'y/z',
    ]
    expect(untypedCalls([{ file: 'x.ts', text }]).map((c) => c.path)).toEqual(paths)
  })
})

// Type-level checks: compiled by tsc, never run.
function typeChecks(api: ApiClient) {
  // @ts-expect-error the answer of plugin/add is a RemotePlugin, not a number
  endpoint('plugin/add', { summary: '', auth: 'user', handler: async () => 42 })
  // @ts-expect-error the answer of user/info is the user, not a number
  getEndpoint('user/info', { summary: '', auth: 'user', handler: async () => 42 })
  // @ts-expect-error no such endpoint
  void api.call('plugin/nope')
  // @ts-expect-error no such GET path
  void api.query('user/nope', {})
  // @ts-expect-error the time query is text
  void api.query('user/info', { time: 1 })
  // a GET answer is typed by the path: the user with its permission keys
  void api.query('user/info', {}).then((user) => user.auths.includes('manage_account'))
  // @ts-expect-error the body of plugin/manifest needs the manifest
  void api.call('plugin/manifest', { id: 'x' })
  // the answer is typed by the path: a list of plugins with their manifests
  void api.call('plugin/enabled').then((list) => list.map((p) => p.manifest?.version))
  // @ts-expect-error a device command of the command map only
  void api.runCommand('plugin/add', { name: 'x' })
  // a command's result is typed by its path: the browsed node's children
  void api.runCommand('equipment/driver/browse', { id: 'd1' }).then((r) => r.nodes.map((n) => n.nodeId))
}

function widgetTypeChecks(services: WidgetServices) {
  // @ts-expect-error a widget cannot name a call outside the widget paths
  void services.call('account/delete', { id: 'x' })
  // @ts-expect-error the pan-tilt body needs its direction and action
  void services.call('video/ezviz/ptz', { serialNumber: 'D1' })
  // the answer is typed by the path: the weather, or that no provider is set
  void services.call('weather/now', {}).then((w) => (w.configured ? w.temperature : null))
}

it('the type-level checks are compiled with the suite', () => {
  expect(typeChecks).toBeTypeOf('function')
  expect(widgetTypeChecks).toBeTypeOf('function')
})
