// The text of a failed call (platform spec §8): the catalogue's text for its code in the current
// language; for a code the catalogue lacks, the server's message, else the code itself.
import { toApiError } from '../../../core/api/errors.ts'
import { errorMessage, type Translate } from '../../../core/i18n/messages.ts'

export function errorText(error: unknown, t: Translate): string {
  const { code, msg } = toApiError(error)
  const text = errorMessage(code, t)
  return text === String(code) && msg ? msg : text
}
