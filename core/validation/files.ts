// Upload rules (platform spec §5, §9), given a file's name and size so browser and server share them.
// Decisions: extensions are matched case-insensitively; .jpeg counts as jpg; an empty file is refused.
import { AVATAR_LIMIT_BYTES, KEY_FILE_MAX_BYTES } from './limits.ts'
import { fail, type Reason } from './reason.ts'

export interface FileInfo {
  name: string
  size: number
}
export type FileCheck = (file: FileInfo) => Reason | null

const KB = 1024
const MB = 1024 * KB
const sizeText = (bytes: number): string => (bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes / KB} KB`)
const extensionOf = (name: string): string => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

interface FileRule {
  extensions: readonly string[]
  limitBytes: number
  /** true: size must stay under the limit; false: the limit itself is allowed. */
  strictlyUnder: boolean
}

const fileRule =
  ({ extensions, limitBytes, strictlyUnder }: FileRule): FileCheck =>
  ({ name, size }) => {
    if (size <= 0) return fail('fileEmpty')
    if (!extensions.includes(extensionOf(name))) {
      return fail('fileType', { types: extensions.map((e) => `.${e}`).join(', ') })
    }
    const tooLarge = strictlyUnder ? size >= limitBytes : size > limitBytes
    return tooLarge ? fail('fileTooLarge', { max: sizeText(limitBytes) }) : null
  }

/** Public key: .pub, at most 1 MB. */
export const publicKeyFile = fileRule({
  extensions: ['pub'],
  limitBytes: KEY_FILE_MAX_BYTES,
  strictlyUnder: false,
})
/** Certificate or key: .pem or .der, at most 1 MB. */
export const certificateFile = fileRule({
  extensions: ['pem', 'der'],
  limitBytes: KEY_FILE_MAX_BYTES,
  strictlyUnder: false,
})
/** Avatar image: ico, jpg, png, gif or svg, under 100 KB. */
export const avatarFile = fileRule({
  extensions: ['ico', 'jpg', 'jpeg', 'png', 'gif', 'svg'],
  limitBytes: AVATAR_LIMIT_BYTES,
  strictlyUnder: true,
})
