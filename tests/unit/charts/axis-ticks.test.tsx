// @vitest-environment jsdom
// Axis ticks read with the places their spacing needs, not the signal's (issue 30): a percentage signal
// of three decimals labels its axis "80%", not "80.000%", while the bar's own label keeps "64.750%".

import { afterEach, describe, expect, it } from 'vitest'
import { formatValue } from '../../../core/binding/format.ts'
import type { CategoryChartProps } from '../../../plugins/charts/CategoryChart.tsx'
import { CategorySvg } from '../../../plugins/charts/category/view.tsx'
import { tickDecimals } from '../../../plugins/charts/ticks.ts'
import { xyOptions } from '../../../plugins/charts/XyChart.tsx'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import { cleanup, render } from '../render.tsx'

afterEach(cleanup)

const percent = { decimals: 3, unit: '%' } as ValueMeta
const format = (_key: string, v: number, decimals?: number) => formatValue(v, percent, { decimals })

describe('tick places', () => {
  it('are those of the spacing between ticks', () => {
    expect(tickDecimals([0, 20, 40, 60, 80])).toBe(0)
    expect(tickDecimals([0, 0.5, 1, 1.5])).toBe(1)
    expect(tickDecimals([0.1, 0.2, 0.30000000000000004])).toBe(1)
    expect(tickDecimals([0.001, 0.002])).toBe(3)
    expect(tickDecimals([42])).toBe(0)
    expect(tickDecimals([])).toBe(0)
  })
})

describe('a bar chart of a three-decimal percentage', () => {
  it('labels its axis 80%, its bar 64.750%', () => {
    const props: CategoryChartProps = {
      kind: 'bar',
      items: [{ key: 'a', name: 'Load', value: 64.75, color: '#5B8FF9' }],
      formatValue: format,
      labels: 'value',
      legend: 'none',
    }
    const { container } = render(<CategorySvg props={props} width={480} height={260} />)
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent)
    expect(texts).toContain('80%')
    expect(texts).toContain('64.750%')
    expect(texts).not.toContain('80.000%')
  })
})

describe('the xy chart', () => {
  it('labels both axes with the ticks’ own places', () => {
    const options = xyOptions(
      { series: [], formatX: (v, d) => format('', v, d), formatY: (v, d) => format('', v, d) },
      300,
      200,
      { paths: {} } as never,
    )
    const values = options.axes?.map((a) => a.values as (u: unknown, t: number[]) => string[])
    expect(values?.[0]?.(null, [0, 20, 40])).toEqual(['0%', '20%', '40%'])
    expect(values?.[1]?.(null, [0, 2.5, 5])).toEqual(['0.0%', '2.5%', '5.0%'])
  })
})
