// The whole error catalogue of platform spec §8 as the `errors` namespace: one key per code, the
// texts of ranges spread over their codes, plus the non-code error texts.
import { byLang } from '../bilingual.ts'
import type { Lang } from '../langs.ts'
import { ACCOUNT_DEVICE_ERRORS } from './account-device.ts'
import { BUSINESS_ERRORS } from './business.ts'
import type { CatalogueEntry } from './entry.ts'
import { REACTION_MESSAGES } from './reactions.ts'
import { SYSTEM_ERRORS } from './system.ts'

export type { CatalogueEntry } from './entry.ts'
export { REACTION_MESSAGES, type ReactionKey } from './reactions.ts'

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...ACCOUNT_DEVICE_ERRORS,
  ...BUSINESS_ERRORS,
  ...SYSTEM_ERRORS,
]

const textOf = ([, zh, en]: CatalogueEntry, lang: Lang): string => (lang === 'zh' ? zh : en)
const width = ([codes]: CatalogueEntry): number => (typeof codes === 'number' ? 0 : codes[1] - codes[0] + 1)

/** Text per code. Wider ranges are laid down first, so a nested range and then a single code win. */
export function codeMessages(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of [...CATALOGUE].sort((a, b) => width(b) - width(a))) {
    const [codes] = entry
    const [from, to] = typeof codes === 'number' ? [codes, codes] : codes
    for (let code = from; code <= to; code++) out[code] = textOf(entry, lang)
  }
  return out
}

export const errorResources = (lang: Lang): Record<string, string> => ({
  ...codeMessages(lang),
  ...byLang(REACTION_MESSAGES)[lang],
})
