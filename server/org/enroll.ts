// Enrolment (issue 34): an invitation's code or a role's registration token names the account to make
// (enterprise, kind, role, department); the person enrolling proves a phone or an e-mail with a 6-digit
// code sent through the notifier (valid `codeTtlMs`, 5 wrong tries spend it, one a minute per address,
// 20 an hour per invitation or role), then picks a login name and a password by the §5 rules. An
// invitation makes one account; a registration link makes accounts while the role keeps it open.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import type { EnrollAcceptBody, EnrollSendCodeBody } from '../../schemas/api/enroll.ts'
import type { EnrollInfo, EnrollKind } from '../../schemas/entities/invitation.ts'
import { assertPasswordRules } from '../auth/passwords.ts'
import { codeNotification, digestOf } from '../auth/verification.ts'
import { randomDigits } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'
import { recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { assertKindLimit, assertTelFree, createAccount } from './accounts.ts'

export interface EnrollSubject {
  /** `invite:<id>` or `register:<role id>`: whose codes these are */
  subject: string
  orgId: string
  kind: EnrollKind
  roleId: string | null
  deptId: string | null
  expiresAt: number | null
  /** set for an invitation (it is spent by its account) */
  invitationId: string | null
  createdBy: string | null
}

const CODES_PER_HOUR = 20
const HOUR = 3_600_000

const asKind = (kind: string): EnrollKind => (kind === 'external' ? 'external' : 'internal')

/** A pending invitation by its code: 1021 when unknown, revoked or used, 1020 when expired. */
export async function invitationSubject(db: Db, code: string, now: number): Promise<EnrollSubject> {
  const row = await db.selectFrom('invitations').selectAll().where('code', '=', code).executeTakeFirst()
  if (!row || row.revokedAt !== null || row.acceptedAt !== null) fail(Code.tokenInvalid)
  if (row.expiresAt <= now) fail(Code.tokenExpired)
  return {
    subject: `invite:${row.id}`,
    orgId: row.orgId,
    kind: asKind(row.kind),
    roleId: row.roleId,
    deptId: row.deptId,
    expiresAt: row.expiresAt,
    invitationId: row.id,
    createdBy: row.createdBy,
  }
}

/** A role open to self-registration by its token: 1021 when no role has it (closed or never opened). */
export async function registrationSubject(db: Db, token: string): Promise<EnrollSubject> {
  const role = await db.selectFrom('roles').selectAll().where('registerToken', '=', token).executeTakeFirst()
  if (!role) fail(Code.tokenInvalid)
  return {
    subject: `register:${role.id}`,
    orgId: role.orgId,
    kind: asKind(role.registerKind),
    roleId: role.id,
    deptId: role.registerDeptId,
    expiresAt: null,
    invitationId: null,
    createdBy: null,
  }
}

export async function enrollInfo(db: Db, subject: EnrollSubject): Promise<EnrollInfo> {
  const org = await db
    .selectFrom('enterprises')
    .select('name')
    .where('id', '=', subject.orgId)
    .executeTakeFirstOrThrow()
  const role = subject.roleId
    ? await db.selectFrom('roles').select('name').where('id', '=', subject.roleId).executeTakeFirst()
    : undefined
  const dept = subject.deptId
    ? await db.selectFrom('departments').select('name').where('id', '=', subject.deptId).executeTakeFirst()
    : undefined
  return {
    orgName: org.name,
    roleName: role?.name ?? '',
    deptName: dept?.name ?? '',
    kind: subject.kind,
    expiresAt: subject.expiresAt,
  }
}

/** The phone or e-mail of the body in the form its method says (10001 otherwise). */
function targetOf(body: { method: 'tel' | 'email'; target: string }): string {
  const target = body.target.trim()
  const isEmail = target.includes('@')
  if ((body.method === 'email') !== isEmail) fail(Code.paramInvalid, { field: 'target' })
  return body.method === 'email' ? target.toLowerCase() : target
}

async function assertNotTooFrequent(s: Services, subject: string, target: string, now: number) {
  const recent = await s.db
    .selectFrom('enrollCodes')
    .select(['createdAt', 'target'])
    .where('subject', '=', subject)
    .where('createdAt', '>', now - HOUR)
    .orderBy('createdAt', 'desc')
    .execute()
  const last = recent.find((r) => r.target === target)
  if (last && last.createdAt > now - s.config.codeResendMs)
    fail(Code.tooFrequent, {
      retryAfterSeconds: Math.ceil((last.createdAt + s.config.codeResendMs - now) / 1000),
    })
  if (recent.length >= CODES_PER_HOUR)
    fail(Code.tooFrequent, { retryAfterSeconds: Math.ceil((recent.at(-1)!.createdAt + HOUR - now) / 1000) })
}

/** Sends a code to the phone or e-mail to prove; a phone another account has is 1016 first. */
export async function sendEnrollCode(
  s: Services,
  subject: EnrollSubject,
  body: EnrollSendCodeBody,
  now: number,
): Promise<{ to: string }> {
  const target = targetOf(body)
  if (body.method === 'tel') await assertTelFree(s.db, target)
  await assertNotTooFrequent(s, subject.subject, target, now)
  const code = randomDigits(6)
  const id = randomUUID()
  await s.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('enrollCodes')
      .set({ consumedAt: now })
      .where('subject', '=', subject.subject)
      .where('target', '=', target)
      .where('consumedAt', 'is', null)
      .execute()
    await trx
      .insertInto('enrollCodes')
      .values({
        id,
        orgId: subject.orgId,
        subject: subject.subject,
        channel: body.method,
        target,
        secretHash: digestOf(id, code),
        expiresAt: now + s.config.codeTtlMs,
        consumedAt: null,
        createdAt: now,
      })
      .execute()
    const owner = { orgId: subject.orgId, accountId: null }
    await s.notifier.send(trx, codeNotification(owner, body.method, target, code, s.config.codeTtlMs), now)
  })
  return { to: target }
}

