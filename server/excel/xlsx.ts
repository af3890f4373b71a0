// Data-centre workbooks through ExcelJS. Export: a template's sheets with their styles, merges, column
// widths and row heights; literal cells as they are, formulas as Excel formulas (the reader's
// spreadsheet computes them: the server never evaluates one), bound and input cells with a record's
// frozen values and filled inputs. A template export also writes its bindings to the hidden sheet
// `lfscada` (sheet index, row, column, binding as JSON, 0-based), which an import reads back; an import
// without it is a template of plain cells. Styles an import cannot express in the schema are left out.
// ExcelJS is imported with the first workbook: it takes seconds to load, and the server starts without it.
import type ExcelJS from 'exceljs'
import { EXCEL_IMPORT_UNPACKED } from '../../schemas/api/excel.ts'
import {
  cellKey,
  EXCEL_LIMITS,
  ExcelBinding,
  type ExcelCell,
  type ExcelCellStyle,
  type ExcelSheet,
  type ExcelTemplate,
  placesFormat,
} from '../../schemas/api/excel-template.ts'
import { check } from '../../schemas/validate.ts'
import { checkUnpacked } from '../uploads/zip.ts'

export const BINDINGS_SHEET = 'lfscada'

export interface Filling {
  values: Record<string, number | null>
  inputs: Record<string, string | number>
  /** the bound signals' decimal places by signal id: the number format of a bound cell without its own */
  decimals?: ReadonlyMap<string, number>
}

const argb = (hex: string) => `FF${hex.slice(1).toUpperCase()}`
const hexOf = (color: Partial<ExcelJS.Color> | undefined): string | undefined =>
  color?.argb && /^[0-9A-Fa-f]{8}$/.test(color.argb) ? `#${color.argb.slice(2).toUpperCase()}` : undefined

const VALIGN = { top: 'top', middle: 'middle', bottom: 'bottom' } as const

function applyStyle(cell: ExcelJS.Cell, s: ExcelCellStyle): void {
  const font: Partial<ExcelJS.Font> = {}
  if (s.bold) font.bold = true
  if (s.italic) font.italic = true
  if (s.underline) font.underline = true
  if (s.fontSize) font.size = s.fontSize
  if (s.fontName) font.name = s.fontName
  if (s.color) font.color = { argb: argb(s.color) }
  if (Object.keys(font).length) cell.font = font
  if (s.fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(s.fill) } }
  if (s.align || s.valign || s.wrap)
    cell.alignment = {
      ...(s.align && { horizontal: s.align }),
      ...(s.valign && { vertical: VALIGN[s.valign] }),
      ...(s.wrap && { wrapText: true }),
    }
  if (s.border) {
    const color = s.borderColor ? { argb: argb(s.borderColor) } : undefined
    const side = (style: ExcelJS.BorderStyle | undefined) =>
      style ? { style, ...(color && { color }) } : undefined
    cell.border = Object.fromEntries(
      (['top', 'right', 'bottom', 'left'] as const).flatMap((k) =>
        s.border?.[k] ? [[k, side(s.border[k])]] : [],
      ),
    )
  }
  if (s.numFmt) cell.numFmt = s.numFmt
}

function cellContent(cell: ExcelCell, key: string, filling: Filling | undefined): ExcelJS.CellValue {
  if (cell.formula) return { formula: cell.formula } as ExcelJS.CellFormulaValue
  const b = cell.binding
  if (b?.kind === 'input') return filling?.inputs[key] ?? null
  if (b) return filling?.values[key] ?? null
  return cell.value ?? null
}

function writeSheet(
  book: ExcelJS.Workbook,
  sheet: ExcelSheet,
  s: number,
  filling: Filling | undefined,
): void {
  const ws = book.addWorksheet(sheet.name)
  for (const col of sheet.cols) ws.getColumn(col.c + 1).width = col.width
  for (const row of sheet.rows) ws.getRow(row.r + 1).height = row.height
  for (const cell of sheet.cells) {
    const target = ws.getCell(cell.r + 1, cell.c + 1)
    target.value = cellContent(cell, cellKey(s, cell.r, cell.c), filling)
    if (cell.style) applyStyle(target, cell.style)
    const b = cell.binding
    const places = b && b.kind !== 'input' ? filling?.decimals?.get(b.signalId) : undefined
    // the value stays an exact number; the signal's places are only its format, as on the read page
    if (places !== undefined && !cell.style?.numFmt) target.numFmt = placesFormat(places)
  }
  for (const m of sheet.merges) ws.mergeCells(m.r1 + 1, m.c1 + 1, m.r2 + 1, m.c2 + 1)
}

/** The workbook of a template, filled with a record's values and inputs when given. */
export async function workbookOf(template: ExcelTemplate, filling?: Filling): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default
  const book = new Workbook()
  template.sheets.forEach((sheet, s) => {
    writeSheet(book, sheet, s, filling)
  })
  if (!filling) {
    const hidden = book.addWorksheet(BINDINGS_SHEET, { state: 'hidden' })
    template.sheets.forEach((sheet, s) => {
      for (const c of sheet.cells) if (c.binding) hidden.addRow([s, c.r, c.c, JSON.stringify(c.binding)])
    })
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}

// ---- import ----

const BORDERS = new Set(['thin', 'medium', 'thick', 'dashed', 'dotted', 'double'])

