import type { Bilingual } from '../../../core/i18n/bilingual.ts'

/** Texts of the O&M screens (work orders, my work orders, inspection contents and plans). */
export const OPS_SCREEN_TEXTS = {
  all: { zh: '全部', en: 'All' },
  name: { zh: '名称', en: 'Name' },
  items: { zh: '巡检项', en: 'Items' },
  itemCount: { zh: '{{n}} 项', en: '{{n}} items' },
  addItem: { zh: '添加巡检项', en: 'Add item' },
  removeItem: { zh: '删除该项', en: 'Remove this item' },
  itemsRequired: { zh: '至少需要一个巡检项', en: 'A content needs at least one item' },
  tooManyItems: {
    zh: '每个巡检内容最多 {{n}} 个巡检项',
    en: 'An inspection content holds at most {{n}} items',
  },
  newContent: { zh: '新建巡检内容', en: 'New inspection content' },
  editContent: { zh: '编辑巡检内容', en: 'Edit inspection content' },
  deleteContentConfirm: {
    zh: '删除该巡检内容？未完成的巡检计划使用它时不能删除。',
    en: 'Delete this inspection content? It cannot be deleted while a plan not completed uses it.',
  },
  noContents: { zh: '暂无巡检内容', en: 'No inspection contents' },
  records: { zh: '巡检记录', en: 'Records' },
  title: { zh: '标题', en: 'Title' },
  planTime: { zh: '计划时间', en: 'Planned for' },
  devices: { zh: '巡检设备', en: 'Devices' },
  deviceCount: { zh: '已选 {{count}} / {{n}} 台', en: '{{count}} of at most {{n}} devices' },
  tooManyDevices: {
    zh: '每个巡检计划最多 {{n}} 台设备',
    en: 'An inspection plan covers at most {{n}} devices',
  },
  progress: { zh: '进度', en: 'Progress' },
  state: { zh: '状态', en: 'State' },
  'planState.open': { zh: '待接单', en: 'Open' },
  'planState.accepted': { zh: '已接单', en: 'Accepted' },
  'planState.completed': { zh: '已完成', en: 'Completed' },
  newPlan: { zh: '新建巡检计划', en: 'New inspection plan' },
  editPlan: { zh: '编辑巡检计划', en: 'Edit inspection plan' },
  'locked.accepted': {
    zh: '巡检单已被接受，不能再修改',
    en: 'An accepted plan cannot be changed',
  },
  'locked.completed': { zh: '已完成的巡检计划不能修改', en: 'A completed plan cannot be changed' },
  deletePlanConfirm: { zh: '删除该巡检计划？', en: 'Delete this inspection plan?' },
  noPlans: { zh: '暂无巡检计划', en: 'No inspection plans' },
} as const satisfies Record<string, Bilingual>
