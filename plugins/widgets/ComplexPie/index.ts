// Pie chart: one slice per bound signal, its newest value; labels show values or shares (valueType).

import { dataChart } from '../chart-kit/define.ts'
import { valueType } from '../chart-kit/schema.ts'
import { categoryView } from '../chart-kit/view.tsx'

export default dataChart({
  type: 'ComplexPie',
  title: { zh: '饼图', en: 'Pie chart' },
  style: { valueType: valueType() },
  component: categoryView('pie'),
})
