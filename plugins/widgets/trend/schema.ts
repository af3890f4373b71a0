// Script trend (designer spec §3): a line per series of the rows the script returns ({ name, value,
// series? }); value range adaptive by default, else minVal 0 to maxVal 100.
import Type from 'typebox'
import { chartStyle, scriptData, valueRange } from '../script/schema.ts'

export const schema = Type.Object({
  data: scriptData(valueRange()),
  style: Type.Object(chartStyle()),
})
