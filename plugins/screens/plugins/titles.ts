// The widget-plugin screen's route and menu titles: the manifest is in the app's entry and needs them at boot,
// the rest of the texts (texts.ts, which includes these) load with the screens.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const PLUGIN_TITLES = {
  title: { zh: '组件插件', en: 'Widget plugins' },
} satisfies Record<string, Bilingual>
