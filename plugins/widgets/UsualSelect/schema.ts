// Select (designer spec §3, §9): data.selectDatas, a list of indexId, text and a click event per option;
// the first entry is the title entry (shown while no option matches the bound value). Three entries by
// default: the title and two options writing 1 and 2. An option with pressDisabled cannot be chosen.
// Style: the arrow (triangle) 20 px from the right, how the list opens (eventType), the list's look
// (subContentSty).
import Type from 'typebox'
import {
  Bool,
  bindingData,
  boxStyle,
  Choice,
  Color,
  clickEventGroup,
  Font,
  inEnglish,
  Num,
  Px,
  Str,
} from '../common/schema.ts'
import { writeEvent } from '../common/write.ts'

/** Options a new select starts with (§9: three). */
export const DEFAULT_OPTION_COUNT = 3
/** The arrow's distance from the right edge (§9). */
export const RIGHT_DISTANCE = 20

const option = (indexId: number, text: string, value?: string) => ({
  indexId,
  text,
  pressDisabled: false,
  clickEvent: value === undefined ? { ...writeEvent(''), enable: false } : writeEvent(value),
})

export const SelectOption = Type.Object(
  {
    indexId: Num(0),
    text: Str(),
    pressDisabled: Bool(false),
    clickEvent: clickEventGroup(true),
  },
  { additionalProperties: true },
)

export const schema = Type.Object({
  data: bindingData(['signal'], {
    selectDatas: inEnglish(
      Type.Array(SelectOption, {
        default: [option(0, '请选择'), option(1, '选项1', '1'), option(2, '选项2', '2')],
      }),
      [option(0, 'Select'), option(1, 'Option 1', '1'), option(2, 'Option 2', '2')],
    ),
  }),
  style: Type.Object({
    font: Font({ size: 14, color: '#333333' }),
    ...boxStyle({ fill: '#ffffff', stroke: '#d9d9d9', strokeWidth: 1, radius: 4 }),
    triangle: Type.Object({ color: Color('#999999'), size: Px(8, { minimum: 4 }) }),
    rightDistance: Px(RIGHT_DISTANCE, { minimum: 0 }),
    eventType: Choice(['click', 'hover'] as const, 'click'),
    subContentSty: Type.Object({
      fill: Color('#ffffff'),
      color: Color('#333333'),
      activeFill: Color('#e6f4ff'),
    }),
  }),
})
