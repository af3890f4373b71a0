// The server's side of a call, without a server: a body goes over the wire as the client sends it
// (core/api encodeForm), is decoded and validated as the server does (server/http decodeFormBounded,
// validateBody with the route's own body schema from server/routes). A screen rendered on
// `contractFetch` gets the envelope the server would give for a refused body, and every refusal is
// recorded, so a test sees a body the server would not take.

import { App } from 'antd'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import {
  type ApiClient,
  type Clock,
  createApiClient,
  encodeForm,
  type FormObject,
} from '../../../core/api/index.ts'
import { addResources, type Bundles, createI18n } from '../../../core/i18n/index.ts'
import type { ScreenManifest } from '../../../core/kernel/index.ts'
import { builtinScreens } from '../../../plugins/screens/index.ts'
import { type ScreenServices, ScreenServicesContext } from '../../../plugins/screens/shared/services.tsx'
import { hasAuth } from '../../../plugins/screens/shared/user.ts'
import { decodeFormBounded } from '../../../server/http/form.ts'
import { validateBody } from '../../../server/http/validate-body.ts'
import { routes } from '../../../server/routes/index.ts'
import { render } from '../render.tsx'
import { polyfillDom, user } from '../shell/harness.tsx'

const byPath = new Map(routes.map((r) => [r.path, r]))

export interface Refusal {
  path: string
  code: number
  data: unknown
}

/** Decodes and validates `pairs` as the route of `path` does; throws the server's catalogue error. */
export function receive(path: string, pairs: URLSearchParams): unknown {
  const route = byPath.get(path)
  if (!route) throw Object.assign(new Error(`no route ${path}`), { code: 90001, data: null })
  return validateBody(route.bodySchema, decodeFormBounded(pairs), true)
}

/** `body` sent as a form and received by the route of `path`. */
export const overTheWire = (path: string, body: FormObject): unknown => receive(path, encodeForm(body))

export type Answer = (body: Record<string, unknown>, call: number) => unknown

/** A fetch answering each path from `answers` once the route accepted the body; refusals are kept. */
export function contractFetch(
  answers: Record<string, Answer>,
  refusals: Refusal[],
  calls: string[],
): typeof fetch {
  const counts = new Map<string, number>()
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/lfscada/', '')
    calls.push(path)
    const reply = (envelope: unknown) =>
      new Response(JSON.stringify(envelope), { headers: { 'Content-Type': 'application/json' } })
    let body: Record<string, unknown>
    try {
      body = receive(path, init?.body as URLSearchParams) as Record<string, unknown>
    } catch (e) {
      const { code = 90099, data = null } = e as { code?: number; data?: unknown }
      refusals.push({ path, code, data })
      return reply({ code, msg: String(code), data })
    }
    const n = counts.get(path) ?? 0
    counts.set(path, n + 1)
    const answer = answers[path]
    return reply({ code: 200, msg: 'ok', data: answer ? answer(body, n) : null })
  }) as typeof fetch
}

export interface Rendered {
  api: ApiClient
  refusals: Refusal[]
  calls: string[]
  failures: unknown[]
}

/**
 * Renders `ui` as the shell would hand it a screen's services (English, admin, the built-in screens
 * unless `screens` says otherwise), on contractFetch.
 */
export function renderScreen(
  ui: ReactNode,
  answers: Record<string, Answer>,
  options: { texts?: Record<string, Bundles>; clock?: Clock; screens?: readonly ScreenManifest[] } = {},
): Rendered {
  polyfillDom()
  for (const [ns, bundles] of Object.entries(options.texts ?? {})) addResources(ns, bundles)
  const refusals: Refusal[] = []
  const calls: string[] = []
  const failures: unknown[] = []
  const api = createApiClient({
    baseUrl: 'http://screens.test/lfscada',
    fetch: contractFetch(answers, refusals, calls),
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const me = user()
  const services: ScreenServices = {
    api,
    user: me,
    lang: 'en',
    screens: options.screens ?? builtinScreens,
    hasAuth: (key) => hasAuth(me, key),
    fail: (e) => failures.push(e),
    codeText: String,
    setDirty: () => {},
    refreshUser: () => {},
    refreshUnread: () => {},
    onMessage: () => () => {},
  }
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <App>
        <MemoryRouter>
          <ScreenServicesContext.Provider value={services}>{ui}</ScreenServicesContext.Provider>
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  )
  return { api, refusals, calls, failures }
}
