// A data-centre report template (issue 19): a spreadsheet document of sheets whose cells hold text, a
// number, an Excel formula (stored and exported as written; the browser spreadsheet computes it, the
// server never evaluates it), a binding to stored history, or an input an operator fills by hand, plus
// the styles, merges, column widths and row heights an export keeps. Cells are addressed 0-based by
// sheet index, row and column; a record keys its cells as `sheet:row:col` (`cellKey`).
import Type, { type Static } from 'typebox'
import { Id, Text } from './common.ts'

export const EXCEL_LIMITS = {
  sheets: 10,
  rows: 10_000,
  cols: 702,
  cellsPerSheet: 20_000,
  /** bound cells (value and aggregate) of one template */
  bindings: 2_000,
  inputs: 500,
  merges: 2_000,
  choiceOptions: 50,
  /** a value binding's offset from the record's time, either way (31 days) */
  offsetMinutes: 44_640,
  /** the template as JSON text in a save */
  templateChars: 900_000,
} as const

/** The six aggregates of platform spec §3 (history report aggregation). */
export const EXCEL_AGGREGATES = ['delta', 'first', 'last', 'max', 'min', 'average'] as const
export type ExcelAggregate = (typeof EXCEL_AGGREGATES)[number]

/** Periods relative to a record's time (its period start for scheduled records). */
export const EXCEL_PERIODS = [
  'thisHour',
  'lastHour',
  'thisShift',
  'lastShift',
  'today',
  'yesterday',
  'thisMonth',
  'lastMonth',
] as const
export type ExcelPeriod = (typeof EXCEL_PERIODS)[number]

export const EXCEL_INPUT_TYPES = ['number', 'text', 'choice'] as const
export const EXCEL_BORDERS = ['thin', 'medium', 'thick', 'dashed', 'dotted', 'double'] as const

const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })
const Border = Type.Optional(Type.Enum(EXCEL_BORDERS))

export const ExcelCellStyle = Type.Object({
  bold: Type.Optional(Type.Boolean()),
  italic: Type.Optional(Type.Boolean()),
  underline: Type.Optional(Type.Boolean()),
  fontSize: Type.Optional(Type.Number({ minimum: 6, maximum: 72 })),
  fontName: Type.Optional(Text(64)),
  color: Type.Optional(Color),
  fill: Type.Optional(Color),
  align: Type.Optional(Type.Enum(['left', 'center', 'right'])),
  valign: Type.Optional(Type.Enum(['top', 'middle', 'bottom'])),
  wrap: Type.Optional(Type.Boolean()),
  border: Type.Optional(Type.Object({ top: Border, right: Border, bottom: Border, left: Border })),
  borderColor: Type.Optional(Color),
  /** an Excel number format, e.g. `0.00` */
  numFmt: Type.Optional(Text(64)),
})
export type ExcelCellStyle = Static<typeof ExcelCellStyle>

/** A signal's value at the record's time plus `offsetMinutes`: the last stored point at or before it. */
export const ExcelValueBinding = Type.Object({
  kind: Type.Literal('value'),
  deviceId: Id,
  signalId: Id,
  offsetMinutes: Type.Integer({ minimum: -EXCEL_LIMITS.offsetMinutes, maximum: EXCEL_LIMITS.offsetMinutes }),
})

/** An aggregate of a signal's stored points over a period relative to the record's time. */
export const ExcelAggregateBinding = Type.Object({
  kind: Type.Literal('aggregate'),
  deviceId: Id,
  signalId: Id,
  fn: Type.Enum(EXCEL_AGGREGATES),
  period: Type.Enum(EXCEL_PERIODS),
})

/** A cell an operator fills: a number within min..max, a text up to maxLength, or one of the options. */
export const ExcelInputBinding = Type.Object({
  kind: Type.Literal('input'),
  type: Type.Enum(EXCEL_INPUT_TYPES),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000 })),
  options: Type.Optional(Type.Array(Text(64, 1), { maxItems: EXCEL_LIMITS.choiceOptions })),
  required: Type.Optional(Type.Boolean()),
})

export const ExcelBinding = Type.Union([ExcelValueBinding, ExcelAggregateBinding, ExcelInputBinding])
export type ExcelBinding = Static<typeof ExcelBinding>
export type ExcelInputBinding = Static<typeof ExcelInputBinding>

export const ExcelCell = Type.Object({
  r: Type.Integer({ minimum: 0, maximum: EXCEL_LIMITS.rows - 1 }),
  c: Type.Integer({ minimum: 0, maximum: EXCEL_LIMITS.cols - 1 }),
  /** a literal text or number */
  value: Type.Optional(Type.Union([Text(2000), Type.Number()])),
  /** an Excel formula without the leading `=` (e.g. `SUM(B2:B25)`) */
  formula: Type.Optional(Text(1000, 1)),
  binding: Type.Optional(ExcelBinding),
  style: Type.Optional(ExcelCellStyle),
})
export type ExcelCell = Static<typeof ExcelCell>

const Row = Type.Integer({ minimum: 0, maximum: EXCEL_LIMITS.rows - 1 })
const Col = Type.Integer({ minimum: 0, maximum: EXCEL_LIMITS.cols - 1 })

export const ExcelSheet = Type.Object({
  name: Text(31, 1),
  cells: Type.Array(ExcelCell, { maxItems: EXCEL_LIMITS.cellsPerSheet }),
  /** merged ranges, corners inclusive */
  merges: Type.Array(Type.Object({ r1: Row, c1: Col, r2: Row, c2: Col }), { maxItems: EXCEL_LIMITS.merges }),
  /** column widths in Excel character units */
  cols: Type.Array(Type.Object({ c: Col, width: Type.Number({ minimum: 0, maximum: 255 }) }), {
    maxItems: EXCEL_LIMITS.cols,
  }),
  /** row heights in points */
  rows: Type.Array(Type.Object({ r: Row, height: Type.Number({ minimum: 0, maximum: 409 }) }), {
    maxItems: EXCEL_LIMITS.rows,
  }),
})
export type ExcelSheet = Static<typeof ExcelSheet>

export const ExcelTemplate = Type.Object({
  sheets: Type.Array(ExcelSheet, { minItems: 1, maxItems: EXCEL_LIMITS.sheets }),
})
export type ExcelTemplate = Static<typeof ExcelTemplate>

/** A record's key for a cell: `sheet:row:col`, 0-based. */
export const CELL_KEY_PATTERN = '^[0-9]{1,2}:[0-9]{1,4}:[0-9]{1,3}$'
export const CellKey = Type.String({ pattern: CELL_KEY_PATTERN })
export const cellKey = (sheet: number, r: number, c: number): string => `${sheet}:${r}:${c}`

/** Excel's most decimal places in a number format. */
const MAX_PLACES = 30

/**
 * The number format of a bound cell whose signal shows `places` decimals (`0.00` for 2, `0` for none):
 * the record page and the .xlsx export show the exact frozen value with it.
 */
export const placesFormat = (places: number): string => {
  const n = Math.max(0, Math.min(MAX_PLACES, Math.trunc(places)))
  return n === 0 ? '0' : `0.${'0'.repeat(n)}`
}

export const EMPTY_TEMPLATE: ExcelTemplate = {
  sheets: [{ name: 'Sheet1', cells: [], merges: [], cols: [], rows: [] }],
}
