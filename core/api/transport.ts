// One request to the service and its envelope (platform spec §7): form-encoded POST, GET with a query,
// multipart POST with a file; 120 s time-out; ok only for codes 200 and 201.
import { check } from '../../schemas/validate.ts'
import { Envelope } from '../../schemas/wire.ts'
import { Code, isOkCode } from '../i18n/codes.ts'
import type { Clock } from './clock.ts'
import { ApiError } from './errors.ts'
import { encodeForm, type FormObject } from './form.ts'
import { REQUEST_TIMEOUT_MS } from './timing.ts'

export interface RequestOptions {
  /** Cancels the request; it then rejects with the signal's reason. */
  signal?: AbortSignal
}

export interface FileOptions extends RequestOptions {
  /** Form field of the file; default 'file'. */
  fileField?: string
  /** File name sent with it; default 'blob'. */
  fileName?: string
}

export interface Transport {
  /** POST form-encoded; resolves with the envelope's data. */
  post<T = unknown>(path: string, body?: FormObject, options?: RequestOptions): Promise<T>
  /** GET with `query` as the query string (e.g. `user/info` with `{ time: clock.now() }`). */
  get<T = unknown>(path: string, query?: FormObject, options?: RequestOptions): Promise<T>
  /** Multipart POST: `fields` encoded like a form body, plus one file (e.g. the page JSON on save). */
  postFile<T = unknown>(path: string, fields: FormObject, file: Blob, options?: FileOptions): Promise<T>
}

export interface TransportOptions {
  baseUrl: string
  fetch: typeof fetch
  clock: Clock
  onSessionInvalid: () => void
}

/**
 * A path is under baseUrl unless it starts with '/' (the spec's "unless they start with another path",
 * e.g. `/org/SecurityMessageAction!getUserMessage.action`), which is resolved against baseUrl's origin.
 */
export function resolveUrl(baseUrl: string, path: string): string {
  if (!path.startsWith('/')) return `${baseUrl.replace(/\/+$/, '')}/${path}`
  return /^[a-z][a-z0-9+.-]*:/i.test(baseUrl) ? new URL(path, baseUrl).href : path
}

const SESSION_INVALID = new Set<number>([Code.sessionInvalid, Code.sessionInvalid2])

export function createTransport({ baseUrl, fetch, clock, onSessionInvalid }: TransportOptions): Transport {
  async function send<T>(url: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted()
    const controller = new AbortController()
    const forwardAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', forwardAbort, { once: true })
    let timer: unknown
    // Raced rather than left to the fetch alone, so a fetch that ignores its signal still ends on time.
    const timeout = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => {
        const error = new ApiError(Code.commTimeout, `no answer within ${REQUEST_TIMEOUT_MS} ms`)
        controller.abort(error)
        reject(error)
      }, REQUEST_TIMEOUT_MS)
    })
    try {
      const body = await Promise.race([exchange(url, { ...init, signal: controller.signal }), timeout])
      return openEnvelope(body) as T
    } catch (e) {
      if (signal?.aborted) throw signal.reason
      throw e
    } finally {
      clock.clearTimeout(timer)
      signal?.removeEventListener('abort', forwardAbort)
    }
  }

  async function exchange(url: string, init: RequestInit): Promise<unknown> {
    let text: string
    try {
      const response = await fetch(url, { ...init, headers: { Accept: 'application/json' } })
      text = await response.text()
    } catch (e) {
      throw new ApiError(Code.unknown, e instanceof Error ? e.message : String(e))
    }
    try {
      return JSON.parse(text)
    } catch (e) {
      throw new ApiError(Code.unknown, (e as Error).message)
    }
  }

  function openEnvelope(body: unknown): unknown {
    if (!check(Envelope, body).ok)
      throw new ApiError(Code.unknown, 'answer is not an envelope {code, msg, data}')
    const { code, msg, data } = body as Envelope
    if (isOkCode(code)) return data
    if (SESSION_INVALID.has(code)) onSessionInvalid()
    throw new ApiError(code, msg ?? '', data)
  }

  return {
    post: async <T>(path: string, body: FormObject = {}, options: RequestOptions = {}) =>
      send<T>(resolveUrl(baseUrl, path), { method: 'POST', body: encodeForm(body) }, options.signal),
    get: async <T>(path: string, query: FormObject = {}, options: RequestOptions = {}) => {
      const search = encodeForm(query).toString()
      return send<T>(
        resolveUrl(baseUrl, path) + (search ? `?${search}` : ''),
        { method: 'GET' },
        options.signal,
      )
    },
    postFile: async <T>(path: string, fields: FormObject, file: Blob, options: FileOptions = {}) => {
      const form = new FormData()
      for (const [key, value] of encodeForm(fields)) form.append(key, value)
      form.append(options.fileField ?? 'file', file, options.fileName ?? 'blob')
      return send<T>(resolveUrl(baseUrl, path), { method: 'POST', body: form }, options.signal)
    },
  }
}
