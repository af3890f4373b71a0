// The edge link's storage: history as packed per-signal chunks (replacing the row-per-value table of
// 0001), the commands sent to gateways (configuration sync, writes) awaiting their results, and the
// loop count of voice notifications.
import { type Migration, PostgresAdapter } from 'kysely'
import { type AnyDb, index, notNullText } from './columns.ts'

/** PostgreSQL calls a byte string bytea; SQLite stores a blob whatever the declared type says. */
const bytesType = (db: AnyDb) => (db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob')

export const edgeLink: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropTable('history_values').execute()
    const bytes = bytesType(db)
    // One row per signal per write batch: times and values packed as float64 arrays. A batch of N
    // signals is N rows however many values it carries, so the (signal, end) index stays small and
    // a time-range query reads a few chunks per signal instead of one index entry per value.
    await db.schema
      .createTable('history_chunks')
      .addColumn('signal_id', 'text', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('times', bytes, (c) => c.notNull())
      .addColumn('vals', bytes, (c) => c.notNull())
      .execute()
    await index(db, 'history_chunks', ['signal_id', 'end_time'])

    await db.schema
      .createTable('edge_commands')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('gateway_sn', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('loginname', 'text', notNullText)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('variable_id', 'text')
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('code', 'integer')
      .addColumn('msg', 'text', notNullText)
      .addColumn('result', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute()
    await index(db, 'edge_commands', ['status', 'created_at'])

    // a voice notification is spoken this many times (alarm push "voice with loop count")
    await db.schema
      .alterTable('notification_outbox')
      .addColumn('loops', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('notification_outbox').dropColumn('loops').execute()
    await db.schema.dropTable('edge_commands').execute()
    await db.schema.dropTable('history_chunks').execute()
    await db.schema
      .createTable('history_values')
      .addColumn('signal_id', 'text', (c) => c.notNull())
      .addColumn('time', 'bigint', (c) => c.notNull())
      .addColumn('value', 'double precision', (c) => c.notNull())
      .execute()
    await index(db, 'history_values', ['time', 'signal_id'])
  },
}
