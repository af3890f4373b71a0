// The built-in namespaces in both languages, the error catalogue included (what an instance holds once
// core/i18n/errors/load.ts has run). Each call builds fresh objects.
import { errorResources } from '../errors/index.ts'
import { LANGS, type Lang } from '../langs.ts'
import { baseResources } from './base.ts'
import type { LangResources } from './namespaces.ts'

export { BUILT_IN_NAMESPACES, type BuiltInNamespace, type LangResources } from './namespaces.ts'

export function builtInResources(): Record<Lang, LangResources> {
  const base = baseResources()
  for (const lang of LANGS) base[lang].errors = errorResources(lang)
  return base
}