function styleOf(cell: ExcelJS.Cell): ExcelCellStyle | undefined {
  const s: ExcelCellStyle = {}
  const f = cell.font ?? {}
  if (f.bold) s.bold = true
  if (f.italic) s.italic = true
  if (f.underline) s.underline = true
  if (f.size && f.size >= 6 && f.size <= 72) s.fontSize = f.size
  if (f.name && f.name.length <= 64) s.fontName = f.name
  const color = hexOf(f.color)
  if (color) s.color = color
  const fill =
    cell.fill?.type === 'pattern' && cell.fill.pattern === 'solid' ? hexOf(cell.fill.fgColor) : undefined
  if (fill) s.fill = fill
  const a = cell.alignment ?? {}
  if (a.horizontal === 'left' || a.horizontal === 'center' || a.horizontal === 'right') s.align = a.horizontal
  if (a.vertical === 'top' || a.vertical === 'middle' || a.vertical === 'bottom') s.valign = a.vertical
  if (a.wrapText) s.wrap = true
  const border: NonNullable<ExcelCellStyle['border']> = {}
  for (const k of ['top', 'right', 'bottom', 'left'] as const) {
    const side = cell.border?.[k]
    if (side?.style && BORDERS.has(side.style)) {
      border[k] = side.style as NonNullable<typeof border.top>
      s.borderColor = hexOf(side.color) ?? s.borderColor
    }
  }
  if (Object.keys(border).length) s.border = border
  if (cell.numFmt && cell.numFmt.length <= 64 && cell.numFmt !== 'General') s.numFmt = cell.numFmt
  return Object.keys(s).length ? s : undefined
}

function literalOf(value: ExcelJS.CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string') return value.slice(0, 2000)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return value.toISOString()
  if ('richText' in value)
    return value.richText
      .map((t) => t.text)
      .join('')
      .slice(0, 2000)
  if ('text' in value && typeof value.text === 'string') return value.text.slice(0, 2000)
  if ('result' in value) return literalOf(value.result as ExcelJS.CellValue)
  return undefined
}

/** `formulaType`: ExcelJS's ValueType.Formula (the package is loaded by the caller). */
function cellOf(cell: ExcelJS.Cell, formulaType: ExcelJS.ValueType): ExcelCell | undefined {
  const r = Number(cell.row) - 1
  const c = Number(cell.col) - 1
  if (r >= EXCEL_LIMITS.rows || c >= EXCEL_LIMITS.cols) return undefined
  const out: ExcelCell = { r, c }
  const formula = cell.type === formulaType ? cell.formula : undefined
  if (formula) out.formula = formula.slice(0, 1000)
  else {
    const value = literalOf(cell.value)
    if (value !== undefined) out.value = value
  }
  const style = styleOf(cell)
  if (style) out.style = style
  return out.formula || out.value !== undefined || out.style ? out : undefined
}

function mergesOf(ws: ExcelJS.Worksheet): ExcelSheet['merges'] {
  const ranges = (ws.model as { merges?: string[] }).merges ?? []
  return ranges.slice(0, EXCEL_LIMITS.merges).flatMap((range) => {
    const [from, to] = range.split(':')
    if (!from || !to) return []
    const a = ws.getCell(from)
    const b = ws.getCell(to)
    return [{ r1: Number(a.row) - 1, c1: Number(a.col) - 1, r2: Number(b.row) - 1, c2: Number(b.col) - 1 }]
  })
}

function sheetOf(ws: ExcelJS.Worksheet, formulaType: ExcelJS.ValueType): ExcelSheet {
  const cells: ExcelCell[] = []
  const rows: ExcelSheet['rows'] = []
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    if (row.height && n <= EXCEL_LIMITS.rows) rows.push({ r: n - 1, height: Math.min(409, row.height) })
    row.eachCell({ includeEmpty: true }, (cell) => {
      const out = cell.isMerged && cell.master !== cell ? undefined : cellOf(cell, formulaType)
      if (out && cells.length < EXCEL_LIMITS.cellsPerSheet) cells.push(out)
    })
  })
  const cols: ExcelSheet['cols'] = []
  for (let c = 1; c <= Math.min(ws.columnCount, EXCEL_LIMITS.cols); c++) {
    const width = ws.getColumn(c).width
    if (width) cols.push({ c: c - 1, width: Math.min(255, width) })
  }
  return { name: (ws.name || 'Sheet1').slice(0, 31), cells, merges: mergesOf(ws), cols, rows }
}

function applyBindings(template: ExcelTemplate, ws: ExcelJS.Worksheet | undefined): void {
  ws?.eachRow((row) => {
    const [s, r, c, json] = (row.values as unknown[]).slice(1)
    const sheet = template.sheets[Number(s)]
    if (!sheet || typeof json !== 'string') return
    let binding: unknown
    try {
      binding = JSON.parse(json)
    } catch {
      return
    }
    if (!check(ExcelBinding, binding).ok) return
    let cell = sheet.cells.find((x) => x.r === Number(r) && x.c === Number(c))
    if (!cell) {
      cell = { r: Number(r), c: Number(c) }
      sheet.cells.push(cell)
    }
    cell.binding = binding as ExcelBinding
    delete cell.value
  })
}

/**
 * The template of an .xlsx file; undefined when it is no workbook. A file that is no zip (10007) or
 * unpacks past EXCEL_IMPORT_UNPACKED (10008) is refused before ExcelJS inflates it.
 */
export async function templateOfWorkbook(data: Uint8Array): Promise<ExcelTemplate | undefined> {
  await checkUnpacked('data', data, EXCEL_IMPORT_UNPACKED)
  const { Workbook, ValueType } = (await import('exceljs')).default
  const book = new Workbook()
  try {
    await book.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer)
  } catch {
    return undefined
  }
  const sheets = book.worksheets.filter((ws) => ws.name !== BINDINGS_SHEET).slice(0, EXCEL_LIMITS.sheets)
  if (sheets.length === 0) return undefined
  const template: ExcelTemplate = { sheets: sheets.map((ws) => sheetOf(ws, ValueType.Formula)) }
  applyBindings(template, book.getWorksheet(BINDINGS_SHEET))
  return template
}
