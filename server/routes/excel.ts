// The data centre's groups, reports and templates (issue 19; platform spec `/manage/excel/*`): managed
// with `manage_excel`; listed and read by whoever may read a report (server/excel/reports.ts). A
// template is saved as JSON text or read from an uploaded .xlsx, and exported as one (bindings in its
// hidden sheet `lfscada`, server/excel/xlsx.ts).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { ExcelIdBody, type ExcelSummary } from '../../schemas/api/excel.ts'
import { EMPTY_TEMPLATE } from '../../schemas/api/excel-template.ts'
import { assertEmptyGroup, groupsOf, placeUnder } from '../excel/groups.ts'
import {
  accessTo,
  checkBindings,
  checkedTemplate,
  excelView,
  ofEnterprise,
  readableExcel,
  roleOf,
  summariesOf,
  templateOf,
} from '../excel/reports.ts'
import { firstRun } from '../excel/schedule.ts'
import { sendFile } from '../excel/send.ts'
import { templateOfWorkbook, workbookOf } from '../excel/xlsx.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { ExcelGroupTable, ExcelTable } from '../storage/tables/excel.ts'
import type { Caller } from '../tenancy/caller.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const groupView = (g: ExcelGroupTable) => ({
  id: g.id,
  name: g.name,
  parentId: g.parentId,
  sort: Number(g.sort),
})

const groupOf = (db: Db, caller: Caller, id: string) => ofEnterprise(db, 'excelGroups', caller, id)
const managedExcel = (db: Db, caller: Caller, id: string) => ofEnterprise(db, 'excels', caller, id)

const json = (ids: readonly string[]) => JSON.stringify([...new Set(ids)])

const groupRoutes = [
  endpoint('excel/group/query', {
    summary: "the enterprise's report groups as a flat list (parentId, sort)",
    auth: 'user',
    handler: async ({ caller, s }) => (await groupsOf(s.db, caller.orgId)).map(groupView),
  }),

  endpoint('excel/group/add', {
    summary: 'add a report group (1201 beyond 10 levels, 1202 over 500 under one parent)',
    auth: 'manage_excel',
    idFields: { parentId: 'excelGroup' },
    handler: async ({ body, caller, s, now }) => {
      const parentId = body.parentId || null
      placeUnder(await groupsOf(s.db, caller.orgId), parentId)
      const row = {
        id: randomUUID(),
        orgId: caller.orgId,
        name: body.name.trim(),
        parentId,
        sort: body.sort ?? 0,
        createdAt: now,
        updatedAt: now,
      }
      await s.db.insertInto('excelGroups').values(row).execute()
      return groupView(row)
    },
  }),

  endpoint('excel/group/edit', {
    summary: 'rename, move (10001 under itself; 1201, 1202) or reorder a report group',
    auth: 'manage_excel',
    idFields: { id: 'excelGroup', parentId: 'excelGroup' },
    handler: async ({ body, caller, s, now }) => {
      const row = await groupOf(s.db, caller, body.id)
      const parentId = body.parentId === undefined ? row.parentId : body.parentId || null
      if (parentId !== row.parentId) placeUnder(await groupsOf(s.db, caller.orgId), parentId, row.id)
      const next = {
        name: body.name?.trim() ?? row.name,
        parentId,
        sort: body.sort ?? Number(row.sort),
        updatedAt: now,
      }
      await s.db.updateTable('excelGroups').set(next).where('id', '=', row.id).execute()
      return groupView({ ...row, ...next })
    },
  }),

  endpoint('excel/group/delete', {
    summary: 'delete an empty report group (10004 while it holds groups or reports)',
    auth: 'manage_excel',
    idFields: { id: 'excelGroup' },
    handler: async ({ body, caller, s }) => {
      const row = await groupOf(s.db, caller, body.id)
      await assertEmptyGroup(s.db, row.id)
      await s.db.deleteFrom('excelGroups').where('id', '=', row.id).execute()
      return null
    },
  }),
]

