// Mounts the route table under the prefix. Per request: session and permission key, then the id
// fields through the scoping check, then body validation, then the handler; the answer is wrapped
// in { code: 200, msg, data }. Errors of any step become catalogue codes (http/errors.ts).
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Code } from '../../core/i18n/codes.ts'
import { accountOfSession } from '../auth/sessions.ts'
import { SESSION_COOKIE } from '../config.ts'
import { fail } from '../http/api-error.ts'
import { bodyOf, isStringly } from '../http/body-parsers.ts'
import { langOf, ok } from '../http/envelope.ts'
import { decodeFormBounded } from '../http/form.ts'
import { validateBody } from '../http/validate-body.ts'
import type { Services } from '../services.ts'
import { type Caller, callerOf } from '../tenancy/caller.ts'
import { assertInScope, idsIn } from '../tenancy/scope.ts'
import type { Route, RouteAuth } from './types.ts'

async function callerFor(req: FastifyRequest, auth: RouteAuth, s: Services): Promise<Caller | null> {
  const token = req.cookies[SESSION_COOKIE]
  const { db, config } = s
  if (auth === 'public') {
    if (!token) return null
    const session = await accountOfSession(db, token, config.now(), config.sessionTtlMs).catch(() => null)
    return session ? callerOf(db, session.account, session.tokenHash) : null
  }
  const { account, tokenHash } = await accountOfSession(db, token, config.now(), config.sessionTtlMs)
  const caller = await callerOf(db, account, tokenHash)
  if (auth !== 'user' && !caller.auths.has(auth)) fail(Code.noAccess, { required: auth })
  return caller
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

export function registerRoutes(app: FastifyInstance, routes: readonly Route[], s: Services): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `${s.config.prefix}/${route.path}`,
      handler: async (req, reply) => {
        const caller = route.anonymous ? null : await callerFor(req, route.auth, s)
        const raw = await rawInput(req, route)
        if (caller) {
          for (const [field, kind] of Object.entries(route.idFields)) {
            await assertInScope(s.db, caller, kind, idsIn(valueAt(raw, field)))
          }
        }
        const body = validateBody(route.bodySchema, raw, route.method === 'GET' || isStringly(req))
        const data = await route.handler({ body, caller, s, now: s.config.now(), req, reply })
        // A route that wrote its own reply (a raw file) has answered already.
        if (reply.sent) return reply
        return reply.code(200).send(ok(data ?? null, langOf(req)))
      },
    })
  }
}
