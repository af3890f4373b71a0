// Bar chart: one bar per bound signal, its newest value (designer spec §3, §9: bar width 40, space 35).

import { dataChart } from '../chart-kit/define.ts'
import { barStyle } from '../chart-kit/schema.ts'
import { categoryView } from '../chart-kit/view.tsx'

export default dataChart({
  type: 'ComplexBar',
  title: { zh: '柱状图', en: 'Bar chart' },
  style: barStyle(),
  component: categoryView('bar'),
})
