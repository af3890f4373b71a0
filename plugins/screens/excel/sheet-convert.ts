// A report template (schemas/api/excel-template.ts) to the spreadsheet component's sheets and back:
// texts, numbers, formulas, styles, borders, merges, column widths and row heights. Bindings do not
// live in the component: the editor keeps them by cell key and shows a bound cell's label as its text,
// which `toTemplate` drops again (the binding is the cell's content).
import type { Cell, CellWithRowAndCol, Sheet } from '@fortune-sheet/core'
import {
  cellKey,
  type EXCEL_BORDERS,
  type ExcelBinding,
  type ExcelCell,
  type ExcelCellStyle,
  type ExcelSheet,
  type ExcelTemplate,
} from '../../../schemas/api/excel-template.ts'

type Border = (typeof EXCEL_BORDERS)[number]
type Side = 'top' | 'right' | 'bottom' | 'left'

/** Excel's column width (characters) and row height (points) against the component's pixels. */
export const colPx = (width: number) => Math.round(width * 7 + 5)
export const pxCol = (px: number) => Math.round(((px - 5) / 7) * 100) / 100
export const rowPx = (points: number) => Math.round((points * 4) / 3)
export const pxRow = (px: number) => Math.round(px * 0.75 * 100) / 100

/** The component's border style numbers (luckysheet's) for the template's named borders. */
const BORDER_CODE: Record<Border, number> = { thin: 1, dotted: 3, dashed: 4, double: 7, medium: 8, thick: 13 }
const BORDER_NAME = new Map(Object.entries(BORDER_CODE).map(([k, v]) => [v, k as Border]))
const SIDE_KEY: Record<Side, 't' | 'r' | 'b' | 'l'> = { top: 't', right: 'r', bottom: 'b', left: 'l' }
const ALIGN = { center: 0, left: 1, right: 2 } as const
const VALIGN = { middle: 0, top: 1, bottom: 2 } as const
const byCode = <K extends string>(table: Record<K, number>, code: number | undefined) =>
  (Object.keys(table) as K[]).find((k) => table[k] === code)

/** A cell's letters-and-number address, e.g. 0,1 → B1. */
export function cellAddress(r: number, c: number): string {
  let n = c + 1
  let letters = ''
  while (n > 0) {
    const rem = (n - 1) % 26
    letters = String.fromCharCode(65 + rem) + letters
    n = Math.floor((n - 1) / 26)
  }
  return `${letters}${r + 1}`
}

/** B3 → { r: 2, c: 1 }; undefined when it is no address. */
export function parseAddress(text: string): { r: number; c: number } | undefined {
  const m = /^\s*([A-Za-z]{1,3})\s*([1-9][0-9]{0,4})\s*$/.exec(text)
  if (!m) return undefined
  const c = [...(m[1] ?? '').toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1
  return { r: Number(m[2]) - 1, c }
}

function styleToCell(style: ExcelCellStyle | undefined): Partial<Cell> {
  if (!style) return {}
  const cell: Partial<Cell> = {}
  if (style.bold) cell.bl = 1
  if (style.italic) cell.it = 1
  if (style.underline) cell.un = 1
  if (style.fontSize) cell.fs = style.fontSize
  if (style.fontName) cell.ff = style.fontName
  if (style.color) cell.fc = style.color
  if (style.fill) cell.bg = style.fill
  if (style.align) cell.ht = ALIGN[style.align]
  if (style.valign) cell.vt = VALIGN[style.valign]
  if (style.wrap) cell.tb = '2'
  return cell
}

const HEX = /^#[0-9a-fA-F]{6}$/
const hex = (v: unknown) => (typeof v === 'string' && HEX.test(v) ? v : undefined)

function cellToStyle(cell: Cell): ExcelCellStyle | undefined {
  const style: ExcelCellStyle = {}
  if (cell.bl === 1) style.bold = true
  if (cell.it === 1) style.italic = true
  if (cell.un === 1) style.underline = true
  if (typeof cell.fs === 'number' && cell.fs >= 6 && cell.fs <= 72 && cell.fs !== 10) style.fontSize = cell.fs
  if (typeof cell.ff === 'string' && cell.ff) style.fontName = cell.ff.slice(0, 64)
  const color = hex(cell.fc)
  if (color && color.toLowerCase() !== '#000000') style.color = color
  const fill = hex(cell.bg)
  if (fill) style.fill = fill
  const align = byCode(ALIGN, cell.ht === undefined ? undefined : Number(cell.ht))
  if (align) style.align = align
  const valign = byCode(VALIGN, cell.vt === undefined ? undefined : Number(cell.vt))
  if (valign && valign !== 'middle') style.valign = valign
  if (cell.tb === '2') style.wrap = true
  const fa = cell.ct?.fa
  if (fa && fa !== 'General' && fa !== '@') style.numFmt = fa.slice(0, 64)
  return Object.keys(style).length > 0 ? style : undefined
}

/** The component's border entries of one cell's border sides. */
function bordersOf(cell: ExcelCell): unknown[] {
  const border = cell.style?.border
  if (!border) return []
  const color = cell.style?.borderColor ?? '#000000'
  const value: Record<string, unknown> = { row_index: cell.r, col_index: cell.c }
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const name = border[side]
    if (name) value[SIDE_KEY[side]] = { style: BORDER_CODE[name], color }
  }
  return [{ rangeType: 'cell', value }]
}

