// The data centre (issue 19; platform spec §2 `/manage/excel/*` and `/monitor/excel/*`): report groups,
// reports with their spreadsheet template, the records of a report (generate now, scan, export, print),
// and the monitor side where operators open a report's records to fill their input cells or read them.
// The spreadsheet component is a lazy chunk of its own (sheet.tsx): only the template, fill and read
// screens load it.
import { defineScreen } from '../../../core/kernel/index.ts'
import type { PermissionKey } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { EXCEL_TITLES } from './titles.ts'

export const EXCEL_KEYS = {
  manage: 'manage_excel' satisfies PermissionKey,
  fill: 'excel_fill' satisfies PermissionKey,
} as const
const manage = EXCEL_KEYS.manage
const T = EXCEL_TITLES
const load = withTexts(
  () => import('./screens.tsx'),
  () => import('./texts.ts').then((m) => ({ excel: m.EXCEL_TEXTS })),
)

export const excelManifest = defineScreen({
  name: 'excel',
  area: 'manage',
  routes: [
    { path: 'excel/group', screen: 'ExcelGroups', title: T.groups, auth: manage },
    { path: 'excel/list', screen: 'ExcelList', title: T.reports, auth: manage },
    { path: 'excel/add', screen: 'ExcelAdd', title: T.addReport, auth: manage },
    { path: 'excel/edit/:id', screen: 'ExcelEdit', title: T.editReport, auth: manage },
    { path: 'excel/info/:id', screen: 'ExcelInfo', title: T.reportInfo, auth: manage },
    { path: 'excel/info/scan/:recordId', screen: 'ExcelScan', title: T.scan, auth: manage },
  ],
  menu: [
    { group: 'extend', key: 'excel.list', path: 'excel/list', title: T.reports, auth: manage, order: 60 },
    { group: 'extend', key: 'excel.groups', path: 'excel/group', title: T.groups, auth: manage, order: 61 },
  ],
  permissions: [
    { key: manage, title: { zh: '管理数据中心报表', en: 'Manage data-centre reports' } },
    {
      key: EXCEL_KEYS.fill,
      title: { zh: '生成并填报数据中心记录', en: 'Make and fill data-centre records' },
    },
  ],
  load,
})

/** The operators' side: the reports they may read or fill, and a record's fill and read pages. */
export const excelMonitorManifest = defineScreen({
  name: 'excel-monitor',
  area: 'monitor',
  routes: [
    { path: 'excel', screen: 'ExcelMonitor', title: T.centre },
    { path: 'excel/:excelId', screen: 'ExcelMonitor', title: T.centre },
    { path: 'excel/:groupId/:excelId', screen: 'ExcelMonitor', title: T.centre },
    { path: 'excel/:excelId/page/fill/:recordId', screen: 'ExcelFill', title: T.fill, auth: EXCEL_KEYS.fill },
    { path: 'excel/:excelId/page/read/:recordId', screen: 'ExcelRead', title: T.read },
  ],
  menu: [{ group: 'monitor', key: 'monitor.excel', path: 'excel', title: T.centre, order: 5 }],
  permissions: [],
  // texts: the `excel` namespace, added by whichever of the two manifests loads the screens first
  load,
})
