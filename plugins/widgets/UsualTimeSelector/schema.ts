// Time selector (designer spec §3, §9): a date and time shown as YYYY-MM-DD HH:mm; the chosen time is
// written to the bound signal as seconds since 1970 (a number every numeric register can hold), and the
// signal's value is shown back in the same format.
import Type from 'typebox'
import { bindingData, boxStyle, Font, Str, Text, writeOptions } from '../common/schema.ts'

/** The time selector's format (§9). */
export const TIME_SELECTOR_FORMAT = 'YYYY-MM-DD HH:mm'

export const schema = Type.Object({
  data: bindingData(['signal'], { placeholder: Text('请选择时间', 'Pick a time'), ...writeOptions() }),
  style: Type.Object({
    format: Str(TIME_SELECTOR_FORMAT),
    font: Font({ size: 14, color: '#333333' }),
    ...boxStyle({ fill: '#ffffff', stroke: '#d9d9d9', strokeWidth: 1, radius: 4 }),
  }),
})
