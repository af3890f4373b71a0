// Rich text (the image-text widget's data.richText) is HTML a page's author typed: it is cleaned with
// DOMPurify, a maintained sanitiser, when the panel saves it and again whenever it is drawn (pages saved
// elsewhere, or before this rule, may carry anything): no script, no event handler, no javascript: link.
// DOMPurify is loaded with the first rich text (it needs a DOM, and no other page pays for it).
type Purify = typeof import('dompurify').default

let purify: Promise<Purify> | undefined
export const loadPurify = (): Promise<Purify> => {
  purify ??= import('dompurify').then((m) => m.default)
  return purify
}

/** What a rich text may hold: formatting, links and pictures; never a form, a frame or a style sheet. */
export const RICH_TEXT_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['srcset'],
}

/** `html` cleaned (with a loaded DOMPurify). */
export const cleanRichText = (p: Purify, html: string): string => p.sanitize(html, RICH_TEXT_CONFIG) as string
