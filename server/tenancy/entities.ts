// Which table holds each kind of entity a request may name by id, and how that row is tied to an
// enterprise, a device, or an account. Route tables name these kinds in `idFields`; `scope.ts`
// checks them. A new kind is one line here (and a fixture in the tenant-isolation test).

import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import { canWatchDevices, canWatchReports, canWatchSignals } from './authorise.ts'
import type { Caller } from './caller.ts'
import { canUseDevices } from './devices.ts'
import { grantedTo } from './granted.ts'

export interface TableKind {
  table: string
  /** the column naming the enterprise; `orgId` unless said */
  orgColumn?: string
  /** set when the row belongs to a device: the caller must be authorised for that device */
  deviceColumn?: string
  /** set when the row belongs to one account: only that account may name it */
  accountColumn?: string
}

export interface CustomKind {
  /** true when the caller may use every id */
  owns(db: Db, caller: Caller, ids: readonly string[]): Promise<boolean>
}

export const ENTITY_KINDS = {
  enterprise: { table: 'enterprises', orgColumn: 'id' },
  dept: { table: 'departments' },
  role: { table: 'roles' },
  account: { table: 'accounts' },
  gateway: { table: 'gateways' },
  group: { table: 'deviceGroups' },
  template: { table: 'templates' },
  device: { table: 'devices', deviceColumn: 'id' },
  driver: { table: 'drivers', deviceColumn: 'deviceId' },
  variable: { table: 'variables', deviceColumn: 'deviceId' },
  alarmRule: { table: 'alarmRules', deviceColumn: 'deviceId' },
  alarmRecord: { table: 'alarmRecords', deviceColumn: 'deviceId' },
  report: { table: 'reports', deviceColumn: 'deviceId' },
  script: { table: 'scripts', deviceColumn: 'deviceId' },
  project: { table: 'projects' },
  page: { table: 'pages', deviceColumn: 'deviceId' },
  /** issue 30: a page template of the enterprise */
  pageTemplate: { table: 'pageTemplates' },
  projectPermission: { table: 'projectPermissions' },
  mvar: { table: 'memoryVariables' },
  message: { table: 'messages', accountColumn: 'accountId' },
  remotePlugin: { table: 'remotePlugins' },
  deviceJob: { table: 'deviceJobs', accountColumn: 'accountId' },
  /** work orders and inspection plans are scoped to the enterprise only: their repairer or inspector need
   * not be authorised for the device; the handlers check who is assigned (server/maintenance) */
  workOrder: { table: 'workOrders' },
  inspectionContent: { table: 'inspectionContents' },
  inspectionPlan: { table: 'inspectionPlans' },
  /** a device of the caller's enterprise, authorised or not: for calls whose own check is another (an
   * inspection record's device is one of the plan's, filled by the plan's inspector) */
  enterpriseDevice: { table: 'devices' },
  /** a style of the caller's enterprise (system styles are changed by their platform administrators) */
  style: { table: 'styles' },
  /** an asset of the caller's enterprise library (images, models) */
  asset: { table: 'assets' },
  /** issue 30: a symbol of the enterprise's own (an uploaded SVG with marked parts) */
  symbol: { table: 'userSymbols' },
  /** issue 21: escalation chains, outbox rows (notifications of the enterprise), public share links */
  alarmGroup: { table: 'alarmGroups' },
  outbox: { table: 'notificationOutbox' },
  shareLink: { table: 'shareLinks' },
  /** issue 17: 3D scenes and the organisation's video parameters */
  scene: { table: 'scenes' },
  videoConfig: { table: 'videoConfigs' },
  /** issue 19: the data centre's report groups, reports and records (readers and fillers: server/excel) */
  excelGroup: { table: 'excelGroups' },
  excel: { table: 'excels' },
  excelRecord: { table: 'excelRecords' },
  /** issue 32: an API key of the enterprise */
  apiKey: { table: 'apiKeys' },
  /** issue 32: a grant of devices the caller's enterprise made to an external party */
  externalGrant: { table: 'externalGrants' },
  /** issue 33: an order of the enterprise (the public payment pages name theirs as `order`, unscoped) */
  order: { table: 'orders' },
  card: { table: 'iotCards' },
  /** one of the caller's own GM groups (issue 36): an operator's grouping across enterprises */
  gmGroup: {
    async owns(db, caller, ids) {
      const found = await db
        .selectFrom('gmGroups')
        .select('id')
        .where('id', 'in', ids)
        .where('accountId', '=', caller.accountId)
        .execute()
      return found.length === new Set(ids).size
    },
  },
  /** issue 34: an invitation of the enterprise */
  invitation: { table: 'invitations' },
  /** issue 34: a style's push configuration, and a grant of a style to an external party */
  stylePushConf: { table: 'stylePushConfs' },
  styleGrant: { table: 'styleGrants' },
  /** a style the caller's enterprise may use or view: its own, a system style of the platform, or one
   * another enterprise granted to it (`style/auth`) */
  usableStyle: {
    async owns(db, caller, ids) {
      const found = await db
        .selectFrom('styles')
        .select('id')
        .where('id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb('orgId', '=', caller.orgId),
            eb('system', '=', 1),
            eb(
              'id',
              'in',
              eb.selectFrom('styleGrants').select('styleId').where('granteeOrgId', '=', caller.orgId),
            ),
          ]),
        )
        .execute()
      return found.length === new Set(ids).size
    },
  },
  /** any object the caller's enterprise has log entries for (`user/operationlog/queryByObjectId`) */
  logObject: {
    async owns(db, caller, ids) {
      const found = await db
        .selectFrom('operationLog')
        .select('objectId')
        .distinct()
        .where('orgId', '=', caller.orgId)
        .where('objectId', 'in', ids)
        .execute()
      return found.length === new Set(ids).size
    },
  },
  /** a device's card: one the caller is authorised for, or one another enterprise granted to its (issue 32) */
  deviceCard: {
    async owns(db, caller, ids) {
      const granted = grantedTo(caller)
      return canUseDevices(
        db,
        caller,
        ids.filter((id) => !granted.has(id)),
      )
    },
  },
  /** a device the caller may watch: authorised for it, or a user of a project holding it (tenancy/authorise.ts) */
  watchDevice: { owns: canWatchDevices },
  /** a signal (variable) of a device the caller may watch */
  watchSignal: { owns: canWatchSignals },
  /** a history report of a device the caller may watch */
  watchReport: { owns: canWatchReports },
  /** issue 32: a project, page or memory variable to open and watch: as `project`, `page` and `mvar`, or
   * of a project another enterprise granted to the caller's (scope.ts takes those out first) */
  watchProject: { table: 'projects' },
  watchPage: { table: 'pages', deviceColumn: 'deviceId' },
  watchMvar: { table: 'memoryVariables' },
  /** one of the caller's messages, by its id or by the id of what it is about (its dataId) */
  /** issue 34: a system notice of the caller's enterprise (the platform's, which writes them) */
  notice: { table: 'systemNotices' },
  /** a system notice the caller may read: published to its enterprise (or all), or its own enterprise's */
  visibleNotice: {
    async owns(db, caller, ids) {
      const rows = await db.selectFrom('systemNotices').selectAll().where('id', 'in', ids).execute()
      const visible = rows.filter(
        (n) =>
          n.orgId === caller.orgId ||
          (n.publishedAt !== null &&
            (n.audience === 'all' || parseJsonArray<string>(n.orgIds).includes(caller.orgId))),
      )
      return visible.length === new Set(ids).size
    },
  },
  messageData: {
    async owns(db, caller, ids) {
      const found = await db
        .selectFrom('messages')
        .select(['id', 'dataId'])
        .where('accountId', '=', caller.accountId)
        .where((eb) => eb.or([eb('id', 'in', ids), eb('dataId', 'in', ids)]))
        .execute()
      const known = new Set(found.flatMap((m) => [m.id, m.dataId]))
      return ids.every((id) => known.has(id))
    },
  },
} satisfies Record<string, TableKind | CustomKind>

export type EntityKind = keyof typeof ENTITY_KINDS
