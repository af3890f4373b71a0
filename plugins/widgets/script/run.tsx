// Running a script widget's script: the period param, the run through the host's sandbox (runtime only;
// the designer draws sample rows), a re-run each minute, and the rows the drawings read.
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import type { Lang, WidgetViewProps } from '../../../core/kernel/index.ts'
import type { TimeUnit } from './schema.ts'

/** How often a shown script runs again (ms). */
export const SCRIPT_REFRESH_MS = 60_000

export interface ScriptParam {
  offset: number
  timeUnit: TimeUnit
  length: number
  startTime: number
  endTime: number
  [key: string]: unknown
}

const DAYJS_UNIT = { hour: 'hour', date: 'day', week: 'week', month: 'month', year: 'year' } as const

/** `length` periods of `timeUnit` from the one `offset` periods from `now` (offset -1, date: yesterday). */
export function scriptParam(
  data: { offset?: number; timeUnit?: TimeUnit; length?: number },
  now: number,
): ScriptParam {
  const timeUnit = data.timeUnit ?? 'date'
  const unit = DAYJS_UNIT[timeUnit] ?? 'day'
  const offset = data.offset ?? -1
  const length = data.length ?? 1
  const start = dayjs(now).startOf(unit).add(offset, unit)
  return {
    offset,
    timeUnit,
    length,
    startTime: start.valueOf(),
    endTime: start.add(length, unit).valueOf(),
  }
}

export type Row = Record<string, unknown>

/** Rows drawn in the designer, where no script runs. */
export const SAMPLE_ROWS: Row[] = [
  { name: 'A', value: 30 },
  { name: 'B', value: 55 },
  { name: 'C', value: 42 },
]

const TEXTS = {
  failed: { zh: '脚本出错：', en: 'Script failed: ' },
  timeout: { zh: '脚本运行超时', en: 'The script took too long' },
  notRows: { zh: '脚本返回的不是行的列表', en: 'The script did not return a list of rows' },
  noSandbox: { zh: '脚本仅在运行时执行', en: 'Scripts run at runtime only' },
} as const

/** A failure as the widget shows it. */
export function scriptErrorText(e: unknown, lang: Lang): string {
  if (e instanceof Error && (e as { timeout?: boolean }).timeout) return TEXTS.timeout[lang]
  const message = e instanceof Error ? e.message : String(e)
  return message === 'notRows' ? TEXTS.notRows[lang] : TEXTS.failed[lang] + message
}

export interface ScriptRows {
  rows: Row[]
  error?: string
  loading: boolean
}

/** What running a script reads of a script widget's data: the script and its period (`length`: some). */
type ScriptFields = Parameters<typeof scriptParam>[0] & { script: string }

/** The rows of the widget's script: sample rows in the designer, the script's own at runtime. */
export function useScriptRows(
  props: Pick<WidgetViewProps<{ data: ScriptFields }>, 'widget' | 'mode' | 'runScript' | 'lang'>,
): ScriptRows {
  const { widget, mode, runScript, lang } = props
  const data = widget.data
  const live = mode === 'runtime' && runScript !== undefined
  const [state, setState] = useState<ScriptRows>({ rows: live ? [] : SAMPLE_ROWS, loading: live })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the script and its period are what re-runs it
  useEffect(() => {
    if (!live || !runScript) return
    let current = true
    const go = () =>
      runScript(data.script, scriptParam(data, Date.now())).then(
        (rows) => {
          if (!current) return
          if (!Array.isArray(rows))
            setState({ rows: [], loading: false, error: scriptErrorText(new Error('notRows'), lang) })
          else
            setState({
              rows: rows.filter((r): r is Row => typeof r === 'object' && r !== null),
              loading: false,
            })
        },
        (e: unknown) => current && setState({ rows: [], loading: false, error: scriptErrorText(e, lang) }),
      )
    void go()
    const timer = setInterval(go, SCRIPT_REFRESH_MS)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [live, runScript, data.script, data.offset, data.timeUnit, data.length, lang])
  return state
}

/** A cell's text: numbers with at most 3 decimals (no float noise), times never as raw numbers. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(3)))
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

/** The error line a script widget shows in its own box. */
export function ScriptErrorBox({ error }: { error: string }) {
  return (
    <div
      role="alert"
      data-script-error="true"
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 8,
        color: '#cf1322',
        background: '#fff1f0',
        border: '1px solid #ffa39e',
        fontSize: 13,
        textAlign: 'center',
        overflow: 'hidden',
      }}
    >
      {error}
    </div>
  )
}
