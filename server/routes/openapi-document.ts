// The OpenAPI 3.1 document of the API (issue 32), generated from the route table and the endpoint map at
// start, never written by hand: every route with its body (or query), its answer inside the envelope and
// the catalogue codes it can answer. A route whose answer is not in the map yet (a file, an older call)
// says so (`x-answer: untyped`) and its `data` is any JSON.
import type { TSchema } from 'typebox'
import { Code } from '../../core/i18n/codes.ts'
import { KEY_ROUTES } from '../../schemas/api/api-keys.ts'
import { ENDPOINTS, GET_ENDPOINTS } from '../../schemas/api/endpoints.ts'
import { messageFor } from '../http/messages.ts'
import { SESSION_COOKIE } from '../http/security-headers.ts'
import { COMPONENT_PREFIX, type JsonSchema, SchemaComponents } from './openapi-schemas.ts'
import type { Route } from './types.ts'

export interface DocumentInfo {
  /** the API prefix, e.g. '/lfscada' */
  prefix: string
  version: string
}

/** The answer schema of a route from the map; undefined when the map does not name it. */
export function answerSchemaOf(route: Pick<Route, 'path' | 'method'>): TSchema | undefined {
  const map: Record<string, { answer: TSchema }> = route.method === 'GET' ? GET_ENDPOINTS : ENDPOINTS
  return Object.hasOwn(map, route.path) ? map[route.path]?.answer : undefined
}

const isKeyRoute = (path: string) => Object.hasOwn(KEY_ROUTES, path)

const hasFields = (schema: TSchema) => Object.keys((schema as JsonSchema).properties ?? {}).length > 0
const hasRequired = (schema: TSchema) => (((schema as JsonSchema).required as unknown[]) ?? []).length > 0

/** The catalogue codes any call of the route can answer beside its own rules, in order. */
export function errorCodesOf(route: Route): number[] {
  const codes = [
    ...(hasRequired(route.bodySchema) ? [Code.paramMissing] : []),
    ...(hasFields(route.bodySchema) ? [Code.paramType, Code.paramInvalid] : []),
    ...(route.method === 'POST' ? [Code.outOfRange, Code.unsupportedRequest] : []),
    ...(route.auth === 'public' ? [] : [Code.sessionInvalid, Code.sessionInvalid2]),
    ...(route.auth === 'public' || route.auth === 'user' ? [] : [Code.noAccess]),
    ...(Object.keys(route.idFields).length ? [Code.noDataOrPermission] : []),
    ...(isKeyRoute(route.path) ? [Code.noAccess, Code.tooFrequent] : []),
    ...(route.anonymous ? [] : [Code.storageUnavailable]),
    Code.unknown,
  ]
  return [...new Set(codes)]
}

const ENVELOPE_ERROR = 'ErrorEnvelope'

const okEnvelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { const: 200 }, msg: { type: 'string' }, data },
})

const errorEnvelope = (codes: number[]): JsonSchema => ({
  allOf: [{ $ref: COMPONENT_PREFIX + ENVELOPE_ERROR }, { properties: { code: { enum: codes } } }],
})

const codeTable = (codes: number[]) =>
  ['| code | meaning |', '| --- | --- |', ...codes.map((c) => `| ${c} | ${messageFor(c, 'en')} |`)].join('\n')

/** `plugin/file/:id/:name` → `/plugin/file/{id}/{name}` and its path parameters. */
function pathOf(path: string): { url: string; params: string[] } {
  const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '')
  return { url: `/${path.replace(/:([A-Za-z]+)/g, '{$1}')}`, params }
}

function inputOf(route: Route, body: JsonSchema, params: string[]): JsonSchema {
  const inPath = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))
  if (route.method === 'GET') {
    const required = new Set((body.required as string[] | undefined) ?? [])
    const fields = Object.entries((body.properties as Record<string, JsonSchema> | undefined) ?? {})
    const inQuery = fields.map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    }))
    return { parameters: [...inPath, ...inQuery] }
  }
  const content = {
    'application/json': { schema: body },
    'application/x-www-form-urlencoded': { schema: body },
  }
  return {
    ...(inPath.length ? { parameters: inPath } : {}),
    requestBody: { required: hasRequired(route.bodySchema), content },
  }
}

function securityOf(route: Route): JsonSchema[] {
  if (route.auth === 'public') return []
  return isKeyRoute(route.path) ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }]
}

function operationOf(route: Route, schemas: SchemaComponents): JsonSchema {
  const answer = answerSchemaOf(route)
  const codes = errorCodesOf(route)
  const { params } = pathOf(route.path)
  const ok = okEnvelope(answer ? schemas.use(answer) : {})
  const tooMany = isKeyRoute(route.path) && {
    '429': {
      description: 'an API key over its rate: code 90010, `Retry-After` in seconds',
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
      content: { 'application/json': { schema: errorEnvelope([Code.tooFrequent]) } },
    },
  }
  return {
    operationId: route.path,
    summary: route.summary,
    tags: [route.path.split('/')[0]],
    security: securityOf(route),
    ...(route.auth === 'public' || route.auth === 'user' ? {} : { 'x-permission': route.auth }),
    ...(answer ? {} : { 'x-answer': 'untyped' }),
    'x-error-codes': codes,
    ...inputOf(route, schemas.use(route.bodySchema), params),
    responses: {
      '200': {
        description: `The envelope: code 200 and the answer, or a catalogue code (HTTP 200):\n\n${codeTable(codes)}`,
        content: { 'application/json': { schema: { anyOf: [ok, errorEnvelope(codes)] } } },
      },
      ...tooMany,
    },
  }
}

/** The OpenAPI 3.1 document of `routes`. */
export function openApiDocument(routes: readonly Route[], info: DocumentInfo): JsonSchema {
  const schemas = new SchemaComponents()
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const { url } = pathOf(route.path)
    paths[url] = { ...paths[url], [route.method.toLowerCase()]: operationOf(route, schemas) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'lfscada API',
      version: info.version,
      description:
        'Every call answers `{ code, msg, data }` with HTTP 200; code 200 is success, any other a code of the ' +
        'catalogue. Bodies are JSON or form-encoded with dotted keys. Sign in for a session cookie, or send an ' +
        'API key as `Authorization: Bearer lfk_…` on the calls marked apiKey.',
    },
    servers: [{ url: info.prefix }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        apiKey: { type: 'http', scheme: 'bearer', description: 'an API key made at /manage/api/list' },
      },
      schemas: {
        ...schemas.components,
        [ENVELOPE_ERROR]: {
          type: 'object',
          required: ['code', 'msg', 'data'],
          properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
        },
      },
    },
  }
}
