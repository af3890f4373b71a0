// Length limits on free text (platform spec §5).
// Decision on "remark: max 20 words": each CJK character (Han, kana, Hangul) counts as one word, as
// Chinese has no spaces; other text counts runs between spaces that hold a letter or digit, so
// punctuation alone is not a word. "你好 world" is 3 words.
import { length } from './generic.ts'
import { DEVICE_NAME_MAX, FEEDBACK_MIN, REMARK_MAX_WORDS, REMINDER_MAX } from './limits.ts'
import { type Check, fail } from './reason.ts'
import { charCount, toText } from './text.ts'

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu
const WORDLIKE = /[\p{L}\p{N}]/u

export function wordCount(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0
  const others = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((run) => WORDLIKE.test(run)).length
  return cjk + others
}

export const deviceName = length({ max: DEVICE_NAME_MAX })
export const reminder = length({ max: REMINDER_MAX })

export const remark: Check = (value) =>
  wordCount(toText(value)) > REMARK_MAX_WORDS ? fail('maxWords', { max: REMARK_MAX_WORDS }) : null

/** Feedback opinion: at least 10 characters, leading and trailing blanks not counted. */
export const feedback: Check = (value) =>
  charCount(toText(value).trim()) < FEEDBACK_MIN ? fail('minLength', { min: FEEDBACK_MIN }) : null
