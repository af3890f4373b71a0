// The first schema: every table the platform needs. Later changes are new migrations, never edits here.
import type { Migration } from 'kysely'
import type { AnyDb } from '../columns.ts'
import { createAuthTables } from './auth.ts'
import { createEquipmentTables } from './equipment.ts'
import { createOrgTables } from './org.ts'
import { createProjectTables } from './projects.ts'

const tablesInDropOrder = [
  'history_values',
  'messages',
  'memory_variables',
  'project_users',
  'project_permissions',
  'project_equipment',
  'pages',
  'projects',
  'scripts',
  'report_variables',
  'reports',
  'alarm_records',
  'alarm_rules',
  'variables',
  'drivers',
  'device_users',
  'devices',
  'templates',
  'device_groups',
  'gateways',
  'operation_log',
  'notification_outbox',
  'server_secrets',
  'verification_codes',
  'login_attempts',
  'sessions',
  'accounts',
  'roles',
  'departments',
  'enterprises',
]

export const initial: Migration = {
  async up(db: AnyDb) {
    await createOrgTables(db)
    await createAuthTables(db)
    await createEquipmentTables(db)
    await createProjectTables(db)
  },
  async down(db: AnyDb) {
    for (const table of tablesInDropOrder) await db.schema.dropTable(table).execute()
  },
}
