// Prints a record as the sheet shows it: each sheet a table (merged cells spanning, bold, italic, colours
// and alignment kept, the texts as displayed: formulas computed, values with their units) in a hidden
// frame, through the browser's print dialog. Built as DOM nodes, never as HTML text.
import type { Cell, Sheet } from '@fortune-sheet/core'

const ALIGN = ['center', 'left', 'right'] as const

function cellText(cell: Cell | null | undefined): string {
  if (!cell) return ''
  const shown = cell.m ?? cell.v
  return shown === undefined || shown === null ? '' : String(shown)
}

function styleCell(td: HTMLTableCellElement, cell: Cell) {
  if (cell.bl === 1) td.style.fontWeight = 'bold'
  if (cell.it === 1) td.style.fontStyle = 'italic'
  if (cell.un === 1) td.style.textDecoration = 'underline'
  if (typeof cell.fc === 'string') td.style.color = cell.fc
  if (typeof cell.bg === 'string') td.style.background = cell.bg
  if (typeof cell.fs === 'number') td.style.fontSize = `${cell.fs}pt`
  const align = ALIGN[Number(cell.ht)]
  if (align) td.style.textAlign = align
}

/** The used range of a sheet's matrix: the last row and column holding anything. */
function usedRange(data: (Cell | null)[][]): { rows: number; cols: number } {
  let rows = 0
  let cols = 0
  data.forEach((row, r) => {
    row?.forEach((cell, c) => {
      if (cell && (cellText(cell) !== '' || cell.bg || cell.mc)) {
        rows = Math.max(rows, r + 1)
        cols = Math.max(cols, c + 1)
      }
    })
  })
  return { rows, cols }
}

export function sheetTable(doc: Document, sheet: Sheet): HTMLTableElement {
  const table = doc.createElement('table')
  const data = sheet.data ?? []
  const { rows, cols } = usedRange(data)
  const widths = sheet.config?.columnlen ?? {}
  for (let r = 0; r < rows; r++) {
    const tr = doc.createElement('tr')
    for (let c = 0; c < cols; c++) {
      const cell = data[r]?.[c]
      // a merged range's other cells are covered by its first one
      if (cell?.mc && (cell.mc.r !== r || cell.mc.c !== c)) continue
      const td = doc.createElement('td')
      td.textContent = cellText(cell)
      if (cell?.mc?.rs) td.rowSpan = cell.mc.rs
      if (cell?.mc?.cs) td.colSpan = cell.mc.cs
      if (r === 0 && widths[c]) td.style.minWidth = `${widths[c]}px`
      if (cell) styleCell(td, cell)
      tr.appendChild(td)
    }
    table.appendChild(tr)
  }
  return table
}

/** Prints `sheets` under `title` from a hidden frame, removed once the dialog closes. */
export function printSheets(title: string, sheets: readonly Sheet[]): void {
  const frame = document.createElement('iframe')
  frame.style.position = 'fixed'
  frame.style.width = '0'
  frame.style.height = '0'
  frame.style.border = '0'
  document.body.appendChild(frame)
  const doc = frame.contentDocument
  const win = frame.contentWindow
  if (!doc || !win) {
    frame.remove()
    return
  }
  doc.title = title
  const style = doc.createElement('style')
  style.textContent =
    'body{font-family:sans-serif;font-size:10pt}table{border-collapse:collapse;margin-bottom:16px}' +
    'td{border:1px solid #999;padding:2px 6px;white-space:pre-wrap}h1{font-size:14pt}'
  doc.head.appendChild(style)
  const h1 = doc.createElement('h1')
  h1.textContent = title
  doc.body.appendChild(h1)
  for (const sheet of sheets) {
    if (sheets.length > 1) {
      const h2 = doc.createElement('h2')
      h2.textContent = sheet.name
      doc.body.appendChild(h2)
    }
    doc.body.appendChild(sheetTable(doc, sheet))
  }
  win.addEventListener('afterprint', () => frame.remove())
  win.focus()
  win.print()
}
