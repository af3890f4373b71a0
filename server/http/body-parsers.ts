// Request bodies: JSON, form-encoded with dotted keys, and multipart (fields dotted like forms, files
// buffered, named by their top-level field). Every parsed body passes the depth limit; errors become catalogue codes in errors.ts.
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Code } from '../../core/i18n/codes.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import { fail } from './api-error.ts'
import { deeperThan, MAX_BODY_DEPTH } from './depth.ts'
import { decodeFormBounded } from './form.ts'

export const BODY_LIMIT = 1024 * 1024
export const FILE_LIMIT = 1024 * 1024

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
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMIT, files: 10, fields: 1000, parts: 1010, fieldSize: BODY_LIMIT },
  })
}

/** Whether the body arrived as text fields (form or multipart), whose scalars need converting. */
export function isStringly(req: FastifyRequest): boolean {
  return req.isMultipart() || /^application\/x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '')
}

/** The body a handler validates: multipart fields decoded like a form, each file as a FileUpload. */
export async function bodyOf(req: FastifyRequest): Promise<unknown> {
  if (!req.isMultipart()) return req.body ?? {}
  const fields: Array<[string, string]> = []
  const files: Array<[string, FileUpload]> = []
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') fields.push([part.fieldname, String(part.value)])
      else {
        const data = await part.toBuffer()
        files.push([
          part.fieldname,
          { filename: part.filename, mimetype: part.mimetype, size: data.length, data },
        ])
      }
    }
  } catch (error) {
    // Limits carry their own fastify codes (errors.ts); anything else is a malformed stream.
    if ((error as { code?: string }).code?.startsWith('FST_')) throw error
    fail(Code.paramInvalid, { reason: 'multipart' })
  }
  return { ...decodeFormBounded(fields), ...Object.fromEntries(files) }
}
