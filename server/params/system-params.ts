// System parameters (platform spec §2 `system/param`): platform-wide settings the platform admin keeps,
// stored as one text value per name. Read where they are used (no cache), so a change applies at once on
// every instance.
import type { Db } from '../storage/db.ts'

export async function systemParam(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('systemParams').select('value').where('name', '=', name).executeTakeFirst()
  return row?.value ?? null
}

export async function systemParams(db: Db, prefix = ''): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('systemParams')
    .select(['name', 'value'])
    .$if(prefix !== '', (qb) => qb.where('name', 'like', `${prefix}%`))
    .execute()
  return new Map(rows.map((r) => [r.name, r.value]))
}

export async function setSystemParam(db: Db, name: string, value: string, now: number): Promise<void> {
  const updated = await db
    .updateTable('systemParams')
    .set({ value, updatedAt: now })
    .where('name', '=', name)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0)
    await db.insertInto('systemParams').values({ name, value, updatedAt: now }).execute()
}

/** The platform's address as people reach it (reply links in notifications); relative without one. */
export async function publicUrl(db: Db): Promise<string> {
  return ((await systemParam(db, 'publicUrl')) ?? process.env.PUBLIC_URL ?? '').replace(/\/+$/, '')
}
