// Records of the data centre (issue 19; platform spec `/monitor/excel/{excelId}`, `page/fill`,
// `page/read`, `info/scan`): listed and read by a report's readers, made by hand and filled by its
// fillers (`excel_fill`; every change audited), deleted by managers, exported as .xlsx with the
// template's formatting and the record's frozen values. Scheduled records: server/excel/schedule.ts.
import { Code } from '../../core/i18n/codes.ts'
import { ExcelIdBody } from '../../schemas/api/excel.ts'
import { recordRow, signalDecimals } from '../excel/generate.ts'
import { filled, recordSummary, recordView } from '../excel/records.ts'
import { type Access, ofEnterprise, readableExcel } from '../excel/reports.ts'
import { sendFile } from '../excel/send.ts'
import { workbookOf } from '../excel/xlsx.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { ExcelRecordTable, ExcelTable } from '../storage/tables/excel.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

/** A record of a report the caller may read (90003 otherwise), with the report and the caller's rights. */
async function readableRecord(
  db: Db,
  caller: Caller,
  id: string,
): Promise<{ record: ExcelRecordTable; row: ExcelTable; access: Access }> {
  const record = await ofEnterprise(db, 'excelRecords', caller, id)
  return { record, ...(await readableExcel(db, caller, record.excelId)) }
}

const must = (allowed: boolean) => {
  if (!allowed) fail(Code.noAccess)
}

export const excelRecordRoutes = [
  endpoint('excel/record/query', {
    summary: "a report's records, newest first (time within `start`..`end`, `status`), paged",
    auth: 'user',
    idFields: { excelId: 'excel' },
    handler: async ({ body, caller, s }) => {
      const { row } = await readableExcel(s.db, caller, body.excelId)
      let q = s.db.selectFrom('excelRecords').selectAll().where('excelId', '=', row.id)
      if (body.start !== undefined) q = q.where('time', '>=', body.start)
      if (body.end !== undefined) q = q.where('time', '<=', body.end)
      if (body.status) q = q.where('status', '=', body.status)
      return pageOf(q.orderBy('time', 'desc').orderBy('createdAt', 'desc'), body, recordSummary)
    },
  }),

  endpoint('excel/record/info', {
    summary: 'a record: its template as generated, frozen values, inputs and fill audit',
    auth: 'user',
    idFields: { id: 'excelRecord' },
    handler: async ({ body, caller, s }) => recordView((await readableRecord(s.db, caller, body.id)).record),
  }),

  endpoint('excel/record/generate', {
    summary: "make a record by hand for a time, its bound values read from stored history (fillers' right)",
    auth: 'excel_fill',
    idFields: { excelId: 'excel' },
    handler: async ({ body, caller, s, now }) => {
      const { row, access } = await readableExcel(s.db, caller, body.excelId)
      must(access.fill)
      const record = await recordRow(s.db, row, {
        time: body.time,
        source: 'manual',
        createdBy: caller.loginname,
        now,
      })
      await s.db.insertInto('excelRecords').values(record).execute()
      return recordView(record)
    },
  }),

  endpoint('excel/record/fill', {
    summary:
      "fill a record's input cells (10002 not a number, 10005 out of min..max, 10001 not an input, a choice or too long); audited",
    auth: 'excel_fill',
    idFields: { id: 'excelRecord' },
    handler: async ({ body, caller, s, now }) => {
      const { record, access } = await readableRecord(s.db, caller, body.id)
      must(access.fill)
      const f = filled(record, body, caller.loginname, now)
      const next: ExcelRecordTable = {
        ...record,
        inputs: JSON.stringify(f.inputs),
        audit: JSON.stringify(f.audit),
        status: f.status,
        filledAt: f.status === 'filled' ? (record.filledAt ?? now) : null,
        updatedAt: now,
      }
      await s.db
        .updateTable('excelRecords')
        .set({
          inputs: next.inputs,
          audit: next.audit,
          status: next.status,
          filledAt: next.filledAt,
          updatedAt: now,
        })
        .where('id', '=', record.id)
        .execute()
      return recordView(next)
    },
  }),

  endpoint('excel/record/delete', {
    summary: 'delete a record (managers)',
    auth: 'manage_excel',
    idFields: { id: 'excelRecord' },
    handler: async ({ body, caller, s }) => {
      const { record } = await readableRecord(s.db, caller, body.id)
      await s.db.deleteFrom('excelRecords').where('id', '=', record.id).execute()
      return null
    },
  }),

  route({
    path: 'excel/record/export',
    summary: 'a record as an .xlsx: the template’s formatting and formulas, frozen values and inputs',
    bodySchema: ExcelIdBody,
    auth: 'user',
    idFields: { id: 'excelRecord' },
    handler: async ({ body, caller, s, reply }) => {
      const { record, row } = await readableRecord(s.db, caller, body.id)
      const view = recordView(record)
      const day = new Date(view.time + row.utcOffset * 60_000)
        .toISOString()
        .slice(0, 16)
        .replace(/[T:]/g, '-')
      const decimals = await signalDecimals(s.db, row, view.template)
      sendFile(reply, `${row.name}-${day}`, await workbookOf(view.template, { ...view, decimals }))
    },
  }),
]
