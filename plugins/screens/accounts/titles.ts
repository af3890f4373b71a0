// The account lists' route and menu titles: the manifest is in the app's entry and needs them at boot, the
// rest of the texts (texts.ts, which includes these) load with the screens.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const ACCOUNTS_TITLES = {
  'kind.enterprise': { zh: '企业账号', en: 'Enterprise accounts' },
  'kind.operation': { zh: '运营账号', en: 'Operation accounts' },
  'kind.internal': { zh: '内部账号', en: 'Internal accounts' },
  'kind.external': { zh: '外部账号', en: 'External accounts' },
} satisfies Record<string, Bilingual>

/** The invitation records' route and menu title (issue 34). */
export const ENROLL_TITLE = {
  'enroll.menu': { zh: '邀请记录', en: 'Invitation records' },
} satisfies Record<string, Bilingual>
