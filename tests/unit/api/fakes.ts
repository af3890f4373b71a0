// Fake network peers for the client under test: a scripted service behind `fetch` and a socket
// class that records what the client opens and sends. Both log against the manual clock's time.

import type { Clock } from '../../../core/api/clock.ts'
import { decodeForm } from '../../../core/api/form.ts'
import type { WebSocketLike } from '../../../core/api/sockets.ts'

export interface FakeRequest {
  at: number
  method: string
  url: string
  path: string
  query: Record<string, unknown>
  body: Record<string, unknown>
  form?: FormData
}

/** What a route answers: an envelope, raw text, a network failure, or no answer until aborted. */
export type Reply =
  | { code: number; msg?: string; data?: unknown }
  | { raw: string }
  | 'network-error'
  | 'hang'
export type Route = (request: FakeRequest) => Reply

export const ok = (data?: unknown): Reply => ({ code: 200, msg: 'ok', data })

/** A fetch that answers by `route` and logs every request. Paths are relative to `base`. */
export function fakeService(clock: Clock, route: Route, base = 'http://svc/lfscada/') {
  const requests: FakeRequest[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), base)
    const form = init.body instanceof FormData ? init.body : undefined
    const request: FakeRequest = {
      at: clock.now(),
      method: init.method ?? 'GET',
      url: String(input),
      path: url.pathname.replace(new URL(base).pathname, ''),
      query: decodeForm(url.searchParams),
      body: init.body instanceof URLSearchParams ? decodeForm(init.body) : {},
      ...(form && { form }),
    }
    requests.push(request)
    const reply = route(request)
    if (reply === 'network-error') throw new TypeError('fetch failed')
    if (reply === 'hang') {
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
      )
    }
    return new Response('raw' in reply ? reply.raw : JSON.stringify(reply))
  }
  return { fetch: fetch as typeof globalThis.fetch, requests, paths: () => requests.map((r) => r.path) }
}

/** A WebSocket stand-in: every instance is kept, the test plays the server through it. */
export function fakeSockets(clock: Clock) {
  const opened: FakeSocket[] = []
  class FakeSocket implements WebSocketLike {
    readonly at = clock.now()
    readonly sent: { at: number; data: string }[] = []
    closed = false
    onopen: ((ev: never) => unknown) | null = null
    onmessage: ((ev: never) => unknown) | null = null
    onclose: ((ev: never) => unknown) | null = null
    onerror: ((ev: never) => unknown) | null = null
    constructor(readonly url: string) {
      opened.push(this)
    }
    send(data: string) {
      this.sent.push({ at: clock.now(), data })
    }
    close() {
      this.serverClose()
    }
    // The server side:
    accept() {
      ;(this.onopen as ((ev: unknown) => void) | null)?.({})
    }
    push(data: unknown) {
      const text = typeof data === 'string' ? data : JSON.stringify(data)
      ;(this.onmessage as ((ev: { data: unknown }) => void) | null)?.({ data: text })
    }
    serverClose() {
      if (this.closed) return
      this.closed = true
      ;(this.onclose as ((ev: unknown) => void) | null)?.({})
    }
  }
  return { WebSocket: FakeSocket, opened, last: () => opened.at(-1) }
}
