// @vitest-environment jsdom
// The bar, pie, ring and rose charts' own SVG drawing (plugins/charts/category/): the value axis keeps
// the largest value inside it, slices share the circle by value (a rose by length), labels read values,
// shares or '–' for a missing value, and the legend names every category.

import { afterEach, describe, expect, it } from 'vitest'
import type { CategoryChartProps } from '../../../plugins/charts/CategoryChart.tsx'
import { niceTicks, placeLegend, slicePath, valueDomain } from '../../../plugins/charts/category/geometry.ts'
import { CategorySvg } from '../../../plugins/charts/category/view.tsx'
import { cleanup, render } from '../render.tsx'

afterEach(cleanup)

const items = [
  { key: 'a', name: 'Temperature', value: 25, color: '#5B8FF9' },
  { key: 'b', name: 'Level', value: 75, color: '#5AD8A6' },
  { key: 'c', name: 'Pressure', value: null, color: '#5D7092' },
]
const props = (over: Partial<CategoryChartProps>): CategoryChartProps => ({
  kind: 'pie',
  items,
  formatValue: (_key, v) => `${v.toFixed(1)} u`,
  labels: 'value',
  legend: 'top',
  ...over,
})
const texts = (p: CategoryChartProps) => {
  const { container } = render(<CategorySvg props={p} width={480} height={260} />)
  return [...container.querySelectorAll('svg text')].map((t) => t.textContent)
}

describe('the value axis', () => {
  it('ends on a round tick at or above the largest value', () => {
    expect(niceTicks(0, 64.75)).toEqual([0, 20, 40, 60, 80])
    expect(valueDomain([-3, 7]).min).toBeLessThanOrEqual(-3)
    expect(valueDomain([-3, 7]).max).toBeGreaterThanOrEqual(7)
    expect(valueDomain([5], { min: 0, max: 100 })).toMatchObject({ min: 0, max: 100 })
  })
})

describe('slices and legend', () => {
  it('draws a whole circle as two arcs and a slice as one', () => {
    expect(slicePath(50, 50, 0, 40, 0, 2 * Math.PI).match(/A/g)).toHaveLength(2)
    expect(slicePath(50, 50, 20, 40, 0, Math.PI / 2)).toMatch(
      /^M50,10A40,40 0 0 1 90,50L70,50A20,20 0 0 0 50,30Z$/,
    )
  })

  it('puts a side legend beside the plot and a top one above it', () => {
    const box = { x: 0, y: 0, width: 400, height: 200 }
    const left = placeLegend(items, 'left', box)
    expect(left.plot.x).toBeGreaterThan(0)
    expect(left.entries.map((e) => e.name)).toEqual(['Temperature', 'Level', 'Pressure'])
    expect(placeLegend(items, 'top', box).plot.y).toBeGreaterThan(0)
  })
})

describe('labels', () => {
  it('reads values, with – for a missing one, and names the categories', () => {
    expect(texts(props({}))).toEqual(['25.0 u', '75.0 u', '–', 'Temperature', 'Level', 'Pressure'])
  })

  it('reads shares of the total on a ring', () => {
    expect(texts(props({ kind: 'ring', labels: 'percent', legend: 'none' }))).toEqual([
      '25.0%',
      '75.0%',
      '0.0%',
    ])
  })

  it('names bars under the axis and reads their values over them', () => {
    const bar = texts(props({ kind: 'bar', legend: 'none', items: items.slice(0, 2) }))
    expect(bar).toEqual(expect.arrayContaining(['Temperature', 'Level', '25.0 u', '75.0 u']))
  })
})
