// Input (designer spec §3): a text and a placeholder. A typed value is written to the bound signal on
// Enter (or with the write button), checked first against the signal's write limits and write formula.
import Type from 'typebox'
import { bindingData, boxStyle, Font, Str, Text, writeOptions } from '../common/schema.ts'

export const schema = Type.Object({
  data: bindingData(['signal'], {
    text: Str(),
    placeholder: Text('请输入', 'Enter a value'),
    ...writeOptions(),
  }),
  style: Type.Object({
    font: Font({ size: 14, color: '#333333' }),
    ...boxStyle({ fill: '#ffffff', stroke: '#d9d9d9', strokeWidth: 1, radius: 4 }),
  }),
})
