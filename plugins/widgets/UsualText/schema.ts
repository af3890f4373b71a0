// Text (designer spec §3): a static text with font, alignment and frame; default text is Chinese.
import Type from 'typebox'
import { Align, animationGroup, boxStyle, clickEventGroup, Font, staticData, Text } from '../common/schema.ts'

export const schema = Type.Object({
  data: staticData({ text: Text('文本', 'Text') }),
  style: Type.Object({ font: Font(), align: Align(), ...boxStyle() }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
