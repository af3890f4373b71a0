// Script report (designer spec §3): a table of the rows the script returns, one column per field of
// the rows; `length` periods from `offset` (default yesterday), header 46 px, rows 40 px.
import Type from 'typebox'
import { periodLength, scriptData, tableStyle } from '../script/schema.ts'

export const schema = Type.Object({
  data: scriptData(periodLength()),
  style: Type.Object(tableStyle()),
})
