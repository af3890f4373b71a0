// The built-in namespaces in both languages. Each call builds fresh objects: i18next merges added
// bundles into the trees it is given, so instances must not share them.
import { byLang } from '../bilingual.ts'
import { errorResources } from '../errors/index.ts'
import { LANGS, type Lang } from '../langs.ts'
import { COMMON_MESSAGES } from './common.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

export const BUILT_IN_NAMESPACES = ['common', 'validation', 'errors'] as const
export type BuiltInNamespace = (typeof BUILT_IN_NAMESPACES)[number]

export type LangResources = Record<BuiltInNamespace, Record<string, string>>

export function builtInResources(): Record<Lang, LangResources> {
  const common = byLang(COMMON_MESSAGES)
  const validation = byLang(VALIDATION_MESSAGES)
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      { common: common[lang], validation: validation[lang], errors: errorResources(lang) },
    ]),
  ) as Record<Lang, LangResources>
}
