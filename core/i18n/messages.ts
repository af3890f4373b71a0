// Texts for error codes and validation reasons, through an instance's t (UI) or by language (server).
// Both name the namespace explicitly, so they work whatever separators a t was configured with.
import { createI18n, type I18n } from './instance.ts'
import type { Lang } from './langs.ts'

/** The part of i18next's t these helpers use. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/** A reason as core/validation gives it: key `<namespace>.<key>` and interpolation values. */
export interface KeyedReason {
  key: string
  params?: Record<string, unknown>
}

/** The text of a catalogue code; an unknown code shows the code itself (platform spec §8). */
export const errorMessage = (code: number | string, t: Translate): string =>
  t(String(code), { ns: 'errors', defaultValue: String(code) })

/** The text of a validation reason; a key without a text shows the key. */
export function reasonMessage({ key, params }: KeyedReason, t: Translate): string {
  const dot = key.indexOf('.')
  const ns = dot > 0 ? key.slice(0, dot) : 'common'
  return t(key.slice(dot + 1), { ...params, ns, defaultValue: key })
}

const byLang = new Map<Lang, I18n>()
const instanceFor = (lang: Lang): I18n => {
  let instance = byLang.get(lang)
  if (!instance) {
    instance = createI18n(lang)
    byLang.set(lang, instance)
  }
  return instance
}

export const messageForCode = (code: number | string, lang: Lang): string =>
  errorMessage(code, instanceFor(lang).t)

export const messageForReason = (reason: KeyedReason, lang: Lang): string =>
  reasonMessage(reason, instanceFor(lang).t)
