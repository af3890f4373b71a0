// Renders the real shell in jsdom against a fake service: `fetch` answers by path from a table of
// handlers (envelopes built here), the socket never connects, storage is in memory.

import { createManualClock, type ManualClock } from '../../../core/api/index.ts'
import { createKernel, type ScreenManifest, screenPlugin } from '../../../core/kernel/index.ts'
import { App } from '../../../host/shell/App.tsx'
import { preloadShellPages } from '../../../host/shell/routes/shell-pages.tsx'
import { createShell, type Shell } from '../../../host/shell/shell.ts'
import type { UserInfo } from '../../../schemas/entities/user-info.ts'
import { render } from '../render.tsx'

// The shell's pages and its antd root are lazy (the runtime route loads no antd): fetched here, before
// any test's clock runs, as the harness's static imports used to.
await preloadShellPages()

export type Handler = (body: URLSearchParams) => { code: number; msg?: string; data?: unknown }
export const ok = (data?: unknown) => ({ code: 200, msg: 'ok', data })

export const BASE = 'http://shell.test/lfscada'

export function fakeFetch(handlers: Record<string, Handler>, calls: string[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname.replace('/lfscada/', '')
    calls.push(path)
    const body = init?.body instanceof URLSearchParams ? init.body : url.searchParams
    const handler = handlers[path]
    const envelope = handler ? handler(body) : { code: 90001, msg: `no fake for ${path}` }
    return new Response(JSON.stringify(envelope), { headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
}

/** A socket the test drives: every instance is kept, `push` delivers a frame to it. */
export class TestSocket {
  static all: TestSocket[] = []
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: unknown) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null
  constructor(readonly url: string) {
    TestSocket.all.push(this)
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  send() {}
  close() {}
}

export const user = (patch: Partial<UserInfo> = {}): UserInfo => ({
  loginname: 'admin',
  tel: '13800000000',
  userId: 'u1',
  styleId: '',
  orgId: 'o1',
  deptId: '',
  roleId: '',
  roleType: 'admin',
  authRegion: '',
  dataRange: '',
  prompType: '',
  scadaAdaption: false,
  equipDisplay: '',
  useLock: false,
  auths: [],
  ...patch,
})

export class MemoryStorage {
  data = new Map<string, string>()
  getItem = (k: string) => this.data.get(k) ?? null
  setItem = (k: string, v: string) => void this.data.set(k, v)
}

export interface Rendered {
  shell: Shell
  clock: ManualClock
  storage: MemoryStorage
  calls: string[]
}

/** jsdom lacks what antd's responsive parts ask for. */
export function polyfillDom() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

export function renderShell(
  path: string,
  handlers: Record<string, Handler>,
  options: { screens?: readonly ScreenManifest[]; storage?: MemoryStorage } = {},
): Rendered {
  polyfillDom()
  const kernel = createKernel()
  for (const screen of options.screens ?? []) kernel.use(screenPlugin(screen))
  const calls: string[] = []
  const clock = createManualClock(Date.parse('2025-01-01T00:00:00Z'))
  const storage = options.storage ?? new MemoryStorage()
  const shell = createShell({
    kernel,
    clock,
    storage,
    // no enterprise style unless a test gives one (the shell asks on every sign-in)
    api: {
      baseUrl: BASE,
      fetch: fakeFetch({ 'style/loadStyle': () => ok(null), ...handlers }, calls),
      WebSocket: TestSocket as never,
    },
    memory: { initialEntries: [path] },
  })
  render(<App shell={shell} />)
  return { shell, clock, storage, calls }
}
