// Area chart: the real-time curve's signals over time with the area under each filled; filled from
// stored history on open and from live values after, as the curve is.

import { dataChart } from '../chart-kit/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { Bool, Px } from '../common/schema.ts'

export default dataChart({
  type: 'ComplexArea',
  title: { zh: '面积图', en: 'Area chart' },
  style: { smooth: Bool(false), lineWidth: Px(2, { minimum: 1 }) },
  component: lazyView(() => import('../ComplexLine/view.tsx'), 'AreaView'),
})
