// Anti-tamper on the gateway (issue 21): the gateway's last `AntiTamper/Status` report, and the write-back
// setting turned from an on/off switch into the variable the PLC's challenge and the answer go through
// (a switch left from before names no variable: dropped, to be picked on the gateway screen).
import type { Migration } from 'kysely'
import { type AnyDb, jsonObject } from './columns.ts'

async function dropSwitches(db: AnyDb): Promise<void> {
  const rows = await db.selectFrom('gateways').select(['id', 'settings']).execute()
  for (const row of rows as { id: string; settings: string }[]) {
    const settings = JSON.parse(row.settings || '{}') as Record<string, unknown>
    if (typeof settings.antiTamperWriteBack !== 'boolean') continue
    delete settings.antiTamperWriteBack
    await db
      .updateTable('gateways')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', row.id)
      .execute()
  }
}

export const antiTamper: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('gateways').addColumn('anti_tamper_status', 'text', jsonObject).execute()
    await dropSwitches(db)
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('gateways').dropColumn('anti_tamper_status').execute()
  },
}
