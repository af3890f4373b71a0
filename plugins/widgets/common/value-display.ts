// A widget's own choice of how its value shows, over the bound signal's (decimal places and unit): the
// option fields every widget that shows a number carries, and their reading for core's formatter.
import { type FormatOptions, formatValue } from '../../../core/binding/format.ts'
import type { Lang, LiveValue } from '../../../core/kernel/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import { Bool, followsSignal, Num, Str, shownWhen } from './schema.ts'

/**
 * Option fields: decimals -1 and a blank unit follow the signal (the panel's "follow the signal" check);
 * unitShow false hides the unit, and the unit field with it.
 */
export const valueDisplay = () => ({
  decimals: followsSignal(Num(-1, { minimum: -1, maximum: 10 })),
  unitShow: Bool(true),
  unit: shownWhen(followsSignal(Str()), { unitShow: [true] }),
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
