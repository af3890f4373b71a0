// Public sharing (platform spec §1 "share a device or project with a password", §8 2501-2507; issue 21):
// links are made, listed and revoked in share-links.ts;
// `share/open` (public) opens a share session with the share password, guess-limited like page
// passwords (per link and per client address); `share/view` (public) answers the device's or project's
// devices' live values, read-only. A session ends at the link's expiry (2503), when the link is revoked
// or the object no longer shared (2501), and when the share password changes (2504): it remembers the
// password hash it was opened with. `share/symbol` draws the enterprise's own symbols a shared page shows
// (issue 30), those only.
import { Code } from '../../core/i18n/codes.ts'
import { USER_SYMBOL_PREFIX } from '../../schemas/api/symbol.ts'
import type { Widget } from '../../schemas/page.ts'
import { pageSymbolOf } from '../assets/symbols.ts'
import { guardGuess } from '../auth/guess-limit.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { randomToken, sha256Hex } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'
import { documentOf } from '../projects/pages.ts'
import type { Db } from '../storage/db.ts'
import { endpoint } from './endpoint.ts'
import { NOT_PUBLIC, shareLinkRoutes, shareState } from './share-links.ts'

const WRONG_PASSWORD = 2502
const EXPIRED = 2503
const INVALID = 2504
/** a share session lasts at most this long (and never past its link) */
const SESSION_MS = 2 * 3600_000

async function deviceIdsOf(db: Db, kind: string, objectId: string): Promise<string[]> {
  if (kind === 'equip') return [objectId]
  const rows = await db
    .selectFrom('projectEquipment')
    .select('deviceId')
    .where('projectId', '=', objectId)
    .execute()
  return rows.map((r) => r.deviceId)
}

/** The device or project an open share session shows; refuses an ended one (2503, 2504, 2501). */
async function sessionObject(db: Db, session: string, now: number) {
  const row = await db
    .selectFrom('shareSessions')
    .innerJoin('shareLinks', 'shareLinks.id', 'shareSessions.linkId')
    .select([
      'shareSessions.passwordHash',
      'shareSessions.expiresAt',
      'shareLinks.kind',
      'shareLinks.objectId',
      'shareLinks.revokedAt',
    ])
    .where('shareSessions.tokenHash', '=', sha256Hex(session))
    .executeTakeFirst()
  if (!row || row.revokedAt !== null) fail(INVALID)
  if (row.expiresAt <= now) fail(EXPIRED)
  const state = await shareState(db, row.kind, row.objectId)
  if (!state?.shared) fail(NOT_PUBLIC)
  if (state.hash !== row.passwordHash) fail(INVALID)
  return { kind: row.kind, objectId: row.objectId }
}

/**
 * The configuration pages a share shows: the project's (or the device's) pages without a page password
 * (a page password is not the share's to give), the start page first.
 */
function sharedPagesQuery(db: Db, o: { kind: string; objectId: string }) {
  return db
    .selectFrom('pages')
    .where(o.kind === 'equip' ? 'deviceId' : 'projectId', '=', o.objectId)
    .where('passwordHash', 'is', null)
}

async function sharedPages(db: Db, o: { kind: string; objectId: string }) {
  return sharedPagesQuery(db, o)
    .select(['id', 'title', 'kind'])
    .orderBy('isStart', 'desc')
    .orderBy('sort')
    .orderBy('title')
    .execute()
}

/** Whether a widget of the page (a group's children included) draws the enterprise's own symbol `id`. */
export function showsSymbol(widgets: readonly Widget[], id: string): boolean {
  const key = `${USER_SYMBOL_PREFIX}${id}`
  return widgets.some(
    (w) => (w.style as { symbol?: unknown } | undefined)?.symbol === key || showsSymbol(w.children ?? [], id),
  )
}

export const shareRoutes = [
  ...shareLinkRoutes,

  endpoint('share/open', {
    summary:
      'open a share session with the share password (2502 wrong, guess-limited; 2503 expired; 2501 not shared)',
    auth: 'public',
    handler: async ({ body, s, now, req }) => {
      const link = await s.db
        .selectFrom('shareLinks')
        .selectAll()
        .where('token', '=', body.token)
        .executeTakeFirst()
      if (!link || link.revokedAt !== null) fail(INVALID)
      if (link.expiresAt <= now) fail(EXPIRED)
      const state = await shareState(s.db, link.kind, link.objectId)
      if (!state?.shared || !state.hash) fail(NOT_PUBLIC)
      const hash = state.hash
      await guardGuess(
        s.db,
        { kind: 'sharePassword', target: link.id, accountId: req.ip, now },
        WRONG_PASSWORD,
        () => verifyPassword(hash, body.password),
      )
      const session = randomToken(24)
      await s.db
        .insertInto('shareSessions')
        .values({
          tokenHash: sha256Hex(session),
          linkId: link.id,
          passwordHash: hash,
          expiresAt: Math.min(link.expiresAt, now + SESSION_MS),
        })
        .execute()
      return { session, kind: link.kind }
    },
  }),

  endpoint('share/view', {
    summary: "a share session's device or project: names and live values, read-only (2503, 2504, 2501)",
    auth: 'public',
    handler: async ({ body, s, now }) => {
      const row = await sessionObject(s.db, body.session, now)
      const deviceIds = await deviceIdsOf(s.db, row.kind, row.objectId)
      const devices = deviceIds.length
        ? await s.db.selectFrom('devices').select(['id', 'name']).where('id', 'in', deviceIds).execute()
        : []
      const variables = deviceIds.length
        ? await s.db
            .selectFrom('variables')
            .select(['id', 'name', 'unit', 'deviceId'])
            .where('deviceId', 'in', deviceIds)
            .orderBy('name')
            .execute()
        : []
      return {
        kind: row.kind,
        pages: await sharedPages(s.db, row),
        devices: devices.map((d) => ({
          id: d.id,
          name: d.name,
          values: variables
            .filter((v) => v.deviceId === d.id)
            .map((v) => {
              const live = s.realtime.live.get(v.id)
              return {
                signalId: v.id,
                name: v.name,
                unit: v.unit ?? '',
                value: live?.value ?? null,
                time: live?.time ?? null,
              }
            }),
        })),
      }
    },
  }),

  endpoint('share/page', {
    summary:
      "one page of a share session's project or device, read-only (no page password; 2503, 2504, 2501)",
    auth: 'public',
    handler: async ({ body, s, now }) => {
      const o = await sessionObject(s.db, body.session, now)
      const row = await sharedPagesQuery(s.db, o)
        .select(['id', 'title', 'document'])
        .where('id', '=', body.page)
        .executeTakeFirst()
      if (!row) fail(Code.noDataOrPermission)
      const json = documentOf(row)
      json.con = { ...json.con, checkpwd: false, password: '' }
      return { id: row.id, title: row.title, json }
    },
  }),

  endpoint('share/symbol', {
    summary:
      "an enterprise's own symbol a page of a share session shows, to draw it (90003 for one the page does not show; 2503, 2504, 2501)",
    auth: 'public',
    handler: async ({ body, s, now }) => {
      const o = await sessionObject(s.db, body.session, now)
      const row = await sharedPagesQuery(s.db, o)
        .select(['orgId', 'document'])
        .where('id', '=', body.page)
        .executeTakeFirst()
      if (!row || !showsSymbol(documentOf(row).widgets, body.symbol)) fail(Code.noDataOrPermission)
      return pageSymbolOf(s.db, row.orgId, body.symbol)
    },
  }),
]
