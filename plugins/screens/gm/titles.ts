import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const GM_TITLES = {
  list: { zh: 'GM 列表', en: 'GM list' },
  groups: { zh: 'GM 分组', en: 'GM groups' },
  centre: { zh: '运营中心', en: 'Operating centre' },
  centres: { zh: '运营中心管理', en: 'Operating centres' },
  rules: { zh: '规则', en: 'Rules' },
  dtu: { zh: 'DTU 模块', en: 'DTU modules' },
  models: { zh: '型号', en: 'Models' },
} satisfies Record<string, Bilingual>
