// The database as Kysely types it: camelCase here, snake_case in SQL (the CamelCasePlugin maps both
// table and column names).

import type { ApiKeyTable } from './api-keys.ts'
import type { AssetTable } from './assets.ts'
import type {
  LoginAttemptTable,
  NotificationOutboxTable,
  OperationLogTable,
  ServerSecretTable,
  SessionTable,
  VerificationCodeTable,
} from './auth.ts'
import type { IotCardTable } from './cards.ts'
import type { InvoiceTable, OrderTable, SmsAccountTable, WalletLedgerTable, WalletTable } from './commerce.ts'
import type {
  DiscoveredMetricTable,
  EdgeCommandTable,
  HistoryChunkTable,
  HistoryRollupTable,
  HistoryTextTable,
} from './edge-link.ts'
import type {
  AlarmRecordTable,
  AlarmRuleTable,
  DeviceFollowTable,
  DeviceGroupTable,
  DeviceJobTable,
  DeviceTable,
  DeviceUserTable,
  DriverTable,
  GatewayTable,
  ReportTable,
  ReportVariableTable,
  ScriptTable,
  TemplateTable,
  VariableTable,
} from './equipment.ts'
import type { ExcelGroupTable, ExcelRecordTable, ExcelTable } from './excel.ts'
import type { ExpiryNoticeTable } from './expiry.ts'
import type {
  ExternalGrantDeviceTable,
  ExternalGrantProjectTable,
  ExternalGrantTable,
} from './external-grants.ts'
import type { FeedbackTable } from './feedback.ts'
import type { FirmwareJobTable, FirmwarePackageTable } from './firmware.ts'
import type {
  GmGroupGatewayTable,
  GmGroupTable,
  OperatingCentreGrantTable,
  OperatingCentreOrgTable,
  OperatingCentreTable,
} from './gm.ts'
import type { EnrollCodeTable, InvitationTable } from './invitations.ts'
import type { SceneTable, VideoConfigTable } from './media.ts'
import type { SystemNoticeTable } from './notices.ts'
import type {
  AlarmAckLinkTable,
  AlarmEventTable,
  AlarmGroupTable,
  ShareLinkTable,
  ShareSessionTable,
  SystemParamTable,
  WechatBindStateTable,
} from './operations.ts'
import type {
  InspectionContentTable,
  InspectionPlanTable,
  InspectionRecordTable,
  WorkOrderTable,
} from './ops.ts'
import type { AccountTable, DepartmentTable, EnterpriseTable, RoleTable } from './org.ts'
import type { GatewayModelTable, PlatformCatalogTable } from './platform.ts'
import type { RemotePluginFileTable, RemotePluginTable } from './plugins.ts'
import type {
  MemoryVariableTable,
  MessageTable,
  PageTable,
  PageTemplateTable,
  ProjectEquipmentTable,
  ProjectPermissionTable,
  ProjectTable,
  ProjectUserTable,
} from './projects.ts'
import type { ProtocolTable, RegisterTypeTable } from './protocols.ts'
import type { StyleGrantTable, StylePushConfTable, StyleTable } from './styles.ts'
import type { UserSymbolTable } from './user-symbols.ts'

export interface Database {
  enterprises: EnterpriseTable
  departments: DepartmentTable
  roles: RoleTable
  accounts: AccountTable
  sessions: SessionTable
  loginAttempts: LoginAttemptTable
  verificationCodes: VerificationCodeTable
  serverSecrets: ServerSecretTable
  notificationOutbox: NotificationOutboxTable
  operationLog: OperationLogTable
  gateways: GatewayTable
  devices: DeviceTable
  deviceUsers: DeviceUserTable
  deviceFollows: DeviceFollowTable
  deviceJobs: DeviceJobTable
  templates: TemplateTable
  drivers: DriverTable
  variables: VariableTable
  alarmRules: AlarmRuleTable
  alarmRecords: AlarmRecordTable
  reports: ReportTable
  reportVariables: ReportVariableTable
  scripts: ScriptTable
  deviceGroups: DeviceGroupTable
  projects: ProjectTable
  pages: PageTable
  pageTemplates: PageTemplateTable
  projectEquipment: ProjectEquipmentTable
  projectPermissions: ProjectPermissionTable
  projectUsers: ProjectUserTable
  memoryVariables: MemoryVariableTable
  messages: MessageTable
  historyChunks: HistoryChunkTable
  historyRollups: HistoryRollupTable
  historyTexts: HistoryTextTable
  edgeCommands: EdgeCommandTable
  discoveredMetrics: DiscoveredMetricTable
  remotePlugins: RemotePluginTable
  remotePluginFiles: RemotePluginFileTable
  workOrders: WorkOrderTable
  inspectionContents: InspectionContentTable
  inspectionPlans: InspectionPlanTable
  inspectionRecords: InspectionRecordTable
  styles: StyleTable
  stylePushConfs: StylePushConfTable
  styleGrants: StyleGrantTable
  assets: AssetTable
  alarmGroups: AlarmGroupTable
  alarmEvents: AlarmEventTable
  alarmAckLinks: AlarmAckLinkTable
  wechatBindStates: WechatBindStateTable
  systemParams: SystemParamTable
  shareLinks: ShareLinkTable
  shareSessions: ShareSessionTable
  videoConfigs: VideoConfigTable
  scenes: SceneTable
  userSymbols: UserSymbolTable
  excelGroups: ExcelGroupTable
  excels: ExcelTable
  excelRecords: ExcelRecordTable
  apiKeys: ApiKeyTable
  externalGrants: ExternalGrantTable
  externalGrantDevices: ExternalGrantDeviceTable
  externalGrantProjects: ExternalGrantProjectTable
  wallets: WalletTable
  walletLedger: WalletLedgerTable
  orders: OrderTable
  iotCards: IotCardTable
  firmwarePackages: FirmwarePackageTable
  firmwareJobs: FirmwareJobTable
  invoices: InvoiceTable
  smsAccounts: SmsAccountTable
  gatewayModels: GatewayModelTable
  platformCatalog: PlatformCatalogTable
  protocols: ProtocolTable
  registerTypes: RegisterTypeTable
  operatingCentres: OperatingCentreTable
  operatingCentreOrgs: OperatingCentreOrgTable
  operatingCentreGrants: OperatingCentreGrantTable
  gmGroups: GmGroupTable
  gmGroupGateways: GmGroupGatewayTable
  invitations: InvitationTable
  enrollCodes: EnrollCodeTable
  systemNotices: SystemNoticeTable
  feedback: FeedbackTable
  expiryNotices: ExpiryNoticeTable
}

export type TableName = keyof Database
