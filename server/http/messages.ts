// Message text of a catalogue code in the caller's language, from core/i18n's catalogue (an unknown
// code shows the code itself, spec §8).

import { messageForCode } from '../../core/i18n/by-lang.ts'
import { isOkCode } from '../../core/i18n/codes.ts'
import type { Lang } from '../../core/i18n/langs.ts'

export type { Lang }

export function messageFor(code: number, lang: Lang): string {
  if (isOkCode(code)) return lang === 'en' ? 'success' : '成功'
  return messageForCode(code, lang)
}
