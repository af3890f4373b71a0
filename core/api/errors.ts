// The one error type of the client: a code from the catalogue (platform spec §8), a message, and the
// answer's data where the server told more (a retry time, whether a captcha is asked).
import { Code } from '../i18n/codes.ts'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg || String(code))
  }
}

/** True for an ApiError, also one thrown by a separately built bundle (where instanceof fails). */
export function isApiError(e: unknown): e is ApiError {
  return (
    e instanceof ApiError ||
    (e instanceof Error && e.name === 'ApiError' && typeof (e as ApiError).code === 'number')
  )
}

/** Any failure as an ApiError: ApiErrors pass through, everything else is 90099 with its message. */
export function toApiError(e: unknown): ApiError {
  if (isApiError(e)) return e
  return new ApiError(Code.unknown, e instanceof Error ? e.message : String(e))
}

/** Whether a failed call asks for the image captcha (`data.captchaRequired`, server/auth/login-limit.ts). */
export const captchaRequested = (e: unknown): boolean =>
  isApiError(e) && (e.data as { captchaRequired?: unknown } | null)?.captchaRequired === true
