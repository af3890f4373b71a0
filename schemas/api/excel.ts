// The data centre (issue 19; platform spec §2 `/manage/excel/*`, `/monitor/excel/*`): report groups (a
// tree), reports (the devices they read, a schedule, the roles that fill and read them, a spreadsheet
// template: excel-template.ts) and records (a report's copy at a time: the bound values frozen at
// generation, the inputs operators filled, and who filled what when). Bodies are form-encoded; a template
// travels as JSON text. Answers name devices and accounts by name as well as by id.
import Type, { type Static } from 'typebox'
import { Empty, Id, Name, OptionalId, PageOf, Paging, Text } from './common.ts'
import { CellKey, EXCEL_LIMITS, ExcelTemplate } from './excel-template.ts'

export const EXCEL_SCHEDULES = ['none', 'hourly', 'shift', 'daily', 'monthly'] as const
export type ExcelScheduleKind = (typeof EXCEL_SCHEDULES)[number]
export const EXCEL_RECORD_STATUSES = ['generated', 'filled'] as const
/** base64 of an imported .xlsx (about 700 KB of file) */
export const EXCEL_IMPORT_BASE64_CHARS = 960_000
/**
 * What an imported .xlsx may unpack to (10008 beyond), checked before it is parsed: a template's 10
 * sheets of 20,000 cells take a few MiB of XML; a zip bomb of the same file size takes hundreds.
 */
export const EXCEL_IMPORT_UNPACKED = { inflatedBytes: 32 * 1024 * 1024, entries: 1000 }
export const EXCEL_REPORT_LIMITS = { devices: 50, roles: 50, shifts: 6, groupDepth: 10, groupChildren: 500 }

/** A shift starts at `start` (HH:mm, the report's clock) and lasts until the next shift's start. */
export const ExcelShift = Type.Object({
  name: Text(32, 1),
  start: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
})
export type ExcelShift = Static<typeof ExcelShift>

/** When records are made by the server: at each period's end, for that period (`shift` needs shifts). */
export const ExcelSchedule = Type.Object({
  kind: Type.Enum(EXCEL_SCHEDULES),
  shifts: Type.Optional(Type.Array(ExcelShift, { maxItems: EXCEL_REPORT_LIMITS.shifts })),
})
export type ExcelSchedule = Static<typeof ExcelSchedule>

const RoleIds = Type.Array(Id, { maxItems: EXCEL_REPORT_LIMITS.roles })
/** The report's clock: minutes east of UTC (hours, shifts, days and months are counted on it). */
const UtcOffset = Type.Integer({ minimum: -720, maximum: 840 })

// ---- groups ----

export const ExcelGroup = Type.Object({
  id: Type.String(),
  name: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
})
export type ExcelGroup = Static<typeof ExcelGroup>
export const ExcelGroupAddBody = Type.Object({
  name: Name,
  parentId: OptionalId,
  sort: Type.Optional(Type.Integer()),
})
export const ExcelGroupEditBody = Type.Object({
  id: Id,
  name: Type.Optional(Name),
  parentId: OptionalId,
  sort: Type.Optional(Type.Integer()),
})
export const ExcelIdBody = Type.Object({ id: Id })

// ---- reports ----

const NamedRef = Type.Object({ id: Type.String(), name: Type.String() })

export const ExcelSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  groupId: Type.Union([Type.String(), Type.Null()]),
  devices: Type.Array(NamedRef),
  schedule: ExcelSchedule,
  fillerRoles: Type.Array(NamedRef),
  readerRoles: Type.Array(NamedRef),
  utcOffsetMinutes: Type.Integer(),
  /** what the caller may do with it */
  canFill: Type.Boolean(),
  canManage: Type.Boolean(),
  updatedAt: Type.Integer(),
})
export type ExcelSummary = Static<typeof ExcelSummary>

export const Excel = Type.Object({ ...ExcelSummary.properties, template: ExcelTemplate })
export type Excel = Static<typeof Excel>

export const ExcelQueryBody = Type.Object({
  groupId: OptionalId,
  /** a part of the name */
  name: Type.Optional(Text(64)),
  ...Paging,
})

/** Empty role lists: every account of the enterprise with the key may fill (`excel_fill`) or read. */
export const ExcelAddBody = Type.Object({
  name: Name,
  groupId: OptionalId,
  deviceIds: Type.Array(Id, { maxItems: EXCEL_REPORT_LIMITS.devices }),
  schedule: ExcelSchedule,
  fillerRoleIds: RoleIds,
  readerRoleIds: RoleIds,
  utcOffsetMinutes: Type.Optional(UtcOffset),
})
export type ExcelAddBody = Static<typeof ExcelAddBody>

/** Fields left out are kept. */
export const ExcelEditBody = Type.Object({
  id: Id,
  name: Type.Optional(Name),
  groupId: OptionalId,
  deviceIds: Type.Optional(Type.Array(Id, { maxItems: EXCEL_REPORT_LIMITS.devices })),
  schedule: Type.Optional(ExcelSchedule),
  fillerRoleIds: Type.Optional(RoleIds),
  readerRoleIds: Type.Optional(RoleIds),
  utcOffsetMinutes: Type.Optional(UtcOffset),
})
export type ExcelEditBody = Static<typeof ExcelEditBody>