/** Spends the latest code sent to the target when it matches; 1003 when wrong or expired. */
async function checkEnrollCode(s: Services, subject: string, target: string, code: string, now: number) {
  const row = await s.db
    .selectFrom('enrollCodes')
    .selectAll()
    .where('subject', '=', subject)
    .where('target', '=', target)
    .where('consumedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst()
  if (!row || row.expiresAt <= now) fail(Code.verifyCodeWrong)
  if (row.secretHash !== digestOf(row.id, code)) {
    const attempts = row.attempts + 1
    await s.db
      .updateTable('enrollCodes')
      .set({ attempts, consumedAt: attempts >= s.config.codeMaxAttempts ? now : null })
      .where('id', '=', row.id)
      .execute()
    fail(Code.verifyCodeWrong)
  }
  await s.db.updateTable('enrollCodes').set({ consumedAt: now }).where('id', '=', row.id).execute()
}

/**
 * Makes the account: the password rules, a free name and phone and the enterprise's limit are checked
 * before the code is spent, then the code; an invitation is spent in the same transaction as the
 * account is made (a second accept of it is 1021).
 */
export async function acceptEnrollment(
  s: Services,
  subject: EnrollSubject,
  body: EnrollAcceptBody,
  now: number,
): Promise<{ loginname: string }> {
  assertPasswordRules(body.password, body.confirm)
  const target = targetOf(body)
  const taken = await s.db
    .selectFrom('accounts')
    .select('id')
    .where('loginname', '=', body.loginname)
    .executeTakeFirst()
  if (taken) fail(Code.usernameExists)
  if (body.method === 'tel') await assertTelFree(s.db, target)
  await assertKindLimit(s.db, subject.orgId, subject.kind)
  await checkEnrollCode(s, subject.subject, target, body.verifyCode, now)
  return s.db.transaction().execute(async (trx) => {
    const row = await createAccount(
      trx,
      {
        orgId: subject.orgId,
        loginname: body.loginname,
        password: body.password,
        kind: subject.kind,
        roleId: subject.roleId,
        deptId: subject.deptId,
        ...(body.method === 'tel' ? { tel: target } : { email: target }),
        createdBy: subject.createdBy,
      },
      now,
    )
    if (subject.invitationId) {
      const spent = await trx
        .updateTable('invitations')
        .set({ acceptedAt: now, accountId: row.id, updatedAt: now })
        .where('id', '=', subject.invitationId)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .executeTakeFirst()
      if (Number(spent.numUpdatedRows) !== 1) fail(Code.tokenInvalid)
    }
    await recordChange(trx, { accountId: row.id, orgId: row.orgId, loginname: row.loginname }, now, {
      objectType: 'account',
      objectId: row.id,
      action: subject.invitationId ? 'enroll' : 'register',
      after: { kind: row.kind, roleId: row.roleId, deptId: row.deptId, subject: subject.subject },
    })
    return { loginname: row.loginname }
  })
}
