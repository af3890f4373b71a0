// What an operator may type as a value to write to a signal: a text variable takes any text of at most
// WRITE_TEXT_MAX characters, every other one a number (a bit's switch and a state map's select give
// theirs). The same length rule refuses a longer text on the server (2007).
import { length, number } from './generic.ts'
import { WRITE_TEXT_MAX } from './limits.ts'
import type { Check } from './reason.ts'

export const writeText: Check = length({ max: WRITE_TEXT_MAX })

export const isTextSignal = (s: { dataType?: string }) => s.dataType === 'text'

/** The check of a typed value to write to `s`. */
export const writeValueCheck = (s: { dataType?: string }): Check => (isTextSignal(s) ? writeText : number)
