// Rich text in the web app: cleaned with DOMPurify and the one allow-list (core/validation/rich-text.ts)
// when the panel saves it and whenever it is drawn. DOMPurify is loaded with the first rich text (it
// needs a DOM, and no other page pays for it).
import { dropUnsafeStyle, RICH_TEXT_CONFIG } from '../../../core/validation/rich-text.ts'

type Purify = typeof import('dompurify').default

let purify: Promise<Purify> | undefined
export const loadPurify = (): Promise<Purify> => {
  purify ??= import('dompurify').then(({ default: p }) => {
    p.addHook('uponSanitizeAttribute', dropUnsafeStyle)
    return p
  })
  return purify
}

/** `html` cleaned (with a loaded DOMPurify). */
export const cleanRichText = (p: Purify, html: string): string => p.sanitize(html, RICH_TEXT_CONFIG) as string
