// The 3D scenes' titles, for the manifest in the app's entry; the rest of their texts load with the screens.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const SCENE_TITLES = {
  title: { zh: '3D 场景', en: '3D scenes' },
  configTitle: { zh: '场景配置', en: 'Scene configuration' },
} as const satisfies Record<string, Bilingual>
