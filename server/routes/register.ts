// Mounts the route table under the prefix. Per request: session and permission key, then the id
// fields through the scoping check, then body validation, then the handler; the answer is wrapped
// in { code: 200, msg, data }. Errors of any step become catalogue codes (http/errors.ts).
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Code } from '../../core/i18n/codes.ts'
import { KEY_ROUTES, type KeyRoutePath } from '../../schemas/api/api-keys.ts'
import { bearerOf } from '../auth/api-keys.ts'
import { accountOfSession } from '../auth/sessions.ts'
import { ApiError, fail } from '../http/api-error.ts'
import { bodyOf, isStringly } from '../http/body-parsers.ts'
import { langOf, ok } from '../http/envelope.ts'
import { decodeFormBounded } from '../http/form.ts'
import { SESSION_COOKIE } from '../http/security-headers.ts'
import { validateBody } from '../http/validate-body.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { assertLicenceAllows } from '../params/licence.ts'
import type { Services } from '../services.ts'
import { unlessStorageFailure } from '../storage/errors.ts'
import { parseJsonArray } from '../storage/json.ts'
import { type Caller, callerOf } from '../tenancy/caller.ts'
import { assertInScope, idsIn } from '../tenancy/scope.ts'
import type { Route, RouteAuth } from './types.ts'

async function callerFor(req: FastifyRequest, auth: RouteAuth, s: Services): Promise<Caller | null> {
  const bearer = bearerOf(req.headers.authorization)
  if (bearer !== undefined && auth !== 'public') return keyCaller(req, auth, bearer, s)
  const token = req.cookies[SESSION_COOKIE]
  const { db, config } = s
  if (auth === 'public') {
    if (!token) return null
    const session = await accountOfSession(db, token, config.now(), config.sessionTtlMs).catch(() => null)
    return session ? callerOf(db, session.account, session.tokenHash, config.now()) : null
  }
  const { account, tokenHash } = await accountOfSession(db, token, config.now(), config.sessionTtlMs)
  return callerOf(db, account, tokenHash, config.now())
}

/**
 * The caller an API key acts as (issue 32): its maker's enterprise, none of its maker's rights but the
 * calls of KEY_ROUTES (writes only with a write key) on the key's devices and projects. A route outside
 * them is 90008 before the key is even checked, so it costs no KDF.
 */
async function keyCaller(req: FastifyRequest, auth: RouteAuth, bearer: string, s: Services): Promise<Caller> {
  const path = req.routeOptions.url?.slice(s.config.prefix.length + 1) ?? ''
  const kind = Object.hasOwn(KEY_ROUTES, path) ? KEY_ROUTES[path as KeyRoutePath] : undefined
  if (!kind) fail(Code.noAccess, { required: 'session' })
  const key = await s.apiKeys.verify(bearer, s.config.now())
  if (kind === 'write' && !key.canWrite) fail(Code.noAccess, { required: 'write' })
  return {
    accountId: key.createdBy,
    orgId: key.orgId,
    loginname: key.name,
    kind: 'internal',
    roleType: 'internal',
    // the route's own key: KEY_ROUTES (checked above) is what a key may call
    auths: new Set([auth]),
    isAdmin: false,
    isOperation: false,
    tokenHash: null,
    key: {
      id: key.id,
      name: key.name,
      write: key.canWrite === 1,
      devices: new Set(parseJsonArray<string>(key.deviceIds)),
      projects: new Set(parseJsonArray<string>(key.projectIds)),
      expiresAt: key.expiresAt,
    },
  }
}

/** A keyed call in the operation log: the key's name, the call and its answer's code. */
async function logKeyedCall(s: Services, caller: Caller, path: string, code: number): Promise<void> {
  if (!caller.key) return
  await recordChange(s.db, actorOf(caller), s.config.now(), {
    objectType: 'apiKey',
    objectId: caller.key.id,
    action: path,
    after: { code },
  }).catch(unlessStorageFailure)
}

function valueAt(body: unknown, path: string): unknown {
  let node = body
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    // a list of objects (e.g. `steps.accountId`): the field of each, ids of every element checked
    node = Array.isArray(node)
      ? node.map((item) =>
          item && typeof item === 'object' ? (item as Record<string, unknown>)[segment] : undefined,
        )
      : (node as Record<string, unknown>)[segment]
  }
  return node
}

async function rawInput(req: FastifyRequest, route: Route): Promise<unknown> {
  if (route.method === 'GET') return decodeFormBounded(new URLSearchParams(req.url.split('?')[1] ?? ''))
  return bodyOf(req, route.fileLimit)
}

/** Calls that change data, refused while an installed licence has expired (read-only; nothing is lost)
 * or when they belong to a feature it leaves out. Signing in and out, one's own account and installing a
 * licence stay open. */
const WRITE_VERB =
  /^(add|edit|save|delete|del|remove|register|import|copy|bind|unbind|set|write|update|upload|move|assign|generate|fill|create|share)/i
const ALWAYS_OPEN = /^(user|system\/license)\//

function changesData(route: Route): boolean {
  const last = route.path.split('/').pop() ?? ''
  return route.method === 'POST' && WRITE_VERB.test(last) && !ALWAYS_OPEN.test(route.path)
}

function send(reply: FastifyReply, req: FastifyRequest, data: unknown) {
  // A route that wrote its own reply (a raw file) has answered already.
  if (reply.sent) return reply
  return reply.code(200).send(ok(data ?? null, langOf(req)))
}

export function registerRoutes(app: FastifyInstance, routes: readonly Route[], s: Services): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `${s.config.prefix}/${route.path}`,
      handler: async (req, reply) => {
        const caller = route.anonymous ? null : await callerFor(req, route.auth, s)
        if (caller && route.auth !== 'public' && route.auth !== 'user' && !caller.auths.has(route.auth))
          fail(Code.noAccess, { required: route.auth })
        if (caller && changesData(route))
          await assertLicenceAllows(
            { db: s.db, testKeys: s.config.licenceTestKeys, now: s.config.now() },
            route.path,
          )
        const answer = async () => {
          const raw = await rawInput(req, route)
          if (caller) {
            for (const [field, kind] of Object.entries(route.idFields)) {
              await assertInScope(s.db, caller, kind, idsIn(valueAt(raw, field)))
            }
          }
          const body = validateBody(route.bodySchema, raw, route.method === 'GET' || isStringly(req))
          return route.handler({ body, caller, s, now: s.config.now(), req, reply })
        }
        if (!caller?.key) return send(reply, req, await answer())
        try {
          const data = await answer()
          await logKeyedCall(s, caller, route.path, 200)
          return send(reply, req, data)
        } catch (err) {
          await logKeyedCall(s, caller, route.path, err instanceof ApiError ? Number(err.code) : 0)
          throw err
        }
      },
    })
  }
}
