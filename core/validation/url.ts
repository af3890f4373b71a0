// Links and image addresses (DESIGN: one allow-list at save and where a URL is used). The rule itself is
// schemas/url.ts (the JSON Schema formats need it); here: the checks the server runs over a whole page
// document, whose widget options it knows only by their keys, and the helpers views use before a URL
// reaches the DOM.
import { isSafeUrl, type UrlKind, type UrlRefusal, urlRefusal } from '../../schemas/url.ts'
import { firstRefusedField } from './document-fields.ts'

export {
  ImageUrl,
  isSafeUrl,
  LinkUrl,
  URL_FORMAT_CHECKS,
  URL_FORMATS,
  type UrlKind,
  type UrlRefusal,
  urlRefusal,
} from '../../schemas/url.ts'

const IMAGE_KEY = /^(url|src)$|(Url|URL|Src|Image|Img)$|^iconHref$/
const LINK_KEY = /^(link|href)$|(Link|Href)$/

/**
 * The kind of address a key of a page document holds, by the naming rule every URL option follows
 * (`link`, `href`, `…Link`, `…Href` for links; `url`, `src`, `…Url`, `…Src`, `…Image`, `…Img`, `iconHref`
 * for images), or undefined. The server sees no widget schema (remote ones not at all), so it finds URL
 * fields this way; the widget contract test holds every schema field marked `link-url`/`image-url` to it.
 */
export function urlKindOfKey(key: string): UrlKind | undefined {
  if (IMAGE_KEY.test(key)) return 'image'
  return LINK_KEY.test(key) ? 'link' : undefined
}

export interface UnsafeUrl {
  /** JSON Pointer of the field, below the document */
  path: string
  kind: UrlKind
  reason: UrlRefusal
}

/** The first URL field of a JSON document (a page) whose value the allow-list refuses, or undefined. */
export function unsafeUrlIn(document: unknown): UnsafeUrl | undefined {
  const found = firstRefusedField(document, (key, value) => {
    const kind = urlKindOfKey(key)
    const reason = kind && urlRefusal(value, kind)
    return kind && reason ? { kind, reason } : null
  })
  return found && { path: found.path, ...found.reason }
}

/** `value` when it may be used as a `kind` address, else undefined (views render nothing for it). */
export const safeUrl = (value: unknown, kind: UrlKind): string | undefined =>
  typeof value === 'string' && value !== '' && isSafeUrl(value, kind) ? value : undefined

/**
 * A CSS `url("…")` of an image address, or undefined. The allow-list has already refused quotes,
 * back-slashes and line breaks, so the value cannot leave the string.
 */
export function cssImage(value: unknown): string | undefined {
  const url = safeUrl(value, 'image')
  return url && `url("${url}")`
}