const reportRoutes = [
  endpoint('excel/query', {
    summary: 'the reports the caller may read, by name (`groupId`, part of `name`), paged',
    auth: 'user',
    idFields: { groupId: 'excelGroup' },
    handler: async ({ body, caller, s }) => {
      let q = s.db.selectFrom('excels').selectAll().where('orgId', '=', caller.orgId)
      if (body.groupId) q = q.where('groupId', '=', body.groupId)
      const part = body.name?.trim().toLowerCase() ?? ''
      const role = await roleOf(s.db, caller)
      // readers are a role rule on each report: filtered here (an enterprise's reports are few)
      const rows = (await q.orderBy('name').execute()).filter(
        (r) => r.name.toLowerCase().includes(part) && accessTo(r, caller, role).read,
      )
      const pageNo = body.pageNo ?? 1
      const pageSize = body.pageSize ?? 10
      const page = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize)
      const list: ExcelSummary[] = await summariesOf(s.db, page, (r) => accessTo(r, caller, role))
      return { list, total: rows.length, pageNo, pageSize }
    },
  }),

  endpoint('excel/info', {
    summary: 'a report with its template (90003 when the caller may not read it)',
    auth: 'user',
    idFields: { id: 'excel' },
    handler: async ({ body, caller, s }) => {
      const { row, access } = await readableExcel(s.db, caller, body.id)
      return excelView(s.db, row, access)
    },
  }),

  endpoint('excel/signals', {
    summary: "the signals of a report's devices, to bind cells to",
    auth: 'user',
    idFields: { id: 'excel' },
    handler: async ({ body, caller, s }) => {
      const { row } = await readableExcel(s.db, caller, body.id)
      const devices = JSON.parse(row.deviceIds) as string[]
      if (devices.length === 0) return []
      return s.db
        .selectFrom('variables')
        .innerJoin('devices', 'devices.id', 'variables.deviceId')
        .select([
          'variables.deviceId as deviceId',
          'devices.name as deviceName',
          'variables.id as signalId',
          'variables.name as name',
          'variables.unit as unit',
          'variables.decimals as decimals',
        ])
        .where('variables.deviceId', 'in', devices)
        .orderBy('devices.name')
        .orderBy('variables.name')
        .execute() as Promise<
        {
          deviceId: string
          deviceName: string
          signalId: string
          name: string
          unit: string
          decimals: number
        }[]
      >
    },
  }),

  endpoint('excel/roles', {
    summary: "the enterprise's roles by name, to choose a report's fillers and readers",
    auth: 'manage_excel',
    handler: async ({ caller, s }) =>
      s.db
        .selectFrom('roles')
        .select(['id', 'name'])
        .where('orgId', '=', caller.orgId)
        .orderBy('name')
        .execute(),
  }),

  endpoint('excel/add', {
    summary: 'add a report: group, devices it reads, schedule, filler and reader roles, clock',
    auth: 'manage_excel',
    idFields: { groupId: 'excelGroup', deviceIds: 'device', fillerRoleIds: 'role', readerRoleIds: 'role' },
    handler: async ({ body, caller, s, now }) => {
      const row: ExcelTable = {
        id: randomUUID(),
        orgId: caller.orgId,
        name: body.name.trim(),
        groupId: body.groupId || null,
        deviceIds: json(body.deviceIds),
        schedule: JSON.stringify(body.schedule),
        fillerRoleIds: json(body.fillerRoleIds),
        readerRoleIds: json(body.readerRoleIds),
        utcOffset: body.utcOffsetMinutes ?? 480,
        template: JSON.stringify(EMPTY_TEMPLATE),
        nextRunAt: null,
        createdBy: caller.loginname,
        createdAt: now,
        updatedAt: now,
      }
      row.nextRunAt = firstRun(row, now)
      await s.db.insertInto('excels').values(row).execute()
      return excelView(s.db, row, accessTo(row, caller, null))
    },
  }),

  endpoint('excel/edit', {
    summary: 'change a report (fields left out are kept); its template’s bindings must stay on its devices',
    auth: 'manage_excel',
    idFields: {
      id: 'excel',
      groupId: 'excelGroup',
      deviceIds: 'device',
      fillerRoleIds: 'role',
      readerRoleIds: 'role',
    },
    handler: async ({ body, caller, s, now }) => {
      const row = await managedExcel(s.db, caller, body.id)
      const next: ExcelTable = {
        ...row,
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.groupId !== undefined && { groupId: body.groupId || null }),
        ...(body.deviceIds && { deviceIds: json(body.deviceIds) }),
        ...(body.schedule && { schedule: JSON.stringify(body.schedule) }),
        ...(body.fillerRoleIds && { fillerRoleIds: json(body.fillerRoleIds) }),
        ...(body.readerRoleIds && { readerRoleIds: json(body.readerRoleIds) }),
        ...(body.utcOffsetMinutes !== undefined && { utcOffset: body.utcOffsetMinutes }),
        updatedAt: now,
      }
      if (body.deviceIds) await checkBindings(s.db, next, templateOf(next))
      if (body.schedule || body.utcOffsetMinutes !== undefined) next.nextRunAt = firstRun(next, now)
      const { id: _id, orgId: _org, createdAt: _c, ...changes } = next
      await s.db.updateTable('excels').set(changes).where('id', '=', row.id).execute()
      return excelView(s.db, next, accessTo(next, caller, await roleOf(s.db, caller)))
    },
  }),

  endpoint('excel/delete', {
    summary: 'delete a report and its records',
    auth: 'manage_excel',
    idFields: { id: 'excel' },
    handler: async ({ body, caller, s }) => {
      const row = await managedExcel(s.db, caller, body.id)
      await s.db.deleteFrom('excelRecords').where('excelId', '=', row.id).execute()
      await s.db.deleteFrom('excels').where('id', '=', row.id).execute()
      return null
    },
  }),
]

const templateRoutes = [
  endpoint('excel/template/save', {
    summary: "save a report's template (JSON text; 10001 malformed, 90003 a signal not of its devices)",
    auth: 'manage_excel',
    idFields: { id: 'excel' },
    handler: async ({ body, caller, s, now }) => {
      const row = await managedExcel(s.db, caller, body.id)
      const template = JSON.stringify(await checkedTemplate(s.db, row, body.template))
      await s.db.updateTable('excels').set({ template, updatedAt: now }).where('id', '=', row.id).execute()
      return excelView(
        s.db,
        { ...row, template, updatedAt: now },
        accessTo(row, caller, await roleOf(s.db, caller)),
      )
    },
  }),

  endpoint('excel/template/import', {
    summary:
      'read an .xlsx (base64) as a template: cells, formulas, merges, widths, styles, bindings (not saved; 10007 not a workbook; 10008 unpacks past 32 MiB or 1,000 entries)',
    auth: 'manage_excel',
    handler: async ({ body }) =>
      (await templateOfWorkbook(Buffer.from(body.data, 'base64'))) ?? fail(Code.fileFormat),
  }),

  route({
    path: 'excel/template/export',
    summary: "a report's template as an .xlsx, its bindings in the hidden sheet `lfscada`",
    bodySchema: ExcelIdBody,
    auth: 'manage_excel',
    idFields: { id: 'excel' },
    handler: async ({ body, caller, s, reply }) => {
      const row = await managedExcel(s.db, caller, body.id)
      sendFile(reply, `${row.name}`, await workbookOf(templateOf(row)))
    },
  }),
]

export const excelRoutes = [...groupRoutes, ...reportRoutes, ...templateRoutes]
