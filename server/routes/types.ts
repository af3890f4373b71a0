// The route-table convention: every API call is one data entry — its path under /lfscada, the TypeBox
// schema of its body, who may call it, which body fields are entity ids (scoped before the handler
// runs, and exercised by the generated tenant-isolation test), and the handler. One file per area.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Static, TSchema } from 'typebox'
import type { PermissionKey, PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import type { Services } from '../services.ts'
import type { Caller } from '../tenancy/caller.ts'
import type { EntityKind } from '../tenancy/entities.ts'

/** 'public': no session needed; 'user': any signed-in user; a key: a user holding that key. */
export type RouteAuth = 'public' | 'user' | PermissionKey | typeof PLATFORM_ADMIN_KEY

export interface HandlerContext<Body, Who> {
  body: Body
  /** the signed-in user; on public routes null unless a valid session came along */
  caller: Who
  s: Services
  /** the request time from the injectable clock */
  now: number
  req: FastifyRequest
  reply: FastifyReply
}

export interface RouteSpec<S extends TSchema, A extends RouteAuth> {
  /** below the prefix, as platform spec §7 names the call, e.g. 'user/info' */
  path: string
  method?: 'GET' | 'POST'
  /** one line for the route list */
  summary: string
  bodySchema: S
  auth: A
  /**
   * A public route that never reads the session (its caller is always null), so it needs no database
   * before its handler: `health` must answer while the database hangs.
   */
  anonymous?: A extends 'public' ? boolean : never
  /**
   * Body fields (dotted paths) holding entity ids — one id, a comma-joined list or an array — with
   * their kind. Each is checked against the caller's enterprise and device authorisations before
   * validation and the handler (foreign → 90003). Every id-carrying field must be listed.
   */
  idFields?: Record<string, EntityKind>
  /** a multipart file may be this large (bytes) instead of the default 1 MiB; over it is 10008 */
  fileLimit?: number
  handler(ctx: HandlerContext<Static<S>, A extends 'public' ? Caller | null : Caller>): Promise<unknown>
}

/** A route with its types erased, as the table holds it. */
export interface Route {
  path: string
  method: 'GET' | 'POST'
  summary: string
  bodySchema: TSchema
  auth: RouteAuth
  anonymous?: boolean
  idFields: Record<string, EntityKind>
  fileLimit?: number
  handler(ctx: HandlerContext<unknown, Caller | null>): Promise<unknown>
}

export function route<S extends TSchema, A extends RouteAuth>(spec: RouteSpec<S, A>): Route {
  return { method: 'POST', idFields: {}, ...spec } as unknown as Route
}
