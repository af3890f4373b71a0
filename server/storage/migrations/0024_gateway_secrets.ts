// Gateway secrets at rest (devices/gateway-secrets.ts): the unsalted sha256(SN:secret) of each verification
// code and credential is wrapped in argon2id, the account passwords' hash, without knowing the codes — the
// digest is what the platform hashes now. A row whose two columns held one digest gets one hash for both.
// Several rows are hashed at once, one per core (nothing else runs while migrations do). Down keeps the
// wrapped hashes: the digests cannot be had back, and the code before this migration cannot check them.

import { availableParallelism } from 'node:os'
import { hash } from '@node-rs/argon2'
import type { Migration } from 'kysely'
import type { AnyDb } from './columns.ts'

const SHA256_HEX = /^[0-9a-f]{64}$/

/** snake_case names aliased, so the migration reads the same with or without the CamelCasePlugin */
interface Secrets {
  id: string
  code: string
  credential: string
}

const wrap = (digest: string) => (SHA256_HEX.test(digest) ? hash(digest) : Promise.resolve(digest))

async function wrapRow(db: AnyDb, row: Secrets): Promise<void> {
  const code = await wrap(row.code)
  const credential = row.credential === row.code ? code : await wrap(row.credential)
  await db
    .updateTable('gateways')
    .set({ code_hash: code, credential_hash: credential })
    .where('id', '=', row.id)
    .execute()
}

export const gatewaySecrets: Migration = {
  async up(db: AnyDb) {
    const rows: Secrets[] = await db
      .selectFrom('gateways')
      .select(['id', 'code_hash as code', 'credential_hash as credential'])
      .execute()
    const todo = rows.filter((r) => SHA256_HEX.test(r.code) || SHA256_HEX.test(r.credential))
    const worker = async () => {
      for (let row = todo.pop(); row; row = todo.pop()) await wrapRow(db, row)
    }
    await Promise.all(Array.from({ length: availableParallelism() }, worker))
  },
  async down() {},
}
