// Invitations and self-registration (issue 34). Holders of manage_account invite internal and external
// accounts (`account/invite/*`: a code valid 1-30 days, listed with its state, revoked while pending) and
// open a role to self-registration (`account/register/*`: a random token per role, closed by clearing it).
// The person enrolling calls `enroll/*` with the invitation's code or `register/*` with the role's token:
// no session, the code or token is the proof (org/enroll.ts).
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { Invitation, InvitationState, RoleRegistration } from '../../schemas/entities/invitation.ts'
import { randomToken } from '../crypto/secrets.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { orNull } from '../org/accounts.ts'
import {
  acceptEnrollment,
  type EnrollSubject,
  enrollInfo,
  invitationSubject,
  registrationSubject,
  sendEnrollCode,
} from '../org/enroll.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { InvitationTable } from '../storage/tables/invitations.ts'
import type { RoleTable } from '../storage/tables/org.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

const DAY = 86_400_000
const AUTH = 'manage_account'

type InvitationRow = Selectable<InvitationTable> & { acceptedBy: string | null }

function stateOf(row: Selectable<InvitationTable>, now: number): InvitationState {
  if (row.acceptedAt !== null) return 'accepted'
  if (row.revokedAt !== null) return 'revoked'
  return row.expiresAt <= now ? 'expired' : 'pending'
}

const invitationView =
  (now: number) =>
  (row: InvitationRow): Invitation => ({
    id: row.id,
    code: row.code,
    kind: row.kind === 'external' ? 'external' : 'internal',
    roleId: row.roleId,
    deptId: row.deptId,
    remark: row.remark,
    state: stateOf(row, now),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    acceptedAt: row.acceptedAt,
    revokedAt: row.revokedAt,
    acceptedBy: row.acceptedBy,
  })

const registrationView = (row: Selectable<RoleTable>): RoleRegistration => ({
  roleId: row.id,
  roleName: row.name,
  uuid: row.uuid,
  token: row.registerToken,
  kind: row.registerKind === 'external' ? 'external' : 'internal',
  deptId: row.registerDeptId,
})

const invitations = (db: Db) =>
  db
    .selectFrom('invitations')
    .leftJoin('accounts', 'accounts.id', 'invitations.accountId')
    .selectAll('invitations')
    .select('accounts.loginname as acceptedBy')

async function invitationOf(db: Db, id: string): Promise<InvitationRow> {
  return invitations(db).where('invitations.id', '=', id).executeTakeFirstOrThrow()
}

/** The public calls of one way in: info, a code to the phone or e-mail, and the account made. */
function enrolmentRoutes(
  prefix: 'enroll' | 'register',
  subjectOf: (s: Services, code: string, now: number) => Promise<EnrollSubject>,
) {
  const what = prefix === 'enroll' ? "an invitation's code" : "a role's registration token"
  return [
    endpoint(`${prefix}/info`, {
      summary: `by ${what}: the enterprise, role and department of the account to make (1020, 1021)`,
      auth: 'public',
      anonymous: true,
      handler: async ({ body, s, now }) => enrollInfo(s.db, await subjectOf(s, body.code, now)),
    }),
    endpoint(`${prefix}/sendCode`, {
      summary: `by ${what}: a code to the phone or e-mail to prove (1016 phone taken; 90010 too often)`,
      auth: 'public',
      anonymous: true,
      handler: async ({ body, s, now }) => sendEnrollCode(s, await subjectOf(s, body.code, now), body, now),
    }),
    endpoint(`${prefix}/accept`, {
      summary: `by ${what}: make the account (§5 password, 1003 code, 1015, 1016, 1012/1013 limits)`,
      auth: 'public',
      anonymous: true,
      handler: async ({ body, s, now }) => acceptEnrollment(s, await subjectOf(s, body.code, now), body, now),
    }),
  ]
}

export const enrollRoutes = [
  endpoint('account/invite/add', {
    summary: 'invite an internal or external account with a role and a department, valid 1-30 days',
    auth: AUTH,
    idFields: { roleId: 'role', deptId: 'dept' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const id = randomUUID()
        await trx
          .insertInto('invitations')
          .values({
            id,
            orgId: caller.orgId,
            code: randomToken(9),
            kind: body.kind,
            roleId: orNull(body.roleId),
            deptId: orNull(body.deptId),
            remark: body.remark ?? '',
            expiresAt: now + (body.validDays ?? 7) * DAY,
            revokedAt: null,
            acceptedAt: null,
            accountId: null,
            createdBy: caller.accountId,
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        const after = invitationView(now)(await invitationOf(trx, id))
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'invitation',
          objectId: id,
          action: 'add',
          after: { ...after, code: '***' },
        })
        return after
      }),
  }),

  endpoint('account/invite/query', {
    summary: 'page through the invitations of the enterprise, newest first (state filter)',
    auth: AUTH,
    handler: async ({ body, caller, s, now }) => {
      const query = invitations(s.db)
        .where('invitations.orgId', '=', caller.orgId)
        .$if(body.state === 'accepted', (qb) => qb.where('invitations.acceptedAt', 'is not', null))
        .$if(body.state === 'revoked', (qb) =>
          qb.where('invitations.acceptedAt', 'is', null).where('invitations.revokedAt', 'is not', null),
        )
        .$if(body.state === 'pending' || body.state === 'expired', (qb) =>
          qb
            .where('invitations.acceptedAt', 'is', null)
            .where('invitations.revokedAt', 'is', null)
            .where('invitations.expiresAt', body.state === 'pending' ? '>' : '<=', now),
        )
        .orderBy('invitations.createdAt', 'desc')
        .orderBy('invitations.id')
      return pageOf(query, body, invitationView(now))
    },
  }),

  endpoint('account/invite/revoke', {
    summary: 'revoke a pending invitation (3004 when accepted, revoked or expired already)',
    auth: AUTH,
    idFields: { id: 'invitation' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const before = await invitationOf(trx, body.id)
        if (stateOf(before, now) !== 'pending') fail(Code.alreadyHandled, { state: stateOf(before, now) })
        await trx
          .updateTable('invitations')
          .set({ revokedAt: now, updatedAt: now })
          .where('id', '=', body.id)
          .execute()
        const after = invitationView(now)(await invitationOf(trx, body.id))
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'invitation',
          objectId: body.id,
          action: 'revoke',
          after: { state: after.state },
        })
        return after
      }),
  }),

  endpoint('account/register/query', {
    summary: 'the roles of the enterprise with their self-registration (open when a token is set)',
    auth: AUTH,
    handler: async ({ caller, s }) => {
      const rows = await s.db
        .selectFrom('roles')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute()
      return rows.map(registrationView)
    },
  }),

  endpoint('account/register/set', {
    summary: 'open (a new token) or close self-registration by a role, with the kind and department',
    auth: AUTH,
    idFields: { roleId: 'role', deptId: 'dept' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('roles')
          .set({
            registerToken: body.open ? randomToken(18) : null,
            ...(body.kind !== undefined && { registerKind: body.kind }),
            ...(body.deptId !== undefined && { registerDeptId: orNull(body.deptId) }),
            updatedAt: now,
          })
          .where('id', '=', body.roleId)
          .returningAll()
          .executeTakeFirstOrThrow()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'role',
          objectId: row.id,
          action: body.open ? 'registerOpen' : 'registerClose',
          after: { kind: row.registerKind, deptId: row.registerDeptId },
        })
        return registrationView(row)
      }),
  }),

  ...enrolmentRoutes('enroll', (s, code, now) => invitationSubject(s.db, code, now)),
  ...enrolmentRoutes('register', (s, code) => registrationSubject(s.db, code)),
]
