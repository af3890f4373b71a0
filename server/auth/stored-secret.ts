// A secret the server makes once and keeps in server_secrets (the login's RSA key, the firmware signing
// key), so every instance on the same database agrees on it.
import type { Db } from '../storage/db.ts'

const read = (db: Db, name: string) =>
  db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirst()

/** The secret of that name, made by `make` and stored when there is none yet. */
export async function storedSecret(db: Db, name: string, now: number, make: () => string): Promise<string> {
  const existing = await read(db, name)
  if (existing) return existing.value
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insertInto('serverSecrets')
    .values({ name, value: make(), createdAt: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await read(db, name)
  if (!row) throw new Error(`server secret ${name} not stored`)
  return row.value
}
