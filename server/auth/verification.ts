// Verification codes (6 digits, sent through the notifier) and tickets (proof that an identity check
// passed), both valid `codeTtlMs` (10 minutes, spec §4 and §9) and stored only as digests.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { randomDigits, randomToken, sha256Hex } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'
import type { Notification } from '../notify/notifier.ts'
import type { Services } from '../services.ts'

export type CodeChannel = 'tel' | 'email'

interface Owner {
  id: string
  orgId: string
}

export const digestOf = (rowId: string, secret: string) => sha256Hex(`${rowId}:${secret}`)

/** The message carrying a verification code, by SMS or e-mail (also the enrolment codes, org/enroll.ts). */
export function codeNotification(
  owner: { orgId: string; accountId: string | null },
  channel: CodeChannel,
  target: string,
  code: string,
  ttlMs: number,
): Notification {
  const minutes = Math.round(ttlMs / 60_000)
  return {
    ...owner,
    channel: channel === 'tel' ? 'sms' : 'email',
    recipient: target,
    subject: '验证码 / Verification code',
    body: `验证码 ${code}，${minutes} 分钟内有效。 Your verification code is ${code}, valid for ${minutes} minutes.`,
  }
}

export async function sendCode(
  s: Services,
  owner: Owner,
  purpose: string,
  channel: CodeChannel,
  target: string,
): Promise<void> {
  const { db, config } = s
  const now = config.now()
  const recent = await db
    .selectFrom('verificationCodes')
    .select('createdAt')
    .where('accountId', '=', owner.id)
    .where('purpose', '=', purpose)
    .where('channel', '=', channel)
    .where('createdAt', '>', now - config.codeResendMs)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst()
  if (recent)
    fail(Code.tooFrequent, {
      retryAfterSeconds: Math.ceil((recent.createdAt + config.codeResendMs - now) / 1000),
    })

  const code = randomDigits(6)
  const id = randomUUID()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verificationCodes')
      .set({ consumedAt: now })
      .where('accountId', '=', owner.id)
      .where('purpose', '=', purpose)
      .where('channel', '=', channel)
      .where('consumedAt', 'is', null)
      .execute()
    await trx
      .insertInto('verificationCodes')
      .values({
        id,
        accountId: owner.id,
        orgId: owner.orgId,
        purpose,
        channel,
        target,
        secretHash: digestOf(id, code),
        attempts: 0,
        expiresAt: now + config.codeTtlMs,
        consumedAt: null,
        createdAt: now,
      })
      .execute()
    await s.notifier.send(
      trx,
      codeNotification({ orgId: owner.orgId, accountId: owner.id }, channel, target, code, config.codeTtlMs),
      now,
    )
  })
}

/** Spends the latest code sent for this purpose when it matches; 1003 when wrong or expired. */
export async function checkCode(
  s: Services,
  accountId: string,
  purpose: string,
  channel: CodeChannel,
  code: string,
): Promise<{ target: string }> {
  const { db, config } = s
  const now = config.now()
  const row = await db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('purpose', '=', purpose)
    .where('channel', '=', channel)
    .where('consumedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst()
  if (!row || row.expiresAt <= now) fail(Code.verifyCodeWrong)
  if (row.secretHash !== digestOf(row.id, code)) {
    const attempts = row.attempts + 1
    await db
      .updateTable('verificationCodes')
      .set({ attempts, consumedAt: attempts >= config.codeMaxAttempts ? now : null })
      .where('id', '=', row.id)
      .execute()
    fail(Code.verifyCodeWrong)
  }
  await db.updateTable('verificationCodes').set({ consumedAt: now }).where('id', '=', row.id).execute()
  return { target: row.target }
}

export async function issueTicket(s: Services, owner: Owner, purpose: string): Promise<string> {
  const now = s.config.now()
  const ticket = randomToken(24)
  const id = randomUUID()
  await s.db
    .insertInto('verificationCodes')
    .values({
      id,
      accountId: owner.id,
      orgId: owner.orgId,
      purpose,
      channel: 'ticket',
      target: '',
      secretHash: sha256Hex(ticket),
      attempts: 0,
      expiresAt: now + s.config.codeTtlMs,
      consumedAt: null,
      createdAt: now,
    })
    .execute()
  return ticket
}

/**
 * The account a ticket was issued to: 1021 when unknown, spent or someone else's, 1020 when
 * expired. `spend` ends it (a password set); otherwise it serves the next step of the same flow.
 */
export async function redeemTicket(
  s: Services,
  purpose: string,
  ticket: string,
  options: { accountId?: string; spend: boolean },
): Promise<{ accountId: string }> {
  const now = s.config.now()
  const row = await s.db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('secretHash', '=', sha256Hex(ticket))
    .where('channel', '=', 'ticket')
    .where('purpose', '=', purpose)
    .executeTakeFirst()
  if (!row || row.consumedAt !== null) fail(Code.tokenInvalid)
  if (options.accountId !== undefined && row.accountId !== options.accountId) fail(Code.tokenInvalid)
  if (row.expiresAt <= now) fail(Code.tokenExpired)
  if (options.spend)
    await s.db.updateTable('verificationCodes').set({ consumedAt: now }).where('id', '=', row.id).execute()
  return { accountId: row.accountId }
}
