// The texts an instance starts with: common words and validation messages in both languages, and an empty
// `errors` namespace that core/i18n/errors/load.ts fills. Each call builds fresh objects: i18next merges
// added bundles into the trees it is given, so instances must not share them.
import { byLang } from '../bilingual.ts'
import { LANGS, type Lang } from '../langs.ts'
import { COMMON_MESSAGES } from './common.ts'
import type { LangResources } from './namespaces.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

export function baseResources(): Record<Lang, LangResources> {
  const common = byLang(COMMON_MESSAGES)
  const validation = byLang(VALIDATION_MESSAGES)
  return Object.fromEntries(
    LANGS.map((lang) => [lang, { common: common[lang], validation: validation[lang], errors: {} }]),
  ) as Record<Lang, LangResources>
}
