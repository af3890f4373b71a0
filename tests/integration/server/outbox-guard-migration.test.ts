// Migration 0025_outbox_guard on SQLite and PostgreSQL: an outbox row written before it reads after it
// as not held, never sent, with no answer and no alarm source; the new columns take a held row and a
// provider's answer; and the down migration drops them, the row kept. PostgreSQL skipped where it does
// not answer.
import { Migrator, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const BEFORE = '0024_gateway_secrets'
const row = {
  id: 'n1',
  orgId: null,
  accountId: null,
  channel: 'sms',
  recipient: '13800000000',
  subject: 's',
  body: 'b',
  provider: 'webhook-sms',
  status: 'sent',
  nextAttemptAt: null,
  updatedAt: 1,
  createdAt: 1,
  alarmId: null,
}

describe.each(DIALECTS)('migration 0025_outbox_guard on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)(
    'adds the guard columns to old rows and drops them again',
    async () => {
      database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
      const { db } = database
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      await db.insertInto('notificationOutbox').values(row).execute()

      expect((await migrator.migrateTo('0025_outbox_guard')).error).toBeUndefined()
      expect(await db.selectFrom('notificationOutbox').selectAll().executeTakeFirstOrThrow()).toMatchObject({
        id: 'n1',
        alarmKey: null,
        heldReason: '',
        summaryId: null,
        sentAt: null,
        answer: '',
      })
      await db
        .insertInto('notificationOutbox')
        .values({
          ...row,
          id: 'n2',
          status: 'held',
          heldReason: 'renotify',
          alarmKey: 'd/r',
          sentAt: 5,
          answer: 'ok',
        })
        .execute()
      const held = await db
        .selectFrom('notificationOutbox')
        .selectAll()
        .where('id', '=', 'n2')
        .executeTakeFirstOrThrow()
      expect(held).toMatchObject({ heldReason: 'renotify', alarmKey: 'd/r', answer: 'ok' })
      expect(Number(held.sentAt)).toBe(5)

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from notification_outbox order by id`.execute(db)
      expect(rows.map((r) => r.id)).toEqual(['n1', 'n2'])
      for (const column of ['alarm_key', 'held_reason', 'summary_id', 'sent_at', 'answer'])
        expect(Object.keys(rows[0]!)).not.toContain(column)
    },
  )
})
