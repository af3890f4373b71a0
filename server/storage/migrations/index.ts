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
import { assets } from './0012_assets.ts'
import { sparkplugAdoption } from './0013_sparkplug_adoption.ts'
import { operations } from './0014_operations.ts'
import { charts } from './0015_charts.ts'
import { media } from './0017_media.ts'
import { scenes } from './0018_scenes.ts'
import { dataCentre } from './0019_data_centre.ts'
import { deviceScripts } from './0020_device_scripts.ts'
import { reports } from './0021_reports.ts'
import { antiTamper } from './0022_anti_tamper.ts'
import { floatChunks } from './0023_float_chunks.ts'
import { gatewaySecrets } from './0024_gateway_secrets.ts'
import { outboxGuard } from './0025_outbox_guard.ts'
import { apiKeys } from './0026_api_keys.ts'
import { alarmHysteresis } from './0027_alarm_hysteresis.ts'
import { alarmShelving } from './0028_alarm_shelving.ts'
import { workOrderAlarm } from './0029_workorder_alarm.ts'
import { walletOrders } from './0030_wallet_orders.ts'
import { invoices } from './0031_invoices.ts'
import { smsAccounts } from './0032_sms_accounts.ts'
import { invitations } from './0034_invitations.ts'
import { systemNotices } from './0035_system_notices.ts'
import { feedback } from './0036_feedback.ts'
import { expiryNotices } from './0037_expiry_notices.ts'
import { platformAdmin } from './0038_platform_admin.ts'
import { gmCentre } from './0042_gm_centre.ts'
import { externalGrants } from './0046_external_grants.ts'
import { alarmAutoWorkOrder } from './0047_alarm_auto_work_order.ts'
import { userSymbols } from './0051_user_symbols.ts'
import { pageTemplates } from './0053_page_templates.ts'
import { configModelPages } from './0054_config_model_pages.ts'
import { iotCards } from './0055_iot_cards.ts'
import { protocols } from './0056_protocols.ts'
import { externalGrantProjects } from './0057_external_grant_projects.ts'
import { firmware } from './0058_firmware.ts'
import { stylePages } from './0059_style_pages.ts'

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
  '0012_assets': assets,
  '0013_sparkplug_adoption': sparkplugAdoption,
  '0014_operations': operations,
  '0015_charts': charts,
  '0017_media': media,
  '0018_scenes': scenes,
  '0019_data_centre': dataCentre,
  '0020_device_scripts': deviceScripts,
  '0021_reports': reports,
  '0022_anti_tamper': antiTamper,
  '0023_float_chunks': floatChunks,
  '0024_gateway_secrets': gatewaySecrets,
  '0025_outbox_guard': outboxGuard,
  '0026_api_keys': apiKeys,
  '0027_alarm_hysteresis': alarmHysteresis,
  '0028_alarm_shelving': alarmShelving,
  '0029_workorder_alarm': workOrderAlarm,
  '0030_wallet_orders': walletOrders,
  '0031_invoices': invoices,
  '0032_sms_accounts': smsAccounts,
  '0034_invitations': invitations,
  '0035_system_notices': systemNotices,
  '0036_feedback': feedback,
  '0037_expiry_notices': expiryNotices,
  '0038_platform_admin': platformAdmin,
  '0042_gm_centre': gmCentre,
  '0046_external_grants': externalGrants,
  '0047_alarm_auto_work_order': alarmAutoWorkOrder,
  '0051_user_symbols': userSymbols,
  '0053_page_templates': pageTemplates,
  '0054_config_model_pages': configModelPages,
  '0055_iot_cards': iotCards,
  '0056_protocols': protocols,
  '0057_external_grant_projects': externalGrantProjects,
  '0058_firmware': firmware,
  '0059_style_pages': stylePages,
}

/**
 * Migrations renamed after they ran somewhere, old name to new: two parts built side by side both took
 * 0017. A database that ran the old name has its record renamed before migrating, so the step never runs
 * twice and Kysely never reports it missing.
 */
export const renamedMigrations: Readonly<Record<string, string>> = { '0017_scenes': '0018_scenes' }

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
