// Device scripts run on the gateway (edge/scripts/): each script's last run and last error as the gateway
// reports them (NDATA `Script/Status`), shown on the device's script tab; and the LAN settings a
// gateway reports in its birth (IP, mask, MAC as JSON), beside the firmware and network columns.
import type { Migration } from 'kysely'
import { type AnyDb, jsonObject, notNullText } from './columns.ts'

export const deviceScripts: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('scripts').addColumn('last_run_at', 'bigint').execute()
    await db.schema.alterTable('scripts').addColumn('last_error', 'text', notNullText).execute()
    await db.schema.alterTable('scripts').addColumn('last_error_at', 'bigint').execute()
    await db.schema.alterTable('gateways').addColumn('reported_lan', 'text', jsonObject).execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('gateways').dropColumn('reported_lan').execute()
    await db.schema.alterTable('scripts').dropColumn('last_error_at').execute()
    await db.schema.alterTable('scripts').dropColumn('last_error').execute()
    await db.schema.alterTable('scripts').dropColumn('last_run_at').execute()
  },
}