type BorderSides = NonNullable<ExcelCellStyle['border']>
type BorderEntry = { rangeType?: string; value?: Record<string, unknown> }

/** The borders the component holds per cell, as the template's style fields. */
function bordersByCell(info: unknown): Map<string, { border: BorderSides; color?: string }> {
  const out = new Map<string, { border: BorderSides; color?: string }>()
  for (const entry of Array.isArray(info) ? (info as BorderEntry[]) : []) {
    const v = entry.value
    if (entry.rangeType !== 'cell' || !v) continue
    const border: BorderSides = {}
    let color: string | undefined
    for (const side of ['top', 'right', 'bottom', 'left'] as const) {
      const s = v[SIDE_KEY[side]] as { style?: number | string; color?: string } | undefined
      const name = s ? BORDER_NAME.get(Number(s.style)) : undefined
      if (name) border[side] = name
      const c = hex(s?.color)
      if (c && c.toLowerCase() !== '#000000') color ??= c
    }
    out.set(`${v.row_index}:${v.col_index}`, { border, ...(color ? { color } : {}) })
  }
  return out
}

export interface SheetOptions {
  /** a bound cell's text in the component (its label in the editor, its value in a record) */
  shown?: (key: string, binding: ExcelBinding) => Partial<Cell> | undefined
  /** columns and rows shown at least */
  minCols?: number
  minRows?: number
}

function toCell(cell: ExcelCell, key: string, options: SheetOptions): Cell {
  const out: Cell = { ...styleToCell(cell.style) }
  if (cell.style?.numFmt) out.ct = { fa: cell.style.numFmt, t: 'n' }
  if (cell.formula) out.f = `=${cell.formula}`
  else if (cell.value !== undefined) {
    out.v = cell.value
    out.m = String(cell.value)
    if (typeof cell.value === 'string') out.ct = { fa: '@', t: 's' }
  }
  if (cell.binding) Object.assign(out, options.shown?.(key, cell.binding))
  return out
}

/** The template's sheets as the component's; sheet i gets id `s{i}`. */
export function toSheets(template: ExcelTemplate, options: SheetOptions = {}): Sheet[] {
  return template.sheets.map((sheet, index) => {
    const celldata: CellWithRowAndCol[] = sheet.cells.map((cell) => ({
      r: cell.r,
      c: cell.c,
      v: toCell(cell, cellKey(index, cell.r, cell.c), options),
    }))
    const merge: Record<string, { r: number; c: number; rs: number; cs: number }> = {}
    for (const m of sheet.merges) {
      const rs = m.r2 - m.r1 + 1
      const cs = m.c2 - m.c1 + 1
      merge[`${m.r1}_${m.c1}`] = { r: m.r1, c: m.c1, rs, cs }
      for (const item of celldata) {
        if (item.r < m.r1 || item.r > m.r2 || item.c < m.c1 || item.c > m.c2 || !item.v) continue
        item.v.mc = item.r === m.r1 && item.c === m.c1 ? { r: m.r1, c: m.c1, rs, cs } : { r: m.r1, c: m.c1 }
      }
    }
    const maxRow = Math.max(0, ...sheet.cells.map((c) => c.r + 1), ...sheet.merges.map((m) => m.r2 + 1))
    const maxCol = Math.max(0, ...sheet.cells.map((c) => c.c + 1), ...sheet.merges.map((m) => m.c2 + 1))
    return {
      id: `s${index}`,
      name: sheet.name,
      order: index,
      status: index === 0 ? 1 : 0,
      row: Math.max(options.minRows ?? 0, maxRow + 1),
      column: Math.max(options.minCols ?? 0, maxCol + 1),
      celldata,
      config: {
        merge,
        columnlen: Object.fromEntries(sheet.cols.map((c) => [c.c, colPx(c.width)])),
        rowlen: Object.fromEntries(sheet.rows.map((r) => [r.r, rowPx(r.height)])),
        borderInfo: sheet.cells.flatMap(bordersOf),
      },
    }
  })
}

