// Messages are written as { key: { zh, en } } tables so the two languages of a key sit side by side
// and cannot drift apart; i18next wants one tree per language, which byLang makes.
import { LANGS, type Lang } from './langs.ts'

export type Bilingual = Readonly<Record<Lang, string>>
/** One language's messages of a namespace; nested objects are dotted key paths. */
export interface Messages {
  [key: string]: string | Messages
}

export function byLang(table: Readonly<Record<string, Bilingual>>): Record<Lang, Record<string, string>> {
  const out = Object.fromEntries(LANGS.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>
  for (const [key, texts] of Object.entries(table)) {
    for (const lang of LANGS) out[lang][key] = texts[lang]
  }
  return out
}
