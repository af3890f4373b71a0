// The data centre's route and menu titles: the manifest is in the app's entry and needs them at boot,
// the rest of the texts (texts.ts, which includes these) load with the screens.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const EXCEL_TITLES = {
  centre: { zh: '数据中心', en: 'Data centre' },
  groups: { zh: '报表分组', en: 'Report groups' },
  reports: { zh: '报表列表', en: 'Reports' },
  addReport: { zh: '新建报表', en: 'New report' },
  editReport: { zh: '编辑报表', en: 'Edit report' },
  reportInfo: { zh: '报表记录', en: 'Report records' },
  scan: { zh: '查看记录', en: 'Scan record' },
  fill: { zh: '填报', en: 'Fill' },
  read: { zh: '查阅', en: 'Read' },
} satisfies Record<string, Bilingual>
