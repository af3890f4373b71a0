// An IoT (SIM) card's ICCID (ITU-T E.118; issue 33): 19 or 20 digits starting with the telecom prefix 89,
// the last one the Luhn check digit of the others. The card screens, the spreadsheet import and the public
// recharge page check it before asking the server, and the server again.

/** The Luhn check digit of `digits` (the number without its check digit). */
export function luhnDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    // from the right, every second digit (starting with the rightmost) is doubled
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/** Whether `text` is an ICCID: 19-20 digits, prefix 89, a right check digit. */
export function isIccid(text: string): boolean {
  if (!/^89\d{17,18}$/.test(text)) return false
  return luhnDigit(text.slice(0, -1)) === Number(text.at(-1))
}
