// Combo box (designer spec §3): data.options of text and value, confirm, feedback and placeholder; the
// chosen option's value is written to the bound signal. The list can be searched by typing.
import Type from 'typebox'
import { bindingData, boxStyle, Font, inEnglish, Str, Text, writeOptions } from '../common/schema.ts'

export const schema = Type.Object({
  data: bindingData(['signal'], {
    options: inEnglish(
      Type.Array(Type.Object({ text: Str(), value: Str() }), {
        default: [
          { text: '选项1', value: '1' },
          { text: '选项2', value: '2' },
        ],
      }),
      [
        { text: 'Option 1', value: '1' },
        { text: 'Option 2', value: '2' },
      ],
    ),
    placeholder: Text('请选择', 'Select'),
    ...writeOptions(),
  }),
  style: Type.Object({
    font: Font({ size: 14, color: '#333333' }),
    ...boxStyle({ fill: '#ffffff', stroke: '#d9d9d9', strokeWidth: 1, radius: 4 }),
  }),
})
