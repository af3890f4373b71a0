// The view of the bar, pie, ring and rose charts: one category per bound entry of the list the data
// block's kind draws, its value the newest live one, else the last stored one (the host fills stored
// history on open, as for the real-time curve), formatted by the signal (decimals, unit).
import { useMemo } from 'react'
import { formatValue } from '../../../core/binding/format.ts'
import type { LiveValue, WidgetViewProps } from '../../../core/kernel/index.ts'
import { CategoryChart, type CategoryItem, type CategoryKind } from '../../charts/CategoryChart.tsx'
import { LIST_OF, THEME_COLORS } from '../ComplexLine/schema.ts'
import { entryColour } from '../common/palettes.ts'
import { numberOf } from '../common/view.ts'
import type { CategoryOptions } from './schema.ts'

type Stored = { times: readonly number[]; values: readonly number[] } | undefined

/** The newer of the live value and the last stored point (a birth's value can be older than history). */
function newest(live: LiveValue | undefined, stored: Stored): number | null {
  const n = numberOf(live)
  const at = stored?.times.length ? stored.times.length - 1 : -1
  if (at < 0) return n ?? null
  if (n !== undefined && live && live.time >= stored!.times[at]!) return n
  return stored!.values[at]!
}

export function categoryView(kind: CategoryKind) {
  return function CategoryView({ widget, values, meta, history }: WidgetViewProps<CategoryOptions>) {
    const { data, style } = widget
    const list = LIST_OF[data.type] ?? 'signalArray'
    const refs = data[list] ?? []
    const colours = style.themeColors?.length ? style.themeColors : THEME_COLORS
    const items: CategoryItem[] = useMemo(
      () =>
        refs.map((r, i) => {
          const key = `data.${list}.${i}`
          return {
            key,
            name: r.alias || r.title || r.signalId || r.mvarId || r.systemKey || `${i + 1}`,
            value: newest(values[key], history?.series[key]),
            color: entryColour(r.color, colours, i),
          }
        }),
      [refs, list, colours, values, history?.series],
    )
    const decimals = style.decimals !== undefined && style.decimals >= 0 ? style.decimals : undefined
    // an axis tick brings its own places; tooltips and labels take the widget's, else the signal's
    const format = (key: string, v: number, places = decimals) =>
      formatValue(v, meta?.[key], {
        ...(places !== undefined ? { decimals: places } : {}),
        ...(style.unit ? { unit: style.unit } : {}),
      })
    const labels =
      kind === 'bar' ? (style.valueShow === false ? 'none' : 'value') : (style.valueType ?? 'value')
    return (
      <CategoryChart
        kind={kind}
        testId={`complex-${kind}`}
        items={items}
        formatValue={format}
        labels={labels}
        legend={style.legend.show ? style.legend.position : 'none'}
        {...(data.mode === 'custom' ? { yRange: { min: data.minVal, max: data.maxVal } } : {})}
        axisColor={style.ticks.show ? style.ticks.color : 'transparent'}
        gridColor={style.grids.color}
        noGrid={!style.grids.show}
        {...(kind === 'bar' && style.bar?.enable
          ? { barSize: { width: style.bar.width, space: style.bar.space } }
          : {})}
        {...(kind === 'ring' ? { ringWidth: style.width ?? 20 } : {})}
        {...(kind === 'bar' && style.signalFont ? { nameFont: style.signalFont } : {})}
        style={{ background: style.background }}
      />
    )
  }
}
