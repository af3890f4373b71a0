// Reply links (issue 21): every person an alarm is sent to (SMS, voice, WeChat…) gets a link that
// acknowledges it, which stops its escalation. The link opens a page of the web app that asks before it
// acknowledges (chat apps open links to preview them). Tokens are 128 random bits (22 characters, so the
// link fits a Chinese SMS's one segment of 70 beside a few words: notify/sms-segment.ts), stored as
// sha-256, valid 7 days, usable while the alarm is unacknowledged.
import { randomToken, sha256Hex } from '../crypto/secrets.ts'
import { publicUrl } from '../params/system-params.ts'
import type { Db } from '../storage/db.ts'

export const ACK_LINK_TTL_MS = 7 * 24 * 3600_000
/** the web app's page for a reply link (a public route of the shell) */
export const ACK_PAGE = '/alarm/ack/'

/** A new reply link of the alarm for the account. */
export async function ackLink(db: Db, alarmId: string, accountId: string, now: number): Promise<string> {
  const token = randomToken(16)
  await db
    .insertInto('alarmAckLinks')
    .values({ tokenHash: sha256Hex(token), alarmId, accountId, expiresAt: now + ACK_LINK_TTL_MS })
    .execute()
  return `${await publicUrl(db)}${ACK_PAGE}${token}`
}

/** The alarm and account a token stands for, while valid. */
export async function ackLinkOf(db: Db, token: string, now: number) {
  return db
    .selectFrom('alarmAckLinks')
    .select(['alarmId', 'accountId'])
    .where('tokenHash', '=', sha256Hex(token))
    .where('expiresAt', '>', now)
    .executeTakeFirst()
}
