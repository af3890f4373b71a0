// A catalogue error a handler throws; the error handler answers it as { code, msg, data } with HTTP 200.
import type { Code } from '../../core/i18n/codes.ts'

export type CatalogueCode = (typeof Code)[keyof typeof Code] | number

export class ApiError extends Error {
  constructor(
    readonly code: CatalogueCode,
    readonly data: unknown = null,
    /** answered as HTTP 429 with this `Retry-After` (seconds) instead of 200: a client over its rate */
    readonly retryAfter?: number,
  ) {
    super(`catalogue code ${code}`)
    this.name = 'ApiError'
  }
}

/** Throws the catalogue code; `data` tells the client more (a retry time, the broken rule). */
export function fail(code: CatalogueCode, data: unknown = null): never {
  throw new ApiError(code, data)
}

/** 90010 as HTTP 429 with `Retry-After`, for clients that read statuses (API keys over their rate). */
export function failRateLimited(code: CatalogueCode, retryAfterSeconds: number): never {
  throw new ApiError(code, { retryAfterSeconds }, retryAfterSeconds)
}
