// Texts for error codes and validation reasons by language, on one instance per language with the error
// catalogue loaded: the server's answers and tests. The web app uses its own instance's t (messages.ts).
import { addErrorTexts } from './errors/load.ts'
import { createI18n, type I18n } from './instance.ts'
import type { Lang } from './langs.ts'
import { errorMessage, type KeyedReason, reasonMessage } from './messages.ts'

const byLang = new Map<Lang, I18n>()
const instanceFor = (lang: Lang): I18n => {
  let instance = byLang.get(lang)
  if (!instance) {
    addErrorTexts()
    instance = createI18n(lang)
    byLang.set(lang, instance)
  }
  return instance
}

export const messageForCode = (code: number | string, lang: Lang): string =>
  errorMessage(code, instanceFor(lang).t)

export const messageForReason = (reason: KeyedReason, lang: Lang): string =>
  reasonMessage(reason, instanceFor(lang).t)
