// Page passwords enforced by the server (platform spec §2 "A project page can be password protected"):
// a protected page's widgets are sent only to a session that has given its password
// (`project/page/validPassword`) or that may edit the page anyway (its designers). An unlock is a row of
// `verification_codes` (purpose `pageUnlock`, target the session's token hash and the page id), valid
// PAGE_UNLOCK_TTL_MS; a changed password does not re-lock open sessions before that.
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import type { Caller } from '../tenancy/caller.ts'

/** How long a given page password holds for the session. */
export const PAGE_UNLOCK_TTL_MS = 2 * 3600_000

const PURPOSE = 'pageUnlock'
const targetOf = (tokenHash: string, pageId: string) => `${tokenHash}:${pageId}`

export async function unlockPage(db: Db, caller: Caller, pageId: string, now: number): Promise<void> {
  if (!caller.tokenHash) return
  const target = targetOf(caller.tokenHash, pageId)
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('verificationCodes')
      .where('purpose', '=', PURPOSE)
      .where((eb) => eb.or([eb('target', '=', target), eb('expiresAt', '<=', now)]))
      .execute()
    await trx
      .insertInto('verificationCodes')
      .values({
        id: sortableId(now),
        accountId: caller.accountId,
        orgId: caller.orgId,
        purpose: PURPOSE,
        channel: 'session',
        target,
        secretHash: '',
        attempts: 0,
        expiresAt: now + PAGE_UNLOCK_TTL_MS,
        consumedAt: null,
        createdAt: now,
      })
      .execute()
  })
}

export async function isPageUnlocked(db: Db, caller: Caller, pageId: string, now: number): Promise<boolean> {
  if (!caller.tokenHash) return false
  const row = await db
    .selectFrom('verificationCodes')
    .select('id')
    .where('purpose', '=', PURPOSE)
    .where('target', '=', targetOf(caller.tokenHash, pageId))
    .where('accountId', '=', caller.accountId)
    .where('expiresAt', '>', now)
    .executeTakeFirst()
  return row !== undefined
}
