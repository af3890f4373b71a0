// Style images (platform spec §9 "Image under 100 KB"): png, jpg, svg or ico, recognised by their first
// bytes whatever the file is called; an empty file is 10006, another format 10007, 100 KB or more 10008.
// An svg carrying script is refused as another format (it is served from the platform's origin).
import { Code } from '../../core/i18n/codes.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import { STYLE_IMAGE_MAX_BYTES, type StyleImageFormat } from '../../schemas/entities/style.ts'
import { fail } from '../http/api-error.ts'

export const IMAGE_MIME: Record<StyleImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
}

const startsWith = (data: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => data[i] === b)

/** The format of an image by its content, or null. */
export function imageFormat(data: Uint8Array): StyleImageFormat | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(data, [0x00, 0x00, 0x01, 0x00]) && data.length >= 6) return 'ico'
  const head = Buffer.from(data.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg'
  return null
}

/** An svg that could run script where it is opened as a document. */
const activeSvg = (data: Uint8Array) =>
  /<script|\bon[a-z]+\s*=|javascript:|<foreignObject/i.test(Buffer.from(data).toString('utf8'))

/** Checks an uploaded style image; answers its mime type. */
export function checkImage(field: string, file: FileUpload): string {
  if (file.size === 0) fail(Code.fileEmpty, { field })
  if (file.size >= STYLE_IMAGE_MAX_BYTES) fail(Code.fileTooLarge, { field, max: STYLE_IMAGE_MAX_BYTES })
  const format = imageFormat(file.data)
  if (!format || (format === 'svg' && activeSvg(file.data)))
    fail(Code.fileFormat, { field, accepted: Object.keys(IMAGE_MIME) })
  return IMAGE_MIME[format]
}
