// The organisation screens' route and menu titles: the manifest is in the app's entry and needs them at boot,
// the rest of the texts (texts.ts, which includes these) load with the screens.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const ORGAL_TITLES = {
  'title.enterprise': { zh: '企业资料', en: 'Enterprise data' },
  'title.role': { zh: '角色管理', en: 'Roles' },
  'title.dept': { zh: '部门管理', en: 'Departments' },
} satisfies Record<string, Bilingual>
