// The one content check of an uploaded file (assets, avatars, style images): its format comes from its
// bytes, never from its name or the browser's word, and an svg that could act is refused (it would be
// served from, or shown in, the platform's origin).
import { Code } from '../../core/i18n/codes.ts'
import type { SniffedFormat } from '../../schemas/api/asset.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import { fail } from '../http/api-error.ts'
import { inertSvg, sniffFormat } from './sniff.ts'

export interface UploadRule<F extends SniffedFormat> {
  /** the multipart field, named in the error's data */
  field: string
  accepted: readonly F[]
  /** the size limit, by format when it depends on it */
  limitBytes: number | ((format: F) => number)
  /** the file must be under the limit (otherwise at most the limit) */
  strictlyUnder?: boolean
}

/** The file's format: empty 10006; not accepted, or an active svg, 10007; over the limit 10008. */
export function checkUpload<F extends SniffedFormat>(file: FileUpload, rule: UploadRule<F>): F {
  const { field, accepted } = rule
  if (file.size === 0) fail(Code.fileEmpty, { field })
  const format = sniffFormat(file.data) as F | null
  if (!format || !accepted.includes(format)) fail(Code.fileFormat, { field, accepted })
  if (format === 'svg' && !inertSvg(file.data))
    fail(Code.fileFormat, { field, accepted, reason: 'activeSvg' })
  const max = typeof rule.limitBytes === 'number' ? rule.limitBytes : rule.limitBytes(format)
  if (rule.strictlyUnder ? file.size >= max : file.size > max) fail(Code.fileTooLarge, { field, max })
  return format
}
