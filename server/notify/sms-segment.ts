// SMS in one segment (issue 38): carriers and clouds (Twilio, the SMS gateways behind a webhook) charge
// per segment, 160 characters of the GSM 7-bit alphabet (3GPP TS 23.038; a character of its extension
// table counts twice) or 70 UTF-16 units once any character is outside it (UCS-2: any Chinese text).
// An alarm's SMS keeps its tail (the absolute acknowledge link) whole and cuts the text before it, marked
// with an ellipsis; the rest of the alarm is behind the link. A tail longer than a segment alone is sent
// whole all the same: the link must work.

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM_EXTENSION = new Set('^{}\\[~]|€\f')

/** The characters a segment holds, per alphabet. */
export const SEGMENT = { gsm: 160, ucs2: 70 } as const

/** How the text is encoded and how much of a segment it takes. */
export function smsSize(text: string): { alphabet: keyof typeof SEGMENT; units: number } {
  let units = 0
  for (const c of text) {
    if (GSM_BASIC.has(c)) units++
    else if (GSM_EXTENSION.has(c)) units += 2
    else return { alphabet: 'ucs2', units: text.length }
  }
  return { alphabet: 'gsm', units }
}

export const fitsOneSegment = (text: string): boolean => {
  const { alphabet, units } = smsSize(text)
  return units <= SEGMENT[alphabet]
}

/** `head` + `tail` in one segment: the head cut (whole characters, then an ellipsis) as far as needed. */
export function oneSegment(head: string, tail = ''): string {
  if (fitsOneSegment(head + tail)) return head + tail
  const chars = Array.from(head)
  for (let keep = chars.length - 1; keep > 0; keep--) {
    const cut = chars.slice(0, keep).join('').trimEnd()
    // the GSM alphabet has no '…': three dots there
    const ellipsis = smsSize(cut + tail).alphabet === 'gsm' ? '...' : '…'
    const text = `${cut}${ellipsis}${tail}`
    if (fitsOneSegment(text)) return text
  }
  return tail
}
