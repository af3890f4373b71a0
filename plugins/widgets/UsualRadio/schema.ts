// Radio (designer spec §3): data.options of id, isChecked, title and value; the checked one shows until
// the bound signal holds one of the values, and choosing one writes its value.
import Type from 'typebox'
import { Bool, bindingData, Choice, Color, Font, inEnglish, Str, writeOptions } from '../common/schema.ts'

export const schema = Type.Object({
  data: bindingData(['signal'], {
    options: inEnglish(
      Type.Array(Type.Object({ id: Str(), isChecked: Bool(false), title: Str(), value: Str() }), {
        default: [
          { id: '1', isChecked: true, title: '选项1', value: '1' },
          { id: '2', isChecked: false, title: '选项2', value: '2' },
        ],
      }),
      [
        { id: '1', isChecked: true, title: 'Option 1', value: '1' },
        { id: '2', isChecked: false, title: 'Option 2', value: '2' },
      ],
    ),
    ...writeOptions(),
  }),
  style: Type.Object({
    font: Font({ size: 14, color: '#333333' }),
    orientation: Choice(['horizontal', 'vertical'] as const, 'horizontal'),
    activeColor: Color('#1677ff'),
  }),
})
