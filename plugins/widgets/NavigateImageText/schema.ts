// Image and text (designer spec §3): data.richText, HTML edited in the panel with a rich-text editor
// and cleaned on save and on render (plugins/widgets/common/rich-text.ts).
import Type from 'typebox'
import { boxStyle, staticData } from '../common/schema.ts'

export const schema = Type.Object({
  data: staticData({
    richText: Type.String({
      default: '<p>图文内容</p>',
      'x-default-en': '<p>Image and text</p>',
      'x-ui': { 'ui:widget': 'richText' },
    }),
  }),
  style: Type.Object({ ...boxStyle({ fill: '#ffffff' }) }),
})