/** `template` is the whole document (ExcelTemplate) as JSON text; bound signals must be of the report's devices. */
export const ExcelTemplateSaveBody = Type.Object({ id: Id, template: Text(EXCEL_LIMITS.templateChars, 2) })

/**
 * An .xlsx file, base64, read as a template (answered, not saved): cells, formulas, merges, widths,
 * heights and styles; bindings and inputs from the hidden sheet `lfscada` that template exports write.
 */
export const ExcelTemplateImportBody = Type.Object({
  data: Type.String({ minLength: 4, maxLength: EXCEL_IMPORT_BASE64_CHARS, pattern: '^[A-Za-z0-9+/]+=*$' }),
})

/** The signals the report's devices hold, for binding cells. */
export const ExcelSignal = Type.Object({
  deviceId: Type.String(),
  deviceName: Type.String(),
  signalId: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  /** the decimal places its values show with (platform spec §3 Variable) */
  decimals: Type.Integer(),
})

// ---- records ----

export const ExcelRecordSummary = Type.Object({
  id: Type.String(),
  excelId: Type.String(),
  /** the time the record stands for (a scheduled record: its period's start), epoch ms */
  time: Type.Integer(),
  periodStart: Type.Integer(),
  periodEnd: Type.Integer(),
  status: Type.Enum(EXCEL_RECORD_STATUSES),
  source: Type.Enum(['schedule', 'manual']),
  /** login name of whoever made it by hand; '' for the schedule */
  createdBy: Type.String(),
  createdAt: Type.Integer(),
  filledAt: Type.Union([Type.Integer(), Type.Null()]),
})
export type ExcelRecordSummary = Static<typeof ExcelRecordSummary>

export const ExcelFillEntry = Type.Object({
  key: Type.String(),
  value: Type.Union([Type.String(), Type.Number(), Type.Null()]),
  previous: Type.Union([Type.String(), Type.Number(), Type.Null()]),
  by: Type.String(),
  at: Type.Integer(),
})
export type ExcelFillEntry = Static<typeof ExcelFillEntry>

export const ExcelRecord = Type.Object({
  ...ExcelRecordSummary.properties,
  /** the template as it was at generation */
  template: ExcelTemplate,
  /** bound cells' values frozen at generation, by cell key (null: no data in the period) */
  values: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()])),
  /** input cells filled so far, by cell key (numbers as numbers) */
  inputs: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** who filled what and when, oldest first */
  audit: Type.Array(ExcelFillEntry),
})
export type ExcelRecord = Static<typeof ExcelRecord>

export const ExcelRecordQueryBody = Type.Object({
  excelId: Id,
  /** records whose time is within [start, end], epoch ms */
  start: Type.Optional(Type.Integer({ minimum: 0 })),
  end: Type.Optional(Type.Integer({ minimum: 0 })),
  status: Type.Optional(Type.Enum(EXCEL_RECORD_STATUSES)),
  ...Paging,
})

/** A record made by hand for `time` (epoch ms): its period is the schedule's period holding `time`. */
export const ExcelGenerateBody = Type.Object({ excelId: Id, time: Type.Integer({ minimum: 0 }) })

/** Input cells to set (a value '' clears one); numbers as text in a form. */
export const ExcelFillBody = Type.Object({
  id: Id,
  inputs: Type.Array(Type.Object({ key: CellKey, value: Text(2000) }), {
    minItems: 1,
    maxItems: EXCEL_LIMITS.inputs,
  }),
})
export type ExcelFillBody = Static<typeof ExcelFillBody>

export const EXCEL_ENDPOINTS = {
  'excel/group/query': { body: Empty, answer: Type.Array(ExcelGroup) },
  'excel/group/add': { body: ExcelGroupAddBody, answer: ExcelGroup },
  'excel/group/edit': { body: ExcelGroupEditBody, answer: ExcelGroup },
  'excel/group/delete': { body: ExcelIdBody, answer: Type.Null() },
  'excel/query': { body: ExcelQueryBody, answer: PageOf(ExcelSummary) },
  'excel/info': { body: ExcelIdBody, answer: Excel },
  'excel/signals': { body: ExcelIdBody, answer: Type.Array(ExcelSignal) },
  'excel/roles': { body: Empty, answer: Type.Array(NamedRef) },
  'excel/add': { body: ExcelAddBody, answer: Excel },
  'excel/edit': { body: ExcelEditBody, answer: Excel },
  'excel/delete': { body: ExcelIdBody, answer: Type.Null() },
  'excel/template/save': { body: ExcelTemplateSaveBody, answer: Excel },
  'excel/template/import': { body: ExcelTemplateImportBody, answer: ExcelTemplate },
  'excel/record/query': { body: ExcelRecordQueryBody, answer: PageOf(ExcelRecordSummary) },
  'excel/record/info': { body: ExcelIdBody, answer: ExcelRecord },
  'excel/record/generate': { body: ExcelGenerateBody, answer: ExcelRecord },
  'excel/record/fill': { body: ExcelFillBody, answer: ExcelRecord },
  'excel/record/delete': { body: ExcelIdBody, answer: Type.Null() },
} as const
