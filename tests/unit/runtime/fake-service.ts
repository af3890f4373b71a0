// A stand-in for the server in runtime tests: answers by path from a table, records the calls, and hands
// out sockets the test pushes frames into.
import type { WebSocketLike } from '../../../core/api/index.ts'

export interface Call {
  path: string
  body: Record<string, string>
}

export function fakeService(answers: Record<string, unknown>) {
  const calls: Call[] = []
  const sockets: FakeSocket[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://test')
    const path = url.pathname.replace(/^\/lfscada\//, '')
    const body = Object.fromEntries(
      new URLSearchParams(
        typeof init?.body === 'string' ? init.body : (init?.body as URLSearchParams | undefined),
      ),
    )
    calls.push({ path, body })
    const data = path in answers ? answers[path] : []
    if (data instanceof Error) return new Response(JSON.stringify({ code: 90099, msg: data.message }))
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }))
  }
  class FakeSocket implements WebSocketLike {
    onopen: ((ev: never) => unknown) | null = null
    onmessage: ((ev: never) => unknown) | null = null
    onclose: ((ev: never) => unknown) | null = null
    onerror: ((ev: never) => unknown) | null = null
    constructor(readonly url: string) {
      sockets.push(this)
    }
    send() {}
    close() {}
    push(frame: unknown) {
      ;(this.onmessage as ((ev: { data: string }) => void) | null)?.({ data: JSON.stringify(frame) })
    }
  }
  return { fetch, calls, sockets, WebSocket: FakeSocket }
}
