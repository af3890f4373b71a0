// Platform spec §8, written out here independently of the catalogue: every code and every range.
import { describe, expect, it } from 'vitest'
import { messageForCode } from '../../../core/i18n/by-lang.ts'
import { CATALOGUE, codeMessages } from '../../../core/i18n/errors/index.ts'
import { Code, LANGS } from '../../../core/i18n/index.ts'

const SPEC_SINGLE_CODES = [
  1001, 1002, 1003, 1005, 1006, 1008, 1010, 1015, 1016, 1018, 1020, 1021, 1101, 1102, 1126, 1201, 1202, 1301,
  1304, 1306, 1331, 1337, 1342, 1352, 1401, 1402, 1505, 1706, 1707, 1708, 1726, 1901, 1902, 1903, 1904, 2401,
  2701, 2706, 2801, 2901, 3001, 3109, 3201, 3202, 3301, 3401, 90010, 90099,
]
const SPEC_RANGES: [number, number][] = [
  [1001, 1024],
  [1101, 1127],
  [1301, 1352],
  [1501, 1505],
  [1701, 1729],
  [1711, 1722],
  [1901, 1904],
  [2001, 2007],
  [2101, 2202],
  [2301, 2305],
  [2501, 2507],
  [2601, 2615],
  [2701, 2707],
  [3002, 3004],
  [3101, 3109],
  [10001, 10013],
  [90001, 90010],
  [90100, 90104],
  [99901, 99907],
]
/** Ranges whose every code has its own meaning in the spec: their texts must all differ. */
const FULLY_LISTED: [number, number][] = [
  [1501, 1505],
  [2501, 2507],
  [3002, 3004],
  [10001, 10013],
  [90100, 90104],
  [99901, 99907],
]

const codesOf = ([from, to]: [number, number]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const ALL_SPEC_CODES = [...new Set([...SPEC_SINGLE_CODES, ...SPEC_RANGES.flatMap(codesOf)])]
const HAN = /\p{Script=Han}/u

describe.each(LANGS)('catalogue in %s', (lang) => {
  const messages = codeMessages(lang)

  it(`has a real text for each of the ${ALL_SPEC_CODES.length} codes of §8`, () => {
    for (const code of ALL_SPEC_CODES) {
      const text = messages[code]
      expect(text, `${code}`).toBeTruthy()
      expect(text, `${code}`).not.toBe(String(code))
      expect(HAN.test(text ?? ''), `${code} in ${lang}: ${text}`).toBe(lang === 'zh')
    }
  })

  it('gives each named code (codes.ts) a text of its own, not a range text', () => {
    const singles = new Set(CATALOGUE.map(([codes]) => codes).filter((c) => typeof c === 'number'))
    for (const [name, code] of Object.entries(Code)) expect(singles.has(code), `${name} ${code}`).toBe(true)
  })

  it.each(FULLY_LISTED)('gives every code of %i-%i a distinct text', (from, to) => {
    const texts = codesOf([from, to]).map((code) => messages[code])
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('lets single codes and nested ranges win over their range', () => {
    expect(messages[1505]).not.toBe(messages[1501])
    expect(messages[1715]).not.toBe(messages[1729])
    expect(messages[1726]).not.toBe(messages[1729])
    expect(messages[1017]).toBe(messages[1024])
    expect(messages[1017]).not.toBe(messages[1001])
  })

  it('shows an unknown code as the code itself', () => {
    for (const code of [0, 999, 1025, 4000, 12345, 99999])
      expect(messageForCode(code, lang)).toBe(String(code))
    expect(messageForCode('abc', lang)).toBe('abc')
  })

  it('answers codes given as numbers or strings alike', () => {
    expect(messageForCode('1001', lang)).toBe(messages[1001])
    expect(messageForCode(2150, lang)).toBe(messages[2150])
  })
})

describe('catalogue rows', () => {
  it('define no single code twice', () => {
    const singles = CATALOGUE.map(([codes]) => codes).filter((c) => typeof c === 'number')
    expect(singles.length).toBe(new Set(singles).size)
  })

  it('only nest or separate ranges, never overlap them partly', () => {
    const ranges = CATALOGUE.map(([codes]) => codes).filter((c) => typeof c !== 'number')
    for (const [a0, a1] of ranges) {
      expect(a0).toBeLessThanOrEqual(a1)
      for (const [b0, b1] of ranges) {
        const disjoint = a1 < b0 || b1 < a0
        const nested = (a0 <= b0 && b1 <= a1) || (b0 <= a0 && a1 <= b1)
        expect(disjoint || nested, `${a0}-${a1} vs ${b0}-${b1}`).toBe(true)
      }
    }
  })

  it('stay inside the codes of §8', () => {
    const allowed = new Set(ALL_SPEC_CODES)
    for (const code of Object.keys(codeMessages('en'))) expect(allowed.has(Number(code)), code).toBe(true)
  })
})
