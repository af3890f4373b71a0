import { describe, expect, it } from 'vitest'
import {
  hexToRgba,
  isCssColour,
  pushRecentColour,
  RECENT_COLOURS_MAX,
  rgbaToHex,
  sanitizeHex,
} from '../../../core/validation/index.ts'
import { isSafeRichTextStyle } from '../../../core/validation/rich-text.ts'

describe('sanitizeHex: keeps only hex digits, empty becomes ffffff', () => {
  it.each([
    ['ff0000', 'ff0000'],
    ['#FF00aa', 'FF00aa'],
    [' 12 34 56 ', '123456'],
    ['zz1g2h3', '123'],
    ['', 'ffffff'],
    ['#', 'ffffff'],
    ['xyz', 'ffffff'],
  ])('%j -> %s', (input, out) => expect(sanitizeHex(input)).toBe(out))
})

describe('hexToRgba', () => {
  it.each([
    ['#ff0000', { r: 255, g: 0, b: 0, a: 1 }],
    ['00FF00', { r: 0, g: 255, b: 0, a: 1 }],
    ['#abc', { r: 0xaa, g: 0xbb, b: 0xcc, a: 1 }],
    ['#0000ff80', { r: 0, g: 0, b: 255, a: 0.5 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 0.53 }],
    ['#12345', null],
    ['#gggggg', null],
    ['', null],
  ])('%j -> %j', (hex, rgba) => expect(hexToRgba(hex)).toEqual(rgba))
})

describe('rgbaToHex', () => {
  it.each([
    [{ r: 255, g: 0, b: 0, a: 1 }, '#ff0000'],
    [{ r: 0, g: 0, b: 255, a: 0.5 }, '#0000ff80'],
    [{ r: 300, g: -5, b: 12.4, a: 2 }, '#ff000c'],
    [{ r: 1, g: 2, b: 3, a: 0 }, '#01020300'],
  ])('%j -> %s', (rgba, hex) => expect(rgbaToHex(rgba)).toBe(hex))

  it('round-trips opaque and 8-digit colours', () => {
    for (const hex of ['#000000', '#ffffff', '#1a2b3c', '#1a2b3c00', '#1a2b3c80']) {
      const rgba = hexToRgba(hex)
      expect(rgba && rgbaToHex(rgba)).toBe(hex)
    }
  })
})

describe('pushRecentColour', () => {
  it('puts the newest first without duplicates, case ignored', () => {
    expect(pushRecentColour([], '#ff0000')).toEqual(['#ff0000'])
    expect(pushRecentColour(['#00ff00', '#FF0000', '#0000ff'], '#ff0000')).toEqual([
      '#ff0000',
      '#00ff00',
      '#0000ff',
    ])
  })

  it(`keeps at most ${RECENT_COLOURS_MAX}`, () => {
    const full = Array.from(
      { length: RECENT_COLOURS_MAX },
      (_, i) => `#0000${i.toString(16).padStart(2, '0')}`,
    )
    const next = pushRecentColour(full, '#ffffff')
    expect(next).toHaveLength(RECENT_COLOURS_MAX)
    expect(next[0]).toBe('#ffffff')
    expect(next).not.toContain(full.at(-1))
  })

  it('does not change the list it was given', () => {
    const recent = ['#111111']
    pushRecentColour(recent, '#222222')
    expect(recent).toEqual(['#111111'])
  })
})

describe('isCssColour: the format of colour fields (issue 28)', () => {
  it.each([
    '',
    '#fff',
    '#ffff',
    '#1677FF',
    '#ffffff00',
    'rgb(1, 2, 3)',
    'rgba(0,0,0,.5)',
    'rgb(10% 20% 30% / 50%)',
    'hsl(120deg, 50%, 50%)',
    'hsla(0.5turn 10% 90% / 0.2)',
    'Tomato',
    'transparent',
    'currentColor',
  ])('%j passes', (value) => expect(isCssColour(value)).toBe(true))

  it.each([
    'red"></span><img src=x onerror=alert(1)>',
    'red;background:url(javascript:alert(1))',
    'expression(alert(1))',
    'url(#x)',
    '#ff000',
    '#gggggg',
    'rgb(1,2)',
    'rgb(1,2,3);x:y',
    'var(--x)',
    'notacolour',
    ' red',
    `rgb(${'1'.repeat(100)},1,1)`,
  ])('%j is refused', (value) => expect(isCssColour(value)).toBe(false))
})

describe('isSafeRichTextStyle: the styles a rich text keeps', () => {
  it.each(['color: rgb(230, 0, 0);', 'background-color: #ffff00; font-size: 18px', 'text-align: center'])(
    '%j is kept',
    (style) => expect(isSafeRichTextStyle(style)).toBe(true),
  )
  it.each([
    'width: expression(alert(1))',
    'width: ex\\pression(alert(1))',
    'background: url(javascript:alert(1))',
    'background:url("/x.png")',
    'color: red; /* */',
    'behavior: url(x.htc)',
  ])('%j is dropped', (style) => expect(isSafeRichTextStyle(style)).toBe(false))
})
