// Cards from a spreadsheet (issue 33): the first sheet, a header row, then one card per row in the columns
// of CARD_COLUMNS. Each row gets its own result (added, updated, refused with a reason); a refused row
// changes nothing and the others still count. A zip bomb is refused before ExcelJS inflates it.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { isIccid } from '../../core/validation/iccid.ts'
import { centsOfYuan } from '../../core/validation/money.ts'
import { type CardImportRow, MAX_CARD_IMPORT_ROWS } from '../../schemas/api/cards.ts'
import { EXCEL_IMPORT_UNPACKED } from '../../schemas/api/excel.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { checkUnpacked } from '../uploads/zip.ts'

/** The columns, in order (the header's words are the reader's; only the order counts). */
export const CARD_COLUMNS = [
  'iccid',
  'operator',
  'plan',
  'monthlyYuan',
  'dataTotalMb',
  'dataUsedMb',
  'activated',
  'expires',
  'remark',
] as const

type Cell = unknown

interface ParsedCard {
  iccid: string
  operator: string
  plan: string
  monthlyPrice: number
  dataTotal: number
  dataUsed: number
  activatedAt: number | null
  expiresAt: number
  remark: string
}

const text = (cell: Cell, max = 64): string =>
  (cell === null || cell === undefined
    ? ''
    : String(cell instanceof Object && 'text' in cell ? cell.text : cell)
  )
    .trim()
    .slice(0, max)

/** A date cell (ExcelJS gives a Date) or `yyyy-mm-dd` text, as epoch ms (UTC midnight); undefined if neither. */
function timeOf(cell: Cell): number | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.getTime()
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text(cell))
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined
}

/** Yuan with at most seven whole digits and two decimals, as cents; undefined otherwise. */
const centsOf = (cell: Cell): number | undefined => centsOfYuan(text(cell), 7) ?? undefined

const megabytes = (cell: Cell): number | undefined => {
  const t = text(cell)
  return t === '' ? 0 : /^\d{1,9}$/.test(t) ? Number(t) : undefined
}

type Parsed = { card: ParsedCard } | { reason: string; iccid: string }

function parseRow(cells: Cell[]): Parsed {
  const [iccidCell, operator, plan, yuan, total, used, activated, expires, remark] = cells
  const iccid = text(iccidCell)
  if (!isIccid(iccid)) return { reason: 'iccid', iccid }
  const monthlyPrice = centsOf(yuan)
  if (monthlyPrice === undefined || monthlyPrice <= 0) return { reason: 'price', iccid }
  const dataTotal = megabytes(total)
  const dataUsed = megabytes(used)
  if (dataTotal === undefined || dataUsed === undefined) return { reason: 'data', iccid }
  const expiresAt = timeOf(expires)
  const activatedAt = text(activated) === '' ? null : timeOf(activated)
  if (expiresAt === undefined || activatedAt === undefined) return { reason: 'dates', iccid }
  const card = { iccid, operator: text(operator), plan: text(plan), monthlyPrice, dataTotal, dataUsed }
  return { card: { ...card, activatedAt, expiresAt, remark: text(remark, 200) } }
}

/** The rows of the workbook's first sheet after its header, as cell values. */
async function sheetRows(data: Uint8Array): Promise<{ row: number; cells: Cell[] }[]> {
  await checkUnpacked('data', data, EXCEL_IMPORT_UNPACKED)
  const { Workbook } = (await import('exceljs')).default
  const book = new Workbook()
  try {
    await book.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer)
  } catch {
    return fail(Code.fileFormat, { field: 'data', accepted: ['xlsx'] })
  }
  const sheet = book.worksheets[0] ?? fail(Code.fileEmpty, { field: 'data' })
  const rows: { row: number; cells: Cell[] }[] = []
  sheet.eachRow((r, row) => {
    if (row === 1) return
    const cells = CARD_COLUMNS.map((_, i) => r.getCell(i + 1).value)
    if (cells.some((c) => text(c) !== '')) rows.push({ row, cells })
  })
  if (rows.length > MAX_CARD_IMPORT_ROWS) fail(Code.outOfRange, { field: 'data', max: MAX_CARD_IMPORT_ROWS })
  return rows
}

async function saveCard(
  db: Db,
  orgId: string,
  card: ParsedCard,
  now: number,
): Promise<CardImportRow['result'] | 'taken'> {
  const held = await db
    .selectFrom('iotCards')
    .select(['id', 'orgId'])
    .where('iccid', '=', card.iccid)
    .executeTakeFirst()
  if (held && held.orgId !== orgId) return 'taken'
  if (held) {
    await db
      .updateTable('iotCards')
      .set({ ...card, updatedAt: now })
      .where('id', '=', held.id)
      .execute()
    return 'updated'
  }
  await db
    .insertInto('iotCards')
    .values({ id: randomUUID(), orgId, ...card, createdAt: now, updatedAt: now })
    .execute()
  return 'added'
}

export async function importCards(
  db: Db,
  orgId: string,
  data: Uint8Array,
  now: number,
): Promise<CardImportRow[]> {
  const results: CardImportRow[] = []
  const seen = new Set<string>()
  for (const { row, cells } of await sheetRows(data)) {
    const parsed = parseRow(cells)
    if ('reason' in parsed) {
      results.push({ row, iccid: parsed.iccid, result: 'refused', reason: parsed.reason })
      continue
    }
    const { iccid } = parsed.card
    if (seen.has(iccid)) {
      results.push({ row, iccid, result: 'refused', reason: 'duplicate' })
      continue
    }
    seen.add(iccid)
    const result = await saveCard(db, orgId, parsed.card, now)
    results.push(
      result === 'taken' ? { row, iccid, result: 'refused', reason: 'taken' } : { row, iccid, result },
    )
  }
  return results
}
