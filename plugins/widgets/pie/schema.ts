// Script pie (designer spec §3): a slice per row the script returns ({ name, value }), labelled with
// its value or its share (valueType).
import Type from 'typebox'
import { Choice } from '../common/schema.ts'
import { chartStyle, scriptData } from '../script/schema.ts'

export const schema = Type.Object({
  data: scriptData(),
  style: Type.Object({ ...chartStyle(), valueType: Choice(['value', 'percentage'] as const, 'percentage') }),
})
