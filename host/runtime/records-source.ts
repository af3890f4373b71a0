// The runtime's record sources for table widgets (core/kernel WidgetRecords): alarm records of a device
// list over `alarm/query` within the page's project, acknowledgement with `alarm/confirm`, the Excel
// file of `alarm/export` downloaded as the table shows it, and a live watch: one device socket per
// device granted its alarms only (no signal values), whose alarm frames (raised or cleared) call the
// table back. History tables
// page through `custom/report/data/query` and download `custom/report/data/export`.
import type { ApiClient } from '../../core/api/index.ts'
import type { AlarmTableQuery, HistoryTableQuery, Lang, WidgetRecords } from '../../core/kernel/index.ts'
import type { AlarmQueryBody } from '../../schemas/api/live.ts'

const STATE: Record<AlarmTableQuery['state'], AlarmQueryBody['state']> = {
  all: undefined,
  active: 'alarming',
  history: 'resolved',
}

function filterOf(q: AlarmTableQuery, projectId: string | undefined) {
  const state = STATE[q.state]
  return {
    ...(projectId ? { projectId } : {}),
    equipmentIds: q.equipmentIds.join(','),
    ...(state ? { state } : {}),
    ...(q.startTime !== undefined ? { startTime: Math.round(q.startTime) } : {}),
    ...(q.endTime !== undefined ? { endTime: Math.round(q.endTime) } : {}),
  }
}

/** Saves a downloaded file under its name (the browser's download). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The file name of a Content-Disposition header (its UTF-8 form first). */
function fileName(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  return utf8 ? decodeURIComponent(utf8) : fallback
}

/** Posts an export call and saves the Excel file it answers (an error answer throws its message). */
async function download(api: ApiClient, path: string, body: object, lang: Lang): Promise<void> {
  const response = await fetch(`${api.baseUrl}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({ ...body, timeZoneOffset: -new Date().getTimezoneOffset() }),
  })
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || !type.includes('spreadsheet')) {
    const answer = (await response.json().catch(() => ({}))) as { msg?: string }
    throw new Error(answer.msg || String(response.status))
  }
  save(await response.blob(), fileName(response.headers.get('content-disposition'), 'export.xlsx'))
}

/** A history table's query as the custom report calls take it. */
function reportOf(q: HistoryTableQuery, projectId: string | undefined) {
  return {
    ...(projectId ? { projectId } : {}),
    signalIds: [...q.signalIds],
    source: q.source,
    interval: Math.max(1, Math.round(q.interval)),
    aggregation: q.aggregation,
    startTime: Math.round(q.startTime),
    endTime: Math.round(q.endTime),
  }
}

export function apiRecordSource(api: ApiClient, projectId: string | undefined): WidgetRecords {
  return {
    alarms: {
      async query(q) {
        if (q.equipmentIds.length === 0) return { list: [], total: 0 }
        const page = await api.call('alarm/query', {
          ...filterOf(q, projectId),
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        })
        return { list: page.list, total: page.total }
      },
      async acknowledge(id) {
        await api.call('alarm/confirm', { id })
      },
      export: (q, columns, lang: Lang) =>
        download(api, 'alarm/export', { ...filterOf(q, projectId), columns: columns.join(',') }, lang),
      watch(equipmentIds, onChange) {
        const stops = equipmentIds.map((equipmentId) =>
          api.subscribeDevice(
            { equipmentId, dataSignal: [], alarmsOnly: true },
            { signalAlarm: onChange, gatewayAlarm: onChange },
          ),
        )
        return () => {
          for (const stop of stops) stop()
        }
      },
    },
    reports: {
      async query(q) {
        if (q.signalIds.length === 0) return { list: [], total: 0 }
        const page = await api.call('custom/report/data/query', {
          ...reportOf(q, projectId),
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        })
        return { list: page.list, total: page.total }
      },
      export: (q, columns, lang) =>
        download(
          api,
          'custom/report/data/export',
          {
            ...reportOf(q, projectId),
            titles: columns.map((c) => c.title),
            decimals: columns.map((c) => c.decimals ?? null),
          },
          lang,
        ),
    },
  }
}
