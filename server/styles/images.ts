// Style images (platform spec §9 "Image under 100 KB"): png, jpg, svg or ico, recognised by their content
// (uploads/check-upload.ts): an empty file is 10006, another format or an active svg 10007, 100 KB or
// more 10008.
import { SNIFFED_MIME } from '../../schemas/api/asset.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import { STYLE_IMAGE_FORMATS, STYLE_IMAGE_MAX_BYTES } from '../../schemas/entities/style.ts'
import { checkUpload } from '../uploads/check-upload.ts'

/** Checks an uploaded style image; answers its mime type. */
export function checkImage(field: string, file: FileUpload): string {
  const rule = {
    field,
    accepted: STYLE_IMAGE_FORMATS,
    limitBytes: STYLE_IMAGE_MAX_BYTES,
    strictlyUnder: true,
  }
  return SNIFFED_MIME[checkUpload(file, rule)]
}
