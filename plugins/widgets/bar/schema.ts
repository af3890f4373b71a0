// Script bar (designer spec §3, §9): bars of the rows the script returns ({ name, value, series? });
// `length` periods, range adaptive or minVal 0 to maxVal 100, bar width 40 and space 35, values shown.
import Type from 'typebox'
import { Bool, Px } from '../common/schema.ts'
import { chartStyle, periodLength, scriptData, valueRange } from '../script/schema.ts'

/** Bar width and space between bars (§9). */
export const BAR_WIDTH = 40
export const BAR_SPACE = 35

export const schema = Type.Object({
  data: scriptData({ ...periodLength(), ...valueRange() }),
  style: Type.Object({
    ...chartStyle(),
    bar: Type.Object({
      enable: Bool(false),
      width: Px(BAR_WIDTH, { minimum: 1 }),
      space: Px(BAR_SPACE, { minimum: 0 }),
    }),
  }),
})
