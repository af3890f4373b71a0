// Rich text is cleaned when a page is stored (DESIGN: sanitised at save and at display with one
// allow-list), so the stored document never holds what the allow-list refuses, whichever client saved
// it. DOMPurify needs a DOM: jsdom's, made once, with the first rich text saved (start-up does not pay).
import type { DOMPurify } from 'dompurify'
import { dropUnsafeStyle, RICH_TEXT_CONFIG, RICH_TEXT_KEY } from '../../core/validation/rich-text.ts'

let purify: Promise<DOMPurify> | undefined
const loadPurify = (): Promise<DOMPurify> => {
  purify ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: create }]) => {
    const p = create(new JSDOM('').window)
    p.addHook('uponSanitizeAttribute', dropUnsafeStyle)
    return p
  })
  return purify
}

/** Every rich-text field of a JSON document (found by its key, anywhere), cleaned in place. */
export async function cleanRichTexts(document: unknown): Promise<void> {
  const found: Record<string, unknown>[] = []
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return
    const record = value as Record<string, unknown>
    if (typeof record[RICH_TEXT_KEY] === 'string') found.push(record)
    for (const child of Object.values(record)) visit(child)
  }
  visit(document)
  if (found.length === 0) return
  const p = await loadPurify()
  for (const record of found)
    record[RICH_TEXT_KEY] = p.sanitize(record[RICH_TEXT_KEY] as string, RICH_TEXT_CONFIG)
}

/** One rich-text string cleaned (a notice's text, a style's agreement). */
export async function cleanHtml(html: string): Promise<string> {
  const holder = { [RICH_TEXT_KEY]: html }
  await cleanRichTexts(holder)
  return holder[RICH_TEXT_KEY]
}
