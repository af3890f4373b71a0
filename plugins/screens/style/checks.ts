// The style form's own checks, before anything is sent (the server checks the same, by content): an
// image's format by its name or type and its size under 100 KB (spec §9), a login path's form and the
// routes it may not take, image addresses and the main path as the API's schemas take them.
import { ImageUrl, MainPath } from '../../../schemas/api/style.ts'
import { loginPathProblem, STYLE_IMAGE_MAX_BYTES } from '../../../schemas/entities/style.ts'
import { validatorOf } from '../../../schemas/validate.ts'

const IMAGE_NAME = /\.(png|jpe?g|svg|ico)$/i
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
])

/** Why an image file is refused here: 'format', 'size' (100 KB or more, or empty), or null. */
export function imageProblem(file: { name: string; size: number; type?: string }): 'format' | 'size' | null {
  if (!IMAGE_NAME.test(file.name) && !IMAGE_TYPES.has(file.type ?? '')) return 'format'
  if (file.size === 0 || file.size >= STYLE_IMAGE_MAX_BYTES) return 'size'
  return null
}

export { loginPathProblem }

export const imageUrlOk = validatorOf(ImageUrl) as (value: unknown) => boolean
export const mainPathOk = validatorOf(MainPath) as (value: unknown) => boolean
