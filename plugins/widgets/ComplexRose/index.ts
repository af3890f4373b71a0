// Rose chart: one petal per bound signal, its radius the newest value; labels as values or shares.

import { dataChart } from '../chart-kit/define.ts'
import { valueType } from '../chart-kit/schema.ts'
import { categoryView } from '../chart-kit/view.tsx'

export default dataChart({
  type: 'ComplexRose',
  title: { zh: '玫瑰图', en: 'Rose chart' },
  style: { valueType: valueType() },
  component: categoryView('rose'),
})
