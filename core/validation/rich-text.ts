// Rich text (the image-text widget's `data.richText`) is HTML a page's author typed. It is cleaned by
// DOMPurify, a maintained sanitiser, with this one allow-list: when the server stores a page, when the
// designer's panel saves it, and again whenever it is drawn (pages stored before this rule may carry
// anything). Plain data here, so the server and the web app share it; each loads DOMPurify itself.

/** The key of every rich-text option in a page document. */
export const RICH_TEXT_KEY = 'richText'

/** What a rich text may hold: formatting, links and pictures; never a form, a frame or a style sheet. */
export const RICH_TEXT_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['srcset'],
}

/**
 * DOMPurify keeps `style` attributes as they are; a rich text's styles are Quill's colours, sizes and
 * alignments, so a style holding any CSS function but rgb()/rgba()/hsl()/hsla() (`expression(`,
 * `url(javascript:…)`), an escape, a comment or markup is dropped whole.
 */
export function isSafeRichTextStyle(style: string): boolean {
  const rest = style.replace(/\b(?:rgba?|hsla?)\(/gi, '')
  return !/[\\(<>]|\/\*|javascript:/i.test(rest)
}

/** The part of DOMPurify's attribute hook data the style rule reads and sets. */
export interface AttributeHookData {
  attrName: string
  attrValue: string
  keepAttr: boolean
}

/** DOMPurify's `uponSanitizeAttribute` hook applying `isSafeRichTextStyle`; both sanitisers add it. */
export const dropUnsafeStyle = (_node: unknown, data: AttributeHookData): void => {
  if (data.attrName === 'style' && !isSafeRichTextStyle(data.attrValue)) data.keepAttr = false
}
