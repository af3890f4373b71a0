// Excel exports (ExcelJS's streaming writer): the rows are written to the answer as they are read, a
// batch at a time, so a large export never sits whole in memory. Headers come in the reader's language;
// numbers stay numbers so a spreadsheet can sum them. ExcelJS is imported with the first export: it
// takes seconds to load, and the server starts without it.
import { PassThrough } from 'node:stream'
import type { FastifyReply } from 'fastify'

export type Cell = string | number | null

export interface Sheet {
  /** the file's name, without `.xlsx` */
  name: string
  sheet: string
  headers: readonly string[]
  /** the rows, in batches (each batch is committed to the stream before the next is read) */
  rows: AsyncIterable<readonly Cell[][]>
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Answers the request with the workbook, streamed; resolves once the answer has ended, which is when the
 * route table sees that the route answered by itself.
 */
export function sendWorkbook(reply: FastifyReply, book: Sheet): Promise<void> {
  const ended = new Promise<void>((done) => {
    reply.raw.once('finish', done)
    reply.raw.once('close', done)
  })
  const out = new PassThrough()
  const file = `${book.name}.xlsx`
  reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename="${file.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file)}`,
    )
    .header('cache-control', 'no-store')
  reply.send(out)
  void write(out, book).catch((error: unknown) => out.destroy(error as Error))
  return ended
}

async function write(out: PassThrough, book: Sheet): Promise<void> {
  const ExcelJS = (await import('exceljs')).default
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  const sheet = workbook.addWorksheet(book.sheet.slice(0, 31))
  sheet.columns = book.headers.map((header) => ({ header, width: Math.max(12, header.length * 2 + 4) }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  for await (const batch of book.rows) for (const row of batch) sheet.addRow(row).commit()
  sheet.commit()
  await workbook.commit()
}

/** Reads a query a batch at a time (offset paging works on both dialects). */
export async function* inBatches<T>(
  read: (offset: number, limit: number) => Promise<T[]>,
  max: number,
  size = 2000,
): AsyncIterable<T[]> {
  for (let offset = 0; offset < max; offset += size) {
    const batch = await read(offset, Math.min(size, max - offset))
    if (batch.length > 0) yield batch
    if (batch.length < size) return
  }
}
