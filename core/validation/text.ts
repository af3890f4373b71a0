// Small text helpers shared by the rules.

/** The text of a form or JSON value: strings as they are, numbers as written, anything else as ''. */
export const toText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : ''

/** Length in characters as people count them (code points, so an astral character counts once). */
export const charCount = (text: string): number => [...text].length

/** Absent, blank text or an empty list. */
export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/**
 * A "simple repeat": one character three or more times in a row (111, aaa). Runs like aaabbb are
 * caught by their first triple. Pairs (aabb) are allowed.
 */
export const hasSimpleRepeat = (text: string): boolean => /(.)\1\1/su.test(text)
