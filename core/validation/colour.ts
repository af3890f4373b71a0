// Colour picker helpers (designer spec §2, §5, §9): the hex input sanitiser, hex <-> RGBA and the
// recent-colours list; and the check the server runs over a whole page document, whose colour options
// it knows only by their keys (the rule itself is schemas/colour.ts, the JSON Schema format needs it).
import { isCssColour } from '../../schemas/colour.ts'
import { firstRefusedField } from './document-fields.ts'
import { RECENT_COLOURS_MAX } from './limits.ts'

export { COLOUR_FORMAT, Colour, isCssColour } from '../../schemas/colour.ts'

const COLOUR_KEY = /^(color|fill|stroke|background)$|(Color|Colors|Fill|Background)$/

/**
 * Whether a key of a page document holds a colour, by the naming rule every colour option follows
 * (`color`, `fill`, `stroke`, `background`, `…Color`, `…Colors`, `…Fill`, `…Background`); the generated
 * save test holds every built-in field marked `css-colour` to it, and every field it names to the mark.
 */
export const isColourKey = (key: string): boolean => COLOUR_KEY.test(key)

/** JSON Pointer (below the document) of the first colour field that is not a CSS colour, or undefined. */
export const badColourIn = (document: unknown): string | undefined =>
  firstRefusedField(document, (key, value) => (isColourKey(key) && !isCssColour(value) ? true : null))?.path

/** Keeps only hex digits; an empty result becomes 'ffffff'. */
export const sanitizeHex = (input: string): string => input.replace(/[^0-9a-f]/gi, '') || 'ffffff'

export interface Rgba {
  /** 0-255 */
  r: number
  g: number
  b: number
  /** 0-1 */
  a: number
}

/** '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa' (the '#' optional) as RGBA; null for anything else. */
export function hexToRgba(hex: string): Rgba | null {
  const digits = hex.trim().replace(/^#/, '')
  if (!/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(digits)) return null
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits
  const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16)
  const alpha = full.length === 8 ? Math.round((byte(3) / 255) * 100) / 100 : 1
  return { r: byte(0), g: byte(1), b: byte(2), a: alpha }
}

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, Number.isFinite(n) ? n : 0))
const hexByte = (n: number) => Math.round(clamp(n, 255)).toString(16).padStart(2, '0')

/** '#rrggbb' when opaque, '#rrggbbaa' otherwise; out-of-range parts are clamped. */
export function rgbaToHex({ r, g, b, a }: Rgba): string {
  const alpha = clamp(a, 1)
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}${alpha < 1 ? hexByte(alpha * 255) : ''}`
}

/** The recent-colours list after using `colour`: most recent first, no duplicates (case ignored), at most 20. */
export function pushRecentColour(
  recent: readonly string[],
  colour: string,
  max = RECENT_COLOURS_MAX,
): string[] {
  const same = colour.toLowerCase()
  return [colour, ...recent.filter((c) => c.toLowerCase() !== same)].slice(0, max)
}
