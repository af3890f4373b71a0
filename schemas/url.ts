// The one URL allow-list (DESIGN "every URL a document can carry passes one allow-list"): a link or an
// image address may be http(s) with a host, a path on the platform (uploaded assets are served under
// it), or, where an image is expected, an image `data:` URL. Everything else — `javascript:`,
// `vbscript:`, other schemes, `//host` and `/\host`, control characters, white space, HTML entities —
// is refused, whatever its case. It lives in schemas/ because the JSON Schema format that marks URL
// fields (`format: 'link-url' | 'image-url'`) is checked by the project's ajv with it; core re-exports it.
import Type from 'typebox'

export type UrlKind = 'link' | 'image'

/** Why an address is refused, for messages and logs. */
export type UrlRefusal = 'character' | 'entity' | 'scheme' | 'host' | 'credentials' | 'relative'

/** The JSON Schema formats that mark URL fields, by kind. */
export const URL_FORMATS = { link: 'link-url', image: 'image-url' } as const satisfies Record<UrlKind, string>
export type UrlFormat = (typeof URL_FORMATS)[UrlKind]

// C0 and C1 controls, DEL, every Unicode space, zero-width and bidi controls, the BOM; `\` (browsers read
// it as `/`, so `/\evil.com` is `//evil.com`); double quotes, back-ticks and angle brackets, which a URL
// carries encoded and which would end an attribute or a CSS string.
const BAD_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\"`<>]/
// `&#106;`, `&#x6A;`, `&colon;`: harmless in an attribute set from script, but decoded if the text
// ever reaches HTML.
const ENTITY = /&(#|[a-z][a-z\d]*;)/i
const SCHEME = /^([a-z][a-z\d+.-]*):/i
const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i

/** null when `value` may be stored and used as a `kind` address ('' means none and passes). */
export function urlRefusal(value: string, kind: UrlKind): UrlRefusal | null {
  if (value === '') return null
  if (BAD_CHARACTER.test(value)) return 'character'
  if (ENTITY.test(value)) return 'entity'
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase()
  if (scheme === undefined) return /^\/(?!\/)/.test(value) ? null : 'relative'
  if (scheme === 'data') return kind === 'image' && IMAGE_DATA.test(value) ? null : 'scheme'
  if (scheme !== 'http' && scheme !== 'https') return 'scheme'
  return absoluteRefusal(value)
}

function absoluteRefusal(value: string): UrlRefusal | null {
  // only the written-out form: `https:evil.com` and `http:/x` are parsed leniently by browsers
  if (!/^https?:\/\/[^/?#]/i.test(value)) return 'host'
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return 'host'
  }
  if (parsed.hostname === '') return 'host'
  return parsed.username || parsed.password ? 'credentials' : null
}

export const isSafeUrl = (value: string, kind: UrlKind): boolean => urlRefusal(value, kind) === null

/** A string option holding a link (click events, windows, iframes, menu items). */
export const LinkUrl = (def = '', extra: Record<string, unknown> = {}) =>
  Type.String({ default: def, ...extra, format: URL_FORMATS.link })
/** A string option holding an image address (images, backgrounds, icons). */
export const ImageUrl = (def = '', extra: Record<string, unknown> = {}) =>
  Type.String({ default: def, ...extra, format: URL_FORMATS.image })

/** The format checks for a JSON Schema validator (the project's ajv, the designer's form validator). */
export const URL_FORMAT_CHECKS: Record<UrlFormat, (value: string) => boolean> = {
  [URL_FORMATS.link]: (value) => isSafeUrl(value, 'link'),
  [URL_FORMATS.image]: (value) => isSafeUrl(value, 'image'),
}
