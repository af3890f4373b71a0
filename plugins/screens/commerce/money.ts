// Money on screen: integer cents shown as yuan with two decimals, and yuan typed by people turned into
// cents without a float's rounding (issue 33: amounts are integer cents everywhere else).
import { centsOfYuan } from '../../../core/validation/money.ts'

/** 12345 → "123.45"; negative amounts keep their sign; `signed` adds a plus to positive ones. */
export function formatYuan(cents: number, signed = false): string {
  const sign = cents < 0 ? '-' : signed && cents > 0 ? '+' : ''
  const abs = Math.abs(cents)
  const whole = Math.floor(abs / 100).toLocaleString('en-US')
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`
}

/** "123.4" → 12340; null when it is not an amount with at most two decimals. */
export const centsOf = (yuan: string | number): number | null => centsOfYuan(yuan)
