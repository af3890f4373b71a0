// Yuan typed by people (a form, a spreadsheet cell) as integer cents, without a float's rounding (issue 33:
// money is integer cents everywhere). The wallet's forms and the card import share this one reading.

/** "123.4" → 12340; null when it is not at most `maxWhole` digits with at most two decimals. */
export function centsOfYuan(yuan: string | number, maxWhole = 9): number | null {
  const m = new RegExp(`^(\\d{1,${maxWhole}})(?:\\.(\\d{1,2}))?$`).exec(String(yuan).trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}
