// The data centre's spreadsheet glue (plugins/screens/excel): a template goes to the spreadsheet
// component's sheets and back unchanged (texts, numbers, formulas, styles, borders, merges, widths,
// heights, bindings), a bound cell's label never becomes its text, addresses go both ways, and an input
// is checked against its limits.
import { describe, expect, it } from 'vitest'
import {
  boundText,
  checkInput,
  keyAddress,
  recordSheets,
} from '../../../plugins/screens/excel/record-cells.ts'
import {
  bindingsOf,
  cellAddress,
  parseAddress,
  toSheets,
  toTemplate,
} from '../../../plugins/screens/excel/sheet-convert.ts'
import type { ExcelBinding, ExcelTemplate } from '../../../schemas/api/excel-template.ts'

const value: ExcelBinding = { kind: 'value', deviceId: 'd1', signalId: 'temperature', offsetMinutes: 0 }
const input: ExcelBinding = { kind: 'input', type: 'number', min: 0, max: 100, required: true }

const TEMPLATE: ExcelTemplate = {
  sheets: [
    {
      name: 'Log',
      cells: [
        { r: 0, c: 0, value: 'Shift report', style: { bold: true, align: 'center', fill: '#ffee00' } },
        { r: 1, c: 0, value: 3.5, style: { numFmt: '0.00', border: { top: 'thin', bottom: 'double' } } },
        { r: 1, c: 1, binding: value },
        { r: 1, c: 2, formula: 'B2*2', style: { italic: true, color: '#ff0000' } },
        { r: 2, c: 1, binding: input },
      ],
      merges: [{ r1: 0, c1: 0, r2: 0, c2: 2 }],
      cols: [{ c: 0, width: 20 }],
      rows: [{ r: 0, height: 30 }],
    },
    { name: 'Second', cells: [{ r: 0, c: 0, value: 'x' }], merges: [], cols: [], rows: [] },
  ],
}

describe('the template in the spreadsheet component', () => {
  it('goes to sheets and back unchanged, labels of bound cells dropped', () => {
    const sheets = toSheets(TEMPLATE, { shown: () => ({ v: '{label}', m: '{label}' }) })
    expect(sheets[0]?.celldata?.find((c) => c.r === 1 && c.c === 1)?.v?.v).toBe('{label}')
    expect(sheets[0]?.celldata?.find((c) => c.r === 1 && c.c === 2)?.v?.f).toBe('=B2*2')
    expect(toTemplate(sheets, bindingsOf(TEMPLATE))).toEqual(TEMPLATE)
  })

  it('keeps a binding whose cell the component dropped', () => {
    const sheets = toSheets({ sheets: [{ ...TEMPLATE.sheets[0]!, cells: [] }] })
    const back = toTemplate(sheets, new Map([['0:4:4', input]]))
    expect(back.sheets[0]?.cells).toEqual([{ r: 4, c: 4, binding: input }])
  })

  it('names cells as people do', () => {
    expect([cellAddress(0, 0), cellAddress(2, 1), cellAddress(9, 26), cellAddress(0, 701)]).toEqual([
      'A1',
      'B3',
      'AA10',
      'ZZ1',
    ])
    expect(parseAddress(' aa10 ')).toEqual({ r: 9, c: 26 })
    expect(parseAddress('B0')).toBeUndefined()
    expect(keyAddress('1:2:1', ['Log', 'Second'])).toBe('Second!B3')
  })
})

describe('a record cell for people', () => {
  it('shows a bound value with its unit, "--" without data', () => {
    expect(boundText(52.95, { unit: '°C' })).toBe('52.95°C')
    expect(boundText(1 / 3, { unit: 'kg' })).toBe('0.333 kg')
    expect(boundText(null, { unit: 'kg' })).toBe('--')
  })

  it("shows a bound value with its signal's places on the read page, the number kept exact", () => {
    const record = { template: TEMPLATE, values: { '0:1:1': 23.456789012 }, inputs: { '0:2:1': 7 } }
    const cellAt = (sheets: ReturnType<typeof recordSheets>, r: number, c: number) =>
      sheets[0]?.celldata?.find((x) => x.r === r && x.c === c)?.v
    const two = recordSheets(record, new Map([['d1/temperature', { unit: '°C', decimals: 2 }]]))
    expect(cellAt(two, 1, 1)).toMatchObject({ v: 23.456789012, m: '23.46°C', ct: { fa: '0.00', t: 'n' } })
    expect(cellAt(two, 2, 1)).toMatchObject({ v: 7, m: '7' })
    const none = recordSheets(record, new Map([['d1/temperature', { unit: 'm', decimals: 0 }]]))
    expect(cellAt(none, 1, 1)).toMatchObject({ m: '23 m', ct: { fa: '0' } })
    // a signal no longer listed: at most 3 places
    expect(cellAt(recordSheets(record, new Map()), 1, 1)?.m).toBe('23.457')
  })

  it('checks an input against its limits', () => {
    const number = input as Extract<ExcelBinding, { kind: 'input' }>
    expect(checkInput(number, '')).toEqual({ rule: 'required' })
    expect(checkInput(number, 'abc')).toEqual({ rule: 'number' })
    expect(checkInput(number, '150')).toEqual({ rule: 'max', max: 100 })
    expect(checkInput(number, '-1')).toEqual({ rule: 'min', min: 0 })
    expect(checkInput(number, '42')).toBeUndefined()
    expect(checkInput({ kind: 'input', type: 'choice', options: ['A', 'B'] }, 'C')).toEqual({
      rule: 'choice',
    })
    expect(checkInput({ kind: 'input', type: 'text', maxLength: 3 }, 'abcd')).toEqual({
      rule: 'length',
      max: 3,
    })
  })
})
