// Creating an enterprise together with its administrator (an enterprise account, roleType admin).
import { randomUUID } from 'node:crypto'
import type { Db } from '../storage/db.ts'
import { createAccount } from './accounts.ts'

export interface NewEnterprise {
  name: string
  contact?: string
  tel?: string
  email?: string
  address?: string
  admin: { loginname: string; password: string; tel?: string; email?: string; platformAdmin?: boolean }
}

/** Run inside a transaction: the enterprise and its administrator exist together or not at all. */
export async function createEnterprise(db: Db, input: NewEnterprise, createdBy: string | null, now: number) {
  const id = randomUUID()
  await db
    .insertInto('enterprises')
    .values({
      id,
      name: input.name,
      contact: input.contact ?? '',
      tel: input.tel ?? '',
      email: input.email ?? '',
      address: input.address ?? '',
      adminAccountId: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  const admin = await createAccount(db, { ...input.admin, orgId: id, kind: 'enterprise', createdBy }, now)
  const enterprise = await db
    .updateTable('enterprises')
    .set({ adminAccountId: admin.id })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { enterprise, admin }
}
