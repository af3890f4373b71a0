// Maps every error to a catalogue code so no request ever answers a 500: catalogue errors pass
// through, parser and size errors get the parameter codes, a database that cannot write (disk full,
// read-only, I/O error) is 90009 (logged once per episode by storage/health.ts, not per request), anything
// unexpected is 90099 and logged.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NoResultError } from 'kysely'
import { isApiError } from '../../core/api/errors.ts'
import { Code } from '../../core/i18n/codes.ts'
import { storageFailureOf } from '../storage/errors.ts'
import { ApiError } from './api-error.ts'
import { envelope, langOf } from './envelope.ts'

const BY_FASTIFY_CODE: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: Code.outOfRange,
  FST_REQ_FILE_TOO_LARGE: Code.outOfRange,
  FST_PARTS_LIMIT: Code.outOfRange,
  FST_FILES_LIMIT: Code.outOfRange,
  FST_FIELDS_LIMIT: Code.outOfRange,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: Code.unsupportedRequest,
  FST_INVALID_MULTIPART_CONTENT_TYPE: Code.unsupportedRequest,
  FST_ERR_CTP_INVALID_JSON_BODY: Code.paramType,
  FST_ERR_CTP_EMPTY_JSON_BODY: Code.paramMissing,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: Code.paramInvalid,
  FST_PROTO_VIOLATION: Code.paramInvalid,
}

export function codeOfError(error: unknown): { code: number; data: unknown; unexpected: boolean } {
  if (error instanceof ApiError) return { code: error.code, data: error.data, unexpected: false }
  // A row that vanished between the scope check and the handler's read: the same answer as a foreign id.
  if (error instanceof NoResultError) return { code: Code.noDataOrPermission, data: null, unexpected: false }
  // core's own catalogue errors (e.g. from decodeForm) carry a message instead of data.
  if (isApiError(error)) return { code: error.code, data: null, unexpected: false }
  const storage = storageFailureOf(error)
  if (storage) return { code: Code.storageUnavailable, data: { reason: storage.reason }, unexpected: false }
  const err = error as Partial<FastifyError>
  const known = err.code ? BY_FASTIFY_CODE[err.code] : undefined
  if (known) return { code: known, data: null, unexpected: false }
  if (error instanceof SyntaxError) return { code: Code.paramType, data: null, unexpected: false }
  // Client faults raised by fastify or busboy (bad boundary, truncated body): a parameter error.
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return { code: Code.paramInvalid, data: null, unexpected: false }
  }
  return { code: Code.unknown, data: null, unexpected: true }
}

/** Answers a GET outside the API that matched nothing (the web app's history-mode fallback); null without a web app. */
export type PageFallback = (req: FastifyRequest, reply: FastifyReply) => unknown

export function installErrorHandling(
  app: FastifyInstance,
  prefix: string,
  fallback: PageFallback | null,
): void {
  app.setErrorHandler((error, req, reply) => {
    const { code, data, unexpected } = codeOfError(error)
    if (unexpected) req.log.error({ err: error }, 'unexpected error')
    if (error instanceof ApiError && error.retryAfter !== undefined)
      reply.code(429).header('Retry-After', String(error.retryAfter))
    else reply.code(200)
    reply.send(envelope(code, data, langOf(req)))
  })
  app.setNotFoundHandler((req, reply) => {
    const api = req.url === prefix || req.url.startsWith(`${prefix}/`) || req.url.startsWith(`${prefix}?`)
    const page =
      fallback && !api && (req.method === 'GET' || req.method === 'HEAD') ? fallback(req, reply) : null
    if (page !== null) return page
    const status = api ? 200 : 404
    return reply.code(status).send(envelope(Code.unsupportedRequest, null, langOf(req)))
  })
}
