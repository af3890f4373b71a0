// Creating accounts, with the checks every way of creating one shares: password rules (spec §5),
// unique login name (1015) and phone (1016), at most 5 enterprise accounts per enterprise (2901).
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

export async function createAccount(db: Db, input: NewAccount, now: number): Promise<AccountRow> {
  assertPasswordRules(input.password)
  const nameTaken = await db
    .selectFrom('accounts')
    .select('id')
    .where('loginname', '=', input.loginname)
    .executeTakeFirst()
  if (nameTaken) fail(Code.usernameExists)
  await assertTelFree(db, orNull(input.tel))
  if (input.kind === 'enterprise') {
    const { count } = await db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('orgId', '=', input.orgId)
      .where('kind', '=', 'enterprise')
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_ENTERPRISE_ACCOUNTS)
      fail(Code.enterpriseAccountLimit, { max: MAX_ENTERPRISE_ACCOUNTS })
  }
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