/** Whether a component cell holds anything worth keeping (a value, a formula or a style). */
const hasContent = (cell: Cell) =>
  (cell.v !== undefined && cell.v !== null && cell.v !== '') || !!cell.f || cell.mc?.rs !== undefined

function cellsOf(sheet: Sheet): CellWithRowAndCol[] {
  if (sheet.data) {
    return sheet.data.flatMap((row, r) =>
      (row ?? []).flatMap((v, c) => (v ? [{ r, c, v } satisfies CellWithRowAndCol] : [])),
    )
  }
  return sheet.celldata ?? []
}

function fromCell(
  r: number,
  c: number,
  cell: Cell,
  binding: ExcelBinding | undefined,
  border: ReturnType<typeof bordersByCell>,
): ExcelCell | undefined {
  const style = cellToStyle(cell)
  const sides = border.get(`${r}:${c}`)
  const withBorder: ExcelCellStyle | undefined =
    sides && Object.keys(sides.border).length > 0
      ? { ...style, border: sides.border, ...(sides.color ? { borderColor: sides.color } : {}) }
      : style
  const out: ExcelCell = { r, c }
  if (binding) out.binding = binding
  else if (cell.f) out.formula = cell.f.replace(/^=/, '').slice(0, 1000)
  else if (cell.v !== undefined && cell.v !== null && cell.v !== '')
    out.value = typeof cell.v === 'number' ? cell.v : String(cell.v).slice(0, 2000)
  if (withBorder) out.style = withBorder
  return out.binding || out.formula !== undefined || out.value !== undefined || out.style ? out : undefined
}

/** The component's sheets as a template, the editor's bindings (by cell key) put back on their cells. */
export function toTemplate(
  sheets: readonly Sheet[],
  bindings: ReadonlyMap<string, ExcelBinding>,
): ExcelTemplate {
  const ordered = [...sheets].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  return {
    sheets: ordered.map((sheet, index): ExcelSheet => {
      const border = bordersByCell(sheet.config?.borderInfo)
      const seen = new Set<string>()
      const cells: ExcelCell[] = []
      for (const { r, c, v } of cellsOf(sheet)) {
        const key = cellKey(index, r, c)
        const binding = bindings.get(key)
        if (!v || (!binding && !hasContent(v) && !cellToStyle(v) && !border.has(`${r}:${c}`))) continue
        const cell = fromCell(r, c, v, binding, border)
        if (cell) cells.push(cell)
        seen.add(key)
      }
      for (const [key, binding] of bindings) {
        const [s, r, c] = key.split(':').map(Number)
        if (s === index && !seen.has(key)) cells.push({ r: r ?? 0, c: c ?? 0, binding })
      }
      const merges = Object.values(sheet.config?.merge ?? {}).map((m) => ({
        r1: m.r,
        c1: m.c,
        r2: m.r + m.rs - 1,
        c2: m.c + m.cs - 1,
      }))
      const lengths = (table: Record<string, number> | undefined) =>
        Object.entries(table ?? {}).map(([k, px]) => [Number(k), px] as const)
      return {
        name: (sheet.name || `Sheet${index + 1}`).slice(0, 31),
        cells: cells.sort((a, b) => a.r - b.r || a.c - b.c),
        merges,
        cols: lengths(sheet.config?.columnlen).map(([c, px]) => ({ c, width: Math.min(255, pxCol(px)) })),
        rows: lengths(sheet.config?.rowlen).map(([r, px]) => ({ r, height: Math.min(409, pxRow(px)) })),
      }
    }),
  }
}

/** The bindings of a template by cell key. */
export function bindingsOf(template: ExcelTemplate): Map<string, ExcelBinding> {
  const out = new Map<string, ExcelBinding>()
  template.sheets.forEach((sheet, s) => {
    for (const cell of sheet.cells) if (cell.binding) out.set(cellKey(s, cell.r, cell.c), cell.binding)
  })
  return out
}
