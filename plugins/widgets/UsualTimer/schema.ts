// Timer (designer spec §3, §9): shows a time in `style.format` (default YYYY-MM-DD HH:mm:ss): the time
// of the bound value when there is one, else the local clock.
import Type from 'typebox'
import { Align, animationGroup, bindingData, boxStyle, clickEventGroup, Font } from '../common/schema.ts'

export const KINDS = ['system', 'signal'] as const
export const TIMER_FORMAT = 'YYYY-MM-DD HH:mm:ss'

export const schema = Type.Object({
  data: bindingData(KINDS),
  style: Type.Object({
    format: Type.String({ default: TIMER_FORMAT, 'x-ui': { 'ui:widget': 'timeFormat' } }),
    font: Font({ size: 16 }),
    align: Align(),
    ...boxStyle(),
  }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
