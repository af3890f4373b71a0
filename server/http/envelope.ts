// The answer of every API call (platform spec §7): { code, msg, data }, ok when code is 200 or 201.
import type { FastifyRequest } from 'fastify'
import { OK } from '../../core/i18n/codes.ts'
import { type Lang, messageFor } from './messages.ts'

export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export function envelope<T>(code: number, data: T, lang: Lang): Envelope<T> {
  return { code, msg: messageFor(code, lang), data }
}

export const ok = <T>(data: T, lang: Lang): Envelope<T> => envelope(OK, data, lang)

/** zh is the default (spec §1); an Accept-Language that starts with en picks English. */
export function langOf(req: FastifyRequest): Lang {
  const header = req.headers['accept-language']
  return typeof header === 'string' && /^en\b/i.test(header) ? 'en' : 'zh'
}
