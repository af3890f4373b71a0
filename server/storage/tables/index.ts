// The database as Kysely types it: camelCase here, snake_case in SQL (the CamelCasePlugin maps both
// table and column names).
import type {
  LoginAttemptTable,
  NotificationOutboxTable,
  OperationLogTable,
  ServerSecretTable,
  SessionTable,
  VerificationCodeTable,
} from './auth.ts'
import type { DiscoveredMetricTable, EdgeCommandTable, HistoryChunkTable } from './edge-link.ts'
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
import type {
  InspectionContentTable,
  InspectionPlanTable,
  InspectionRecordTable,
  WorkOrderTable,
} from './ops.ts'
import type { AccountTable, DepartmentTable, EnterpriseTable, RoleTable } from './org.ts'
import type { RemotePluginFileTable, RemotePluginTable } from './plugins.ts'
import type {
  MemoryVariableTable,
  MessageTable,
  PageTable,
  ProjectEquipmentTable,
  ProjectPermissionTable,
  ProjectTable,
  ProjectUserTable,
} from './projects.ts'
import type { StyleTable } from './styles.ts'

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
  projectEquipment: ProjectEquipmentTable
  projectPermissions: ProjectPermissionTable
  projectUsers: ProjectUserTable
  memoryVariables: MemoryVariableTable
  messages: MessageTable
  historyChunks: HistoryChunkTable
  edgeCommands: EdgeCommandTable
  discoveredMetrics: DiscoveredMetricTable
  remotePlugins: RemotePluginTable
  remotePluginFiles: RemotePluginFileTable
  workOrders: WorkOrderTable
  inspectionContents: InspectionContentTable
  inspectionPlans: InspectionPlanTable
  inspectionRecords: InspectionRecordTable
  styles: StyleTable
}

export type TableName = keyof Database
