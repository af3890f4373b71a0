// Ring chart: a pie with a hole, the ring 20 px thick unless set (designer spec §9).

import { dataChart } from '../chart-kit/define.ts'
import { ringWidth, valueType } from '../chart-kit/schema.ts'
import { categoryView } from '../chart-kit/view.tsx'

export default dataChart({
  type: 'ComplexRing',
  title: { zh: '环形图', en: 'Ring chart' },
  style: { width: ringWidth(), valueType: valueType() },
  component: categoryView('ring'),
})
