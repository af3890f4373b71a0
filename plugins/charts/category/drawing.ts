// What the bars and slices of a category chart (./view.tsx) are drawn from.
import type { CategoryChartProps } from '../CategoryChart.tsx'

export interface Row {
  key: string
  name: string
  /** the value drawn (0 when missing) */
  value: number
  missing: boolean
  color: string
}

/** What the drawings share: the rows and their texts. A shape under the pointer carries `data-row`. */
export interface Drawing {
  props: CategoryChartProps
  rows: Row[]
  width: number
  height: number
  /** the value as people read it, '–' when missing */
  text: (row: Row) => string
  /** the label a bar or slice carries (value or share), or none */
  label: ((row: Row) => string) | undefined
}

export const LABEL_COLOR = '#595959'
