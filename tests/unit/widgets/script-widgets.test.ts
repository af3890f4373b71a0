// Script widgets (designer spec §3, §9): their defaults, the period their script is handed, how rows
// become series and ranges, the `script` click action through the host's sandbox, and the narrow API a
// script gets (scoped to the page's project whatever the script asks).
import { describe, expect, it, vi } from 'vitest'
import type { ActionContext } from '../../../core/kernel/index.ts'
import { scriptApi } from '../../../host/runtime/script-sandbox.ts'
import { script } from '../../../plugins/rules/actions/script.ts'
import { BAR_SPACE, BAR_WIDTH } from '../../../plugins/widgets/bar/schema.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import { columnsOf } from '../../../plugins/widgets/report/view.tsx'
import { rangeOf, seriesOf } from '../../../plugins/widgets/script/chart.tsx'
import { cellText, scriptErrorText, scriptParam } from '../../../plugins/widgets/script/run.tsx'
import { DEFAULT_SCRIPT } from '../../../plugins/widgets/script/schema.ts'

const defaults = (type: string) => {
  const p = builtinWidgets.find((w) => w.type === type)
  if (!p) throw new Error(`no widget ${type}`)
  return p.defaultOptions() as Record<string, Record<string, unknown>>
}

describe('script widget defaults (§3, §9)', () => {
  it.each(['report', 'trend', 'bar', 'pie'])('%s: the query script, offset -1, time unit date', (type) => {
    const { data } = defaults(type)
    expect(data?.script).toBe(DEFAULT_SCRIPT)
    expect(DEFAULT_SCRIPT).toMatch(/function query\(API, param, callback\)/)
    expect(data).toMatchObject({ offset: -1, timeUnit: 'date' })
  })

  it('length for report and bar only; mode adapt 0 to 100 for trend and bar only', () => {
    expect(defaults('report').data).toHaveProperty('length')
    expect(defaults('bar').data).toHaveProperty('length')
    expect(defaults('trend').data).not.toHaveProperty('length')
    for (const type of ['trend', 'bar'])
      expect(defaults(type).data).toMatchObject({ mode: 'adapt', minVal: 0, maxVal: 100 })
    expect(defaults('report').data).not.toHaveProperty('mode')
  })

  it('bar width 40 and space 35; ten theme colours; report header 46 and rows 40', () => {
    expect([BAR_WIDTH, BAR_SPACE]).toEqual([40, 35])
    expect(defaults('bar').style).toMatchObject({ bar: { width: 40, space: 35 } })
    expect(defaults('pie').style?.themeColors).toHaveLength(10)
    expect(defaults('report').style).toMatchObject({ header: { height: 46 }, body: { height: 40 } })
  })

  it('edits the script in a text area', () => {
    const ui = builtinWidgets.find((w) => w.type === 'report')?.uiSchema as any
    expect(ui.data.script['ui:widget']).toBe('textarea')
  })
})

describe('what a script is handed and what it returns', () => {
  const now = new Date(2026, 5, 15, 13, 30).getTime()

  it('offset -1, date, 7: the seven days from yesterday at midnight', () => {
    const p = scriptParam({ offset: -1, timeUnit: 'date', length: 7 }, now)
    expect(new Date(p.startTime)).toEqual(new Date(2026, 5, 14))
    expect(new Date(p.endTime)).toEqual(new Date(2026, 5, 21))
    expect(scriptParam({ offset: 0, timeUnit: 'month', length: 1 }, now).startTime).toBe(
      new Date(2026, 5, 1).getTime(),
    )
  })

  it('groups rows by series, drops non-numbers, and ranges adaptively or as configured', () => {
    const series = seriesOf([
      { name: 'a', value: 1, series: 'x' },
      { name: 'b', value: '3', series: 'x' },
      { name: 'a', value: 5, series: 'y' },
      { name: 'c', value: 'n/a' },
    ])
    expect(series.map((s) => [s.name, s.points.length])).toEqual([
      ['x', 2],
      ['y', 1],
    ])
    expect(rangeOf(series, { mode: 'adapt' })).toEqual([1, 5])
    expect(rangeOf(series, { mode: 'adapt' }, true)).toEqual([0, 5])
    expect(rangeOf(series, { mode: 'custom', minVal: 0, maxVal: 100 })).toEqual([0, 100])
  })

  it('shows columns in order of appearance and numbers without float noise', () => {
    expect(columnsOf([{ a: 1 }, { b: 2, a: 3 }])).toEqual(['a', 'b'])
    expect(cellText(0.1 + 0.2)).toBe('0.3')
    expect(cellText(null)).toBe('')
  })

  it('says a timeout and a failure in the user’s language', () => {
    const timeout = Object.assign(new Error('timeout'), { timeout: true })
    expect(scriptErrorText(timeout, 'en')).toBe('The script took too long')
    expect(scriptErrorText(new Error('document is not defined'), 'zh')).toBe(
      '脚本出错：document is not defined',
    )
  })
})

describe('the script click action', () => {
  const ctx = (runScript?: ActionContext['runScript']) =>
    ({
      widget: { id: 'w', widgetName: 'B' },
      notify: vi.fn(),
      ...(runScript ? { runScript } : {}),
    }) as unknown as ActionContext
  const config = { action: 'script', script: 'function query(API, p, cb) { cb([]) }' } as any

  it('runs the script in the host’s sandbox', async () => {
    const run = vi.fn(async () => [])
    expect(await script.run(config, ctx(run))).toEqual({ done: true })
    expect(run).toHaveBeenCalledWith(config.script, { widgetId: 'w', widgetName: 'B' })
  })

  it('reports a failing script and tells the user when there is no sandbox', async () => {
    const c = ctx(async () => {
      throw new Error('boom')
    })
    expect(await script.run(config, c)).toEqual({ done: false, message: 'boom' })
    expect(c.notify).toHaveBeenCalledWith('error', 'boom')
    expect((await script.run(config, ctx())).done).toBe(false)
  })
})

describe('the API a script gets', () => {
  it('asks for the page’s project only, at most ten signals, whatever the script names', async () => {
    const call = vi.fn(async () => [])
    const api = scriptApi({ call } as any, 'p1')
    await api.live?.({ signalIds: Array.from({ length: 20 }, (_, i) => `s${i}`), projectId: 'other' })
    const [path, body] = call.mock.calls[0] as unknown as [string, Record<string, string>]
    expect(path).toBe('signal/query')
    expect(body.projectId).toBe('p1')
    expect(body.signalIds?.split(',')).toHaveLength(10)
    expect(Object.keys(api).sort()).toEqual(['history', 'live'])
  })
})
