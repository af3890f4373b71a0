// The video parameters' title, for the manifest in the app's entry; the rest of their texts load with the screen.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const VIDEO_TITLES = {
  title: { zh: '视频 AppKey', en: 'Video appKey' },
} as const satisfies Record<string, Bilingual>
