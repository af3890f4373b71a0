// An alarm table's Excel export: the records alarm/queryAll answers, the columns the table shows, headers
// and the type and level words in the reader's language, times on the reader's clock.
import { ALARM_TABLE_TEXTS } from '../../core/i18n/alarm-table.ts'
import type { Lang } from '../../core/kernel/index.ts'
import { ALARM_EXPORT_COLUMNS, type AlarmExportBody } from '../../schemas/api/live.ts'
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import { type Cell, inBatches, type Sheet } from '../views/excel.ts'
import { type alarmRecordsQuery, alarmView } from './records.ts'

type Column = (typeof ALARM_EXPORT_COLUMNS)[number]
type Texts = typeof ALARM_TABLE_TEXTS

const word = (key: keyof Texts, lang: Lang) => ALARM_TABLE_TEXTS[key][lang]

/** `YYYY-MM-DD HH:mm:ss` at `offset` minutes east of UTC; blank for no time. */
export function clockTime(t: number | null, offset: number): string {
  if (t === null) return ''
  return new Date(t + offset * 60_000).toISOString().slice(0, 19).replace('T', ' ')
}

function cellOf(column: Column, r: AlarmRecordView, lang: Lang, offset: number): Cell {
  switch (column) {
    case 'equipTitle':
      return r.equipTitle
    case 'type':
      return word(`type.${r.type}`, lang)
    case 'alarmLevelId':
      return word(`level.${r.level}`, lang)
    case 'gmtTrigger':
      return clockTime(r.gmtTrigger, offset)
    case 'gmtRelease':
      return r.gmtRelease === null ? word('alarming', lang) : clockTime(r.gmtRelease, offset)
    case 'value': {
      // a plain number stays a number for the spreadsheet; formatted values (unit, state text) stay text
      const n = Number(r.value)
      return r.value.trim() !== '' && Number.isFinite(n) ? n : r.value
    }
    case 'msg':
      return r.msg
    case 'confirm':
      return r.confirmedAt === null
        ? ''
        : word('acknowledged', lang)
            .replace('{{who}}', r.confirmedBy ?? '')
            .replace('{{when}}', clockTime(r.confirmedAt, offset))
  }
}

export function alarmExportSheet(
  query: ReturnType<typeof alarmRecordsQuery>,
  body: AlarmExportBody,
  lang: Lang,
  max: number,
): Sheet {
  const columns = (body.columns?.split(',') as Column[] | undefined) ?? [...ALARM_EXPORT_COLUMNS]
  const offset = body.timeZoneOffset ?? 0
  const rows = inBatches((at, limit) => query.offset(at).limit(limit).execute(), max)
  return {
    name: `${word('sheet', lang)}-${clockTime(Date.now(), offset).slice(0, 10)}`,
    sheet: word('sheet', lang),
    headers: columns.map((c) => word(`col.${c}`, lang)),
    rows: (async function* () {
      for await (const batch of rows)
        yield batch.map((row) => columns.map((c) => cellOf(c, alarmView(row), lang, offset)))
    })(),
  }
}
