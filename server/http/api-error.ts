// A catalogue error a handler throws; the error handler answers it as { code, msg, data } with HTTP 200.
import type { Code } from '../../core/i18n/codes.ts'

export type CatalogueCode = (typeof Code)[keyof typeof Code] | number

export class ApiError extends Error {
  constructor(
    readonly code: CatalogueCode,
    readonly data: unknown = null,
  ) {
    super(`catalogue code ${code}`)
    this.name = 'ApiError'
  }
}

/** Throws the catalogue code; `data` tells the client more (a retry time, the broken rule). */
export function fail(code: CatalogueCode, data: unknown = null): never {
  throw new ApiError(code, data)
}
