// The style screens' route and menu titles: the manifest is in the app's entry and needs them at boot, the
// rest of the texts (texts.ts, which includes these) load with the screens.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const STYLE_TITLES = {
  title: { zh: '样式管理', en: 'Styles' },
  systemTitle: { zh: '系统样式', en: 'System styles' },
  customTitle: { zh: '自定义样式', en: 'Custom style' },
  platformTitle: { zh: '自定义平台', en: 'Custom platform' },
  frameTitle: { zh: '外部页面', en: 'External page' },
  editorTitle: { zh: '页面编辑', en: 'Page editor' },
} satisfies Record<string, Bilingual>
