// A widget's own choice of how its value shows, over the bound signal's (decimal places and unit): the
// option fields every widget that shows a number carries, and their reading for core's formatter.
import { type FormatOptions, formatValue } from '../../../core/binding/format.ts'
import type { Lang, LiveValue } from '../../../core/kernel/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import { Bool, Num, Str } from './schema.ts'

/** Option fields: decimals -1 and a blank unit follow the signal; unitShow false hides the unit. */
export const valueDisplay = () => ({
  decimals: Num(-1, { minimum: -1, maximum: 10 }),
  unitShow: Bool(true),
  unit: Str(),
})

/** The fields as saved; older widgets may lack any of them, which then follow the signal. */
export interface ValueDisplay {
  decimals?: number
  unitShow?: boolean
  unit?: string
}

export function formatOptions(display: ValueDisplay | undefined, lang: Lang): FormatOptions {
  const unit = display?.unitShow === false ? false : display?.unit ? display.unit : true
  return { decimals: display?.decimals, unit, lang }
}

/** A live value as the widget shows it: core's formatter with the signal's meta and the widget's choice. */
export const valueText = (
  value: LiveValue | undefined,
  meta: ValueMeta | undefined,
  display: ValueDisplay | undefined,
  lang: Lang,
): string => formatValue(value?.value, meta, formatOptions(display, lang))
