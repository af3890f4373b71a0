// The platform administrators' menu (issue 35; platform spec §2 "Platform admin"): gateway hardware and
// models with their capacities, protocols, configuration models, market, app versions, products, system
// parameters with the data dictionary, and the licence. Every entry needs `platform_admin`; anyone else
// is sent to /noAuth. System notices (`system/msg`) and the feedback inbox are here too (issue 34).
import { defineScreen } from '../../../core/kernel/index.ts'
import { PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'

const load = withTexts(
  () => import('./screens.tsx'),
  () =>
    Promise.all([import('./texts.ts'), import('../operations/texts.ts')]).then(([platform, operations]) => ({
      platform: platform.PLATFORM_TEXTS,
      operations: operations.OPERATIONS_TEXTS,
    })),
)

const ENTRIES = [
  { path: 'system/hardware', screen: 'Hardware', title: { zh: '网关硬件与型号', en: 'Gateway hardware' } },
  { path: 'system/protocol', screen: 'Protocols', title: { zh: '协议管理', en: 'Protocols' } },
  { path: 'system/model', screen: 'ConfigModels', title: { zh: '组态模型', en: 'Configuration models' } },
  { path: 'system/market', screen: 'Market', title: { zh: '插件市场', en: 'Market' } },
  { path: 'system/version', screen: 'AppVersions', title: { zh: 'APP 版本', en: 'App versions' } },
  { path: 'system/product', screen: 'Products', title: { zh: '产品管理', en: 'Products' } },
  { path: 'system/param', screen: 'Params', title: { zh: '系统参数与数据字典', en: 'System parameters' } },
  { path: 'system/license', screen: 'Licence', title: { zh: '系统激活', en: 'System activation' } },
  { path: 'system/msg', screen: 'SystemNotices', title: { zh: '系统公告', en: 'System notices' } },
  { path: 'system/feedback', screen: 'FeedbackInbox', title: { zh: '意见反馈', en: 'Feedback' } },
] as const

export const platformManifest = defineScreen({
  name: 'platform',
  area: 'manage',
  routes: ENTRIES.map((e) => ({ ...e, auth: PLATFORM_ADMIN_KEY })),
  menu: ENTRIES.map((e, i) => ({
    group: 'platform' as const,
    key: `platform.${e.screen}`,
    path: e.path,
    title: e.title,
    auth: PLATFORM_ADMIN_KEY,
    order: (i + 1) * 10,
  })),
  permissions: [],
  load,
})
