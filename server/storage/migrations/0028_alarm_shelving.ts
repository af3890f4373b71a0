// Shelving and acknowledgement notes (issue 31, ISA-18.2): an operator shelves an alarm record until a
// time with a reason (it stays recorded and notifies no one; the leader's sweep unshelves it when the
// time ends), and acknowledging takes a note.
import type { Migration } from 'kysely'
import { type AnyDb, index, notNullText } from './columns.ts'

export const alarmShelving: Migration = {
  async up(db: AnyDb) {
    const records = () => db.schema.alterTable('alarm_records')
    await records().addColumn('shelved_until', 'bigint').execute()
    await records().addColumn('shelved_by', 'text').execute()
    await records().addColumn('shelve_reason', 'text', notNullText).execute()
    await records().addColumn('ack_note', 'text', notNullText).execute()
    await index(db, 'alarm_records', ['shelved_until'])
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('alarm_records_shelved_until_ix').execute()
    for (const column of ['ack_note', 'shelve_reason', 'shelved_by', 'shelved_until'])
      await db.schema.alterTable('alarm_records').dropColumn(column).execute()
  },
}
