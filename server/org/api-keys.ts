// An enterprise's API keys (issue 32): made by an administrator with scopes and an expiry, listed with their
// last use, revoked (its sockets closed at once). The token is answered only by `addApiKey`.
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { ApiKeyAddBody, ApiKeyQueryBody, ApiKeyView } from '../../schemas/api/api-keys.ts'
import { keyPrefix, newApiKey } from '../auth/api-keys.ts'
import { fail } from '../http/api-error.ts'
import { accessId } from '../live/revocable-sockets.ts'
import { actorOf, loggedChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import type { ApiKeyTable } from '../storage/tables/api-keys.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'

export function apiKeyView(row: Selectable<ApiKeyTable>, now: number): ApiKeyView {
  const state =
    row.revokedAt !== null ? 'revoked' : row.expiresAt !== null && row.expiresAt <= now ? 'expired' : 'active'
  return {
    id: row.id,
    name: row.name,
    prefix: keyPrefix(row.id),
    write: row.canWrite === 1,
    deviceIds: parseJsonArray<string>(row.deviceIds),
    projectIds: parseJsonArray<string>(row.projectIds),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    state,
  }
}

const rowOf = (db: Db, caller: Caller, id: string) =>
  db
    .selectFrom('apiKeys')
    .selectAll()
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirstOrThrow()

export function queryApiKeys(s: Services, caller: Caller, body: ApiKeyQueryBody, now: number) {
  const query = s.db
    .selectFrom('apiKeys')
    .selectAll()
    .where('orgId', '=', caller.orgId)
    .$if(!!body.keyword, (qb) => qb.where('name', 'like', `%${body.keyword}%`))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
  return pageOf(query, body, (row) => apiKeyView(row, now))
}

export async function addApiKey(s: Services, caller: Caller, body: ApiKeyAddBody, now: number) {
  const deviceIds = [...new Set(body.deviceIds ?? [])]
  const projectIds = [...new Set(body.projectIds ?? [])]
  if (deviceIds.length + projectIds.length === 0)
    fail(Code.paramMissing, { errors: [{ path: '/deviceIds', rule: 'required' }] })
  const expiresAt = body.expiresAt ?? null
  if (expiresAt !== null && expiresAt <= now)
    fail(Code.paramInvalid, { errors: [{ path: '/expiresAt', rule: 'future' }] })
  const { id, token, secretHash } = await newApiKey()
  const key = await loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: 'apiKey', objectId: id, action: 'add' },
    async (trx) => apiKeyView(await rowOf(trx, caller, id), now),
    async (trx) => {
      await trx
        .insertInto('apiKeys')
        .values({
          id,
          orgId: caller.orgId,
          name: body.name,
          secretHash,
          canWrite: body.write ? 1 : 0,
          deviceIds: JSON.stringify(deviceIds),
          projectIds: JSON.stringify(projectIds),
          expiresAt,
          createdBy: caller.accountId,
          lastUsedAt: null,
          revokedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
    },
  )
  return { key, token }
}

/** Revokes a key (again is a no-op): its next call fails, its open sockets on this instance close now. */
export async function revokeApiKey(s: Services, caller: Caller, id: string, now: number) {
  const view = await loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: 'apiKey', objectId: id, action: 'revoke' },
    async (trx) => apiKeyView(await rowOf(trx, caller, id), now),
    async (trx) => {
      await trx
        .updateTable('apiKeys')
        .set({ revokedAt: now, updatedAt: now })
        .where('id', '=', id)
        .where('orgId', '=', caller.orgId)
        .where('revokedAt', 'is', null)
        .execute()
    },
  )
  s.apiKeys.forget(id)
  s.realtime.revokeAccess(accessId('key', id))
  return view
}
