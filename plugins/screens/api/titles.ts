// The API key screen's route and menu title: the manifest is in the app's entry and needs it at boot.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const API_TITLES = {
  title: { zh: 'API 密钥', en: 'API keys' },
} satisfies Record<string, Bilingual>
