// The API screens' route and menu titles: the manifest is in the app's entry and needs it at boot.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const API_TITLES = {
  title: { zh: 'API 密钥', en: 'API keys' },
  docs: { zh: 'API 文档', en: 'API documentation' },
} satisfies Record<string, Bilingual>
