// Request bodies: JSON (depth-limited), form-encoded with dotted keys (key depth limited), and multipart
// (fields like a form, files buffered under their field name). Errors become catalogue codes (errors.ts).
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Code } from '../../core/i18n/codes.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import { ApiError, fail } from './api-error.ts'
import { deeperThan, MAX_BODY_DEPTH } from './depth.ts'
import { decodeFormBounded } from './form.ts'

export const BODY_LIMIT = 1024 * 1024
export const FILE_LIMIT = 1024 * 1024
/** Multipart is streamed past BODY_LIMIT, so its parts are bounded one by one: ≤ 10 MiB of files, 12.5 MiB of fields. */
const MULTIPART_LIMITS = { fileSize: FILE_LIMIT, files: 10, fields: 200, parts: 210, fieldSize: 64 * 1024 }

function bounded<T>(value: T): T {
  if (deeperThan(value, MAX_BODY_DEPTH)) fail(Code.paramInvalid, { reason: 'depth' })
  return value
}

export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, {})
    parseJson(req, body as string, (err, value) => {
      if (err) return done(err, undefined)
      try {
        done(null, bounded(value))
      } catch (e) {
        done(e as Error, undefined)
      }
    })
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, decodeFormBounded(new URLSearchParams(body as string)))
    } catch (e) {
      done(e as Error, undefined)
    }
  })
  await app.register(multipart, { limits: MULTIPART_LIMITS })
}

/** Whether the body arrived as text fields (form or multipart), whose scalars need converting. */
export function isStringly(req: FastifyRequest): boolean {
  return req.isMultipart() || /^application\/x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '')
}

/**
 * The body a handler validates: multipart fields decoded like a form, each file as a FileUpload.
 * `fileLimit`: a route's own file size limit, over which a file is 10008 (else the default, 10005).
 */
export async function bodyOf(req: FastifyRequest, fileLimit?: number): Promise<unknown> {
  if (!req.isMultipart()) return req.body ?? {}
  const fields: Array<[string, string]> = []
  const files: Array<[string, FileUpload]> = []
  try {
    for await (const part of req.parts(fileLimit ? { limits: { fileSize: fileLimit } } : undefined)) {
      if (part.type === 'field') {
        if (part.valueTruncated) fail(Code.outOfRange, { field: part.fieldname })
        if (typeof part.value !== 'string') fail(Code.paramType, { field: part.fieldname })
        fields.push([part.fieldname, part.value])
      } else {
        const data = await part.toBuffer()
        files.push([
          part.fieldname,
          { filename: part.filename, mimetype: part.mimetype, size: data.length, data },
        ])
      }
    }
  } catch (error) {
    if (fileLimit && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      fail(Code.fileTooLarge, { max: fileLimit })
    // Our own refusals and the limits (fastify codes, errors.ts) pass; anything else is a malformed stream.
    if (error instanceof ApiError || (error as { code?: string }).code?.startsWith('FST_')) throw error
    fail(Code.paramInvalid, { reason: 'multipart' })
  }
  return { ...decodeFormBounded(fields), ...Object.fromEntries(files) }
}
