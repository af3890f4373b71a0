// Share links of a shared device or project (issue 21), made and ended by its owners: `share/link/add`
// makes a link (a random token) valid 1..365 days; `share/link/list` answers a device's or project's
// links, newest first; `share/link/revoke` ends one at once (its open share sessions are refused from
// the next view: share.ts checks the link on every call). Every change is in the operation log.
import { Code } from '../../core/i18n/codes.ts'
import type { ShareLinkView } from '../../schemas/api/operations.ts'
import { randomToken } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import type { ShareLinkTable } from '../storage/tables/operations.ts'
import { endpoint } from './endpoint.ts'

export const NOT_PUBLIC = 2501

/** The shared object's current share state: shared flag and password hash. */
export async function shareState(db: Db, kind: string, objectId: string) {
  if (kind === 'equip') {
    const d = await db
      .selectFrom('devices')
      .select(['shared', 'sharePasswordHash'])
      .where('id', '=', objectId)
      .executeTakeFirst()
    return d ? { shared: d.shared === 1, hash: d.sharePasswordHash } : null
  }
  const p = await db
    .selectFrom('projects')
    .select(['sharePasswordHash'])
    .where('id', '=', objectId)
    .executeTakeFirst()
  return p ? { shared: p.sharePasswordHash !== null, hash: p.sharePasswordHash } : null
}

/** The device or project a body names: exactly one of the two. */
function objectOf(body: { equipmentId?: string; projectId?: string }) {
  const objectId = body.equipmentId ?? body.projectId
  if (!objectId || (body.equipmentId && body.projectId))
    fail(Code.paramInvalid, { field: 'equipmentId/projectId' })
  return { kind: body.equipmentId ? 'equip' : 'project', objectId }
}

const linkView = (l: ShareLinkTable): ShareLinkView => ({
  id: l.id,
  path: `/share/${l.token}`,
  expiresAt: l.expiresAt,
  revokedAt: l.revokedAt,
  creator: l.creator,
  createdAt: l.createdAt,
})

const OBJECT_IDS = { equipmentId: 'device', projectId: 'project' } as const

export const shareLinkRoutes = [
  endpoint('share/link/add', {
    summary: 'a public link to a shared device or project (with a share password), valid 1..365 days',
    auth: 'user',
    idFields: OBJECT_IDS,
    handler: async ({ body, caller, s, now }) => {
      const { kind, objectId } = objectOf(body)
      const state = await shareState(s.db, kind, objectId)
      if (!state?.shared || !state.hash) fail(NOT_PUBLIC)
      const token = randomToken(24)
      const id = crypto.randomUUID()
      const expiresAt = now + body.days * 86_400_000
      await s.db
        .insertInto('shareLinks')
        .values({
          id,
          orgId: caller.orgId,
          kind,
          objectId,
          token,
          expiresAt,
          revokedAt: null,
          creator: caller.loginname,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'shareLink',
        objectId: id,
        action: 'add',
        after: { kind, objectId, expiresAt },
      })
      return { id, token, path: `/share/${token}`, expiresAt }
    },
  }),

  endpoint('share/link/list', {
    summary: "a shared device's or project's links, newest first (revoked and expired ones included)",
    auth: 'user',
    idFields: OBJECT_IDS,
    handler: async ({ body, s }) => {
      const { kind, objectId } = objectOf(body)
      const rows = await s.db
        .selectFrom('shareLinks')
        .selectAll()
        .where('kind', '=', kind)
        .where('objectId', '=', objectId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(200)
        .execute()
      return rows.map(linkView)
    },
  }),

  endpoint('share/link/revoke', {
    summary: 'end a share link at once: its open share sessions are refused (2504); logged',
    auth: 'user',
    idFields: { id: 'shareLink' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('shareLinks')
          .set({ revokedAt: now, updatedAt: now })
          .where('id', '=', body.id)
          .where('revokedAt', 'is', null)
          .execute()
        await trx.deleteFrom('shareSessions').where('linkId', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'shareLink',
          objectId: body.id,
          action: 'revoke',
        })
        const row = await trx
          .selectFrom('shareLinks')
          .selectAll()
          .where('id', '=', body.id)
          .executeTakeFirstOrThrow()
        return linkView(row)
      }),
  }),
]
