// Creating accounts, with the checks every way of creating one shares: password rules (spec §5),
// unique login name (1015) and phone (1016), at most 5 enterprise accounts per enterprise (2901), and the
// enterprise's own limits on internal (1012) and external (1013) accounts (spec §8, §9).
import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import { type AccountKind, ROLE_TYPE_OF_KIND } from '../../schemas/entities/account.ts'
import { assertPasswordRules, hashPassword } from '../auth/passwords.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { AccountTable } from '../storage/tables/org.ts'
import type { AccountRow } from '../views/account.ts'

export const MAX_ENTERPRISE_ACCOUNTS = 5

export interface NewAccount {
  orgId: string
  loginname: string
  password: string
  kind: AccountKind
  roleId?: string | null
  deptId?: string | null
  tel?: string | null
  email?: string | null
  address?: string
  company?: string
  customerLevel?: string
  platformAdmin?: boolean
  createdBy: string | null
}

/** '' in a form means "none". */
export const orNull = (value: string | null | undefined): string | null => (value ? value : null)

export async function assertTelFree(db: Db, tel: string | null, exceptAccountId?: string): Promise<void> {
  if (!tel) return
  const taken = await db.selectFrom('accounts').select('id').where('tel', '=', tel).executeTakeFirst()
  if (taken && taken.id !== exceptAccountId) fail(Code.phoneExists)
}

async function countOfKind(db: Db, orgId: string, kind: AccountKind): Promise<number> {
  const { count } = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('orgId', '=', orgId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** The limit on accounts of a kind in an enterprise, with its code; none for operation accounts. */
async function limitOf(
  db: Db,
  orgId: string,
  kind: AccountKind,
): Promise<{ max: number; code: number } | null> {
  if (kind === 'enterprise') return { max: MAX_ENTERPRISE_ACCOUNTS, code: Code.enterpriseAccountLimit }
  if (kind === 'operation') return null
  const org = await db
    .selectFrom('enterprises')
    .select(['maxInternalAccounts', 'maxExternalAccounts'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow()
  return kind === 'internal'
    ? { max: org.maxInternalAccounts, code: Code.internalAccountLimit }
    : { max: org.maxExternalAccounts, code: Code.externalAccountLimit }
}

/** 2901, 1012 or 1013 when the enterprise has as many accounts of the kind as it may. */
export async function assertKindLimit(db: Db, orgId: string, kind: AccountKind): Promise<void> {
  const limit = await limitOf(db, orgId, kind)
  if (limit && (await countOfKind(db, orgId, kind)) >= limit.max) fail(limit.code, { max: limit.max })
}

export async function createAccount(db: Db, input: NewAccount, now: number): Promise<AccountRow> {
  assertPasswordRules(input.password)
  const nameTaken = await db
    .selectFrom('accounts')
    .select('id')
    .where('loginname', '=', input.loginname)
    .executeTakeFirst()
  if (nameTaken) fail(Code.usernameExists)
  await assertTelFree(db, orNull(input.tel))
  await assertKindLimit(db, input.orgId, input.kind)
  const row: Insertable<AccountTable> = {
    id: randomUUID(),
    orgId: input.orgId,
    loginname: input.loginname,
    kind: input.kind,
    roleType: ROLE_TYPE_OF_KIND[input.kind],
    roleId: orNull(input.roleId),
    deptId: orNull(input.deptId),
    tel: orNull(input.tel),
    email: orNull(input.email),
    address: input.address ?? '',
    company: input.company ?? '',
    customerLevel: input.customerLevel ?? '',
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: now,
    platformAdmin: input.platformAdmin ? 1 : 0,
    styleId: '',
    authRegion: '',
    dataRange: 'all',
    prompType: 'sound,title',
    equipDisplay: 'list',
    createdBy: input.createdBy,
    createdAt: now,
    updatedAt: now,
  }
  return db.insertInto('accounts').values(row).returningAll().executeTakeFirstOrThrow()
}
