// The OpenAPI document (issue 32): generated from the route table and the endpoint map, it names every
// route and nothing else, every schema in it compiles, and the answer schema of each call validates what
// the running server really answers: every read the demo administrator can make with an empty body, and
// the calls an integrator makes with data (live values, history as points and as a curve, a device).
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isEndpointPath } from '../../../schemas/api/endpoints.ts'
import { FORMAT_CHECKS } from '../../../schemas/formats.ts'
import { check } from '../../../schemas/validate.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { routes } from '../../../server/routes/index.ts'
import { answerSchemaOf } from '../../../server/routes/openapi-document.ts'
import {
  createTestServer,
  deviceOfGateway,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

type Doc = {
  paths: Record<string, Record<string, Json>>
  components: { schemas: Record<string, unknown> }
}

let server: TestServer
let admin: Session
let doc: Doc
let deviceId: string
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
for (const [name, validate] of Object.entries(FORMAT_CHECKS))
  ajv.addFormat(name, { type: 'string', validate })

const urlOf = (path: string) => `/${path.replace(/:([A-Za-z]+)/g, '{$1}')}`
const operationOf = (path: string, method = 'post') => doc.paths[urlOf(path)]?.[method]

/** The success branch of the 200 answer of a call, compiled beside the document's components. */
function answerValidator(path: string) {
  const schema = operationOf(path).responses['200'].content['application/json'].schema.anyOf[0]
  return ajv.compile({ ...schema, components: doc.components })
}

function expectValidAnswer(path: string, answer: unknown) {
  const validate = answerValidator(path)
  const valid = validate(answer)
  expect(valid, `${path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true)
}

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  deviceId = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
  const response = await server.app.inject({
    method: 'GET',
    url: '/lfscada/openapi.json',
    headers: { cookie: admin.cookie },
  })
  doc = response.json()
}, 60_000)
afterAll(() => server.close())

describe('the document', () => {
  it('is OpenAPI 3.1 served without the envelope, to administrators only', async () => {
    expect(doc).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/lfscada' }] })
    const anonymous = await server.app.inject({ method: 'GET', url: '/lfscada/openapi.json' })
    expect(anonymous.json().code).toBe(1006)
  })

  it('names every route of the table with its body, answer and codes', () => {
    const missing = routes.filter((r) => !operationOf(r.path, r.method.toLowerCase()))
    expect(missing.map((r) => r.path)).toEqual([])
    for (const r of routes) {
      const op = operationOf(r.path, r.method.toLowerCase())
      expect(op.requestBody ?? op.parameters, r.path).toBeDefined()
      expect(op['x-error-codes'], r.path).toContain(90099)
      expect(op.responses['200'].content['application/json'].schema.anyOf).toHaveLength(2)
    }
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p))
    expect(operations).toHaveLength(routes.length)
  })

  it('types the answer of every call of the endpoint map, and every map entry is a route', () => {
    const typed = routes.filter((r) => answerSchemaOf(r))
    for (const r of typed) expect(operationOf(r.path, r.method.toLowerCase())['x-answer']).toBeUndefined()
    const mapped = routes.filter((r) => r.method === 'POST' && isEndpointPath(r.path))
    expect(typed.length).toBeGreaterThanOrEqual(mapped.length)
    expect(
      operationOf('history/query').responses['200'].content['application/json'].schema.anyOf[0],
    ).toMatchObject({
      properties: { data: { anyOf: [{ type: 'array' }, { type: 'object' }] } },
    })
  })

  it('compiles every schema in it', () => {
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        const schema = op.responses['200'].content['application/json'].schema
        expect(() => ajv.compile({ ...schema, components: doc.components }), url).not.toThrow()
      }
    }
  })
})

describe('real answers validate', () => {
  const READ = /(query|info|list|count|get|detail|load|tree|find)/i
  const EFFECT = /(export|delete|add|edit|logout|save|send|clear|read|remove|open|sync)/i

  it('every read the administrator makes with an empty body', async () => {
    const reads = routes.filter(
      (r) => r.method === 'POST' && answerSchemaOf(r) && READ.test(r.path) && !EFFECT.test(r.path),
    )
    const checked: string[] = []
    for (const r of reads.filter((r) => check(r.bodySchema, {}).ok)) {
      const answer = await admin.call(r.path, {})
      if (answer.code !== 200) continue
      expectValidAnswer(r.path, answer)
      checked.push(r.path)
    }
    expect(checked.length).toBeGreaterThan(40)
  }, 120_000)

  it('live values, a device and history as points and as a curve', async () => {
    const signals = await ok(admin.call('monitor/multi/signal/query', { equipmentId: deviceId }))
    const signalIds = signals.slice(0, 3).map((s: { signalId: string }) => s.signalId)
    expect(signalIds.length).toBeGreaterThan(0)
    const day = { startTime: Date.now() - 86_400_000, endTime: Date.now() }
    const calls: [string, unknown][] = [
      ['equipment/multi/info', { id: deviceId }],
      ['monitor/multi/signal/query', { equipmentId: deviceId }],
      ['history/query', { equipmentId: deviceId, signalIds, ...day }],
      ['history/query', { equipmentId: deviceId, signalIds, ...day, width: 200 }],
    ]
    for (const [path, body] of calls) {
      const answer = await admin.call(path, body)
      expect(answer.code, `${path} ${JSON.stringify(answer.data)}`).toBe(200)
      expectValidAnswer(path, answer)
    }
  })

  it('a schema that does not fit the answer fails', async () => {
    const answer = await admin.call('equipment/multi/info', { id: deviceId })
    const schema = structuredClone(
      operationOf('equipment/multi/info').responses['200'].content['application/json'],
    )
    const data = schema.schema.anyOf[0].properties.data
    data.required = [...(data.required ?? []), 'noSuchField']
    expect(ajv.compile({ ...schema.schema.anyOf[0], components: doc.components })(answer)).toBe(false)
  })
})
