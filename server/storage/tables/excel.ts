// Row shapes of the data centre (migration 0019): report groups, reports and their records. JSON
// documents are text (schemas/api/excel.ts and excel-template.ts give their shapes).

export interface ExcelGroupTable {
  id: string
  orgId: string
  name: string
  parentId: string | null
  sort: number
  createdAt: number
  updatedAt: number
}

export interface ExcelTable {
  id: string
  orgId: string
  name: string
  groupId: string | null
  /** JSON arrays of ids */
  deviceIds: string
  fillerRoleIds: string
  readerRoleIds: string
  /** ExcelSchedule as JSON */
  schedule: string
  /** the report's clock, minutes east of UTC */
  utcOffset: number
  /** ExcelTemplate as JSON */
  template: string
  /** when the scheduler next makes a record (a period's end); null without a schedule */
  nextRunAt: number | null
  createdBy: string
  createdAt: number
  updatedAt: number
}

export interface ExcelRecordTable {
  id: string
  orgId: string
  excelId: string
  time: number
  periodStart: number
  periodEnd: number
  /** generated | filled */
  status: string
  /** schedule | manual */
  source: string
  /** a scheduled record's period start (unique per report); null for records made by hand */
  scheduleKey: number | null
  createdBy: string
  filledAt: number | null
  /** the template as it was at generation (JSON) */
  template: string
  /** bound values by cell key (JSON) */
  vals: string
  /** filled inputs by cell key (JSON) */
  inputs: string
  /** JSON array of ExcelFillEntry */
  audit: string
  createdAt: number
  updatedAt: number
}
