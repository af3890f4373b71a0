// Button (designer spec §3, §4): a text with a normal style and a pressed style (downStyle); its click
// event starts enabled (a write by default).
import Type from 'typebox'
import { Align, animationGroup, boxStyle, clickEventGroup, Font, staticData, Text } from '../common/schema.ts'

const buttonLook = (fill: string) =>
  Type.Object({ font: Font({ color: '#ffffff' }), ...boxStyle({ fill, radius: 4 }) })

export const schema = Type.Object({
  data: staticData({ text: Text('按钮', 'Button') }),
  style: Type.Object({ align: Align(), normal: buttonLook('#1677ff'), downStyle: buttonLook('#0958d9') }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(true),
})
