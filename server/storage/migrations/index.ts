// Versioned migrations, provided in code (no directory scan), applied in name order at start.
import type { Migration, MigrationProvider } from 'kysely'
import { initial } from './0001_initial/index.ts'
import { remotePlugins } from './0002_remote_plugins.ts'
import { edgeLink } from './0003_edge_link.ts'
import { equipment } from './0004_equipment.ts'
import { ops } from './0005_ops.ts'
import { openAlarmsUnique } from './0006_open_alarms_unique.ts'
import { styles } from './0007_styles.ts'
import { sparkplug } from './0008_sparkplug.ts'
import { listSearch } from './0009_list_search.ts'
import { alarmDelivery } from './0010_alarm_delivery.ts'
import { dismissedNotices } from './0011_dismissed_notices.ts'

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_remote_plugins': remotePlugins,
  '0003_edge_link': edgeLink,
  '0004_equipment': equipment,
  '0005_ops': ops,
  '0006_open_alarms_unique': openAlarmsUnique,
  '0007_styles': styles,
  '0008_sparkplug': sparkplug,
  '0009_list_search': listSearch,
  '0010_alarm_delivery': alarmDelivery,
  '0011_dismissed_notices': dismissedNotices,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
