// Message text of a catalogue code. The catalogue's zh/en texts belong to core/i18n; until it offers
// `messageForCode`, the answer carries the code itself, as the spec does for unknown codes (§8).
import { isOkCode } from '../../core/i18n/codes.ts'

export type Lang = 'zh' | 'en'

export function messageFor(code: number, lang: Lang): string {
  if (isOkCode(code)) return lang === 'en' ? 'success' : '成功'
  return String(code)
}
