// Operation and maintenance (platform spec §2 `ops/repairs`, `ops/worksheet`, `ops/inspection_plan`,
// `ops/inspection_content`; the back-office group O&M): every work order of the enterprise, the work
// orders given to one, inspection contents and inspection plans with their records; the keys of §6.
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { OPS_KEYS } from '../shared/maintenance/keys.ts'

const orders = { zh: '维修工单', en: 'Work orders' }
const worksheet = { zh: '我的工单', en: 'My work orders' }
const plans = { zh: '巡检计划', en: 'Inspection plans' }
const contents = { zh: '巡检内容', en: 'Inspection contents' }
/** Plans are listed to managers (all of them) and inspectors (their own). */
const planReaders = [OPS_KEYS.manage, OPS_KEYS.inspect]

/** The shared operation texts with the ops screens' own, in one namespace. */
const opsTexts = async () => {
  const [shared, own] = await Promise.all([import('../shared/maintenance/texts.ts'), import('./texts.ts')])
  return { ops: { ...shared.OPS_TEXTS, ...own.OPS_SCREEN_TEXTS } }
}

export const maintenanceManifest = defineScreen({
  name: 'ops',
  area: 'manage',
  routes: [
    { path: 'ops/repairs', screen: 'WorkOrders', title: orders, auth: OPS_KEYS.manage },
    { path: 'ops/worksheet', screen: 'MyWorkOrders', title: worksheet, auth: OPS_KEYS.handle },
    { path: 'ops/inspection_plan', screen: 'InspectionPlans', title: plans, auth: planReaders },
    { path: 'ops/inspection_content', screen: 'InspectionContents', title: contents, auth: OPS_KEYS.manage },
  ],
  menu: [
    { group: 'om', key: 'ops.repairs', path: 'ops/repairs', title: orders, auth: OPS_KEYS.manage, order: 1 },
    {
      group: 'om',
      key: 'ops.worksheet',
      path: 'ops/worksheet',
      title: worksheet,
      auth: OPS_KEYS.handle,
      order: 2,
    },
    {
      group: 'om',
      key: 'ops.plans',
      path: 'ops/inspection_plan',
      title: plans,
      auth: planReaders,
      order: 3,
    },
    {
      group: 'om',
      key: 'ops.contents',
      path: 'ops/inspection_content',
      title: contents,
      auth: OPS_KEYS.manage,
      order: 4,
    },
  ],
  permissions: [
    {
      key: OPS_KEYS.manage,
      title: { zh: '管理工单与巡检计划', en: 'Manage work orders and inspection plans' },
    },
    { key: OPS_KEYS.handle, title: { zh: '接单与完成工单', en: 'Accept and finish work orders' } },
    {
      key: OPS_KEYS.inspect,
      title: { zh: '接单、巡检与结束巡检单', en: 'Accept, inspect and end inspections' },
    },
  ],
  load: withTexts(() => import('./screens.tsx'), opsTexts),
})
