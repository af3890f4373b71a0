// @vitest-environment jsdom
// The shell applies the enterprise's style (platform spec §3 Theme, §7 style/loadStyle, §8 reactions):
// the tab title and icon and the layout's logo and title after sign-in; a custom login page at
// /{loginPath} shows its style and an unknown path goes to /404; no style keeps the default look
// (administrators told "New style not set"); a failed call is a warning, never a block.

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../core/api/index.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { REACTION_MESSAGES } from '../../../core/i18n/errors/reactions.ts'
import { defineScreen } from '../../../core/kernel/index.ts'
import { SHELL_TEXTS } from '../../../host/shell/texts.ts'
import { applyTheme, fetchTheme } from '../../../host/shell/theme.ts'
import type { Theme } from '../../../schemas/entities/style.ts'
import { cleanup, screen, waitFor } from '../render.tsx'
import { BASE, fakeFetch, type Handler, ok, renderShell, user } from './harness.tsx'

afterEach(cleanup)
beforeEach(() => {
  document.title = ''
  for (const link of document.head.querySelectorAll('link')) link.remove()
})

const THEME: Theme = {
  isNew: true,
  styleId: 's1',
  title: 'Acme plant',
  faviconIco: '/lfscada/style/image/s1/favicon?v=1',
  logo: '/lfscada/style/image/s1/logo?v=1',
  webLoginPath: 'acme',
  webMainPath: '',
}
const icon = () => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? undefined
// the shell's default language is Chinese (spec §1)
const PRODUCT = SHELL_TEXTS.product.zh
const NOT_SET = REACTION_MESSAGES.styleNotSet.zh
const PERMISSION_INFO_FAILED = REACTION_MESSAGES.permissionInfoFailed.zh

describe('applyTheme', () => {
  it('sets the title and icon, and goes back to the page’s own without a theme', () => {
    const own = document.createElement('link')
    own.rel = 'icon'
    own.href = '/favicon.ico'
    document.head.appendChild(own)
    applyTheme(document, THEME, 'Default')
    expect(document.title).toBe('Acme plant')
    expect(icon()).toBe(THEME.faviconIco)
    applyTheme(document, null, 'Default')
    expect(document.title).toBe('Default')
    expect(icon()).toBe('/favicon.ico')
  })

  it('adds an icon link when the page has none, and keeps the default icon for a theme without one', () => {
    applyTheme(document, { ...THEME, faviconIco: '' }, 'Default')
    expect(icon()).toBeUndefined()
    applyTheme(document, THEME, 'Default')
    expect(icon()).toBe(THEME.faviconIco)
    applyTheme(document, null, 'Default')
    expect(icon()).toBeUndefined()
  })
})

describe('fetchTheme: the §8 reactions', () => {
  const api = (handler: Handler | 'throw') =>
    createApiClient({
      baseUrl: BASE,
      fetch:
        handler === 'throw'
          ? ((async () => {
              throw new TypeError('network down')
            }) as typeof fetch)
          : fakeFetch({ 'style/loadStyle': handler }),
    })

  it.each([
    ['a theme', () => ok(THEME), { theme: THEME }],
    ['null', () => ok(null), { theme: null, reaction: 'styleNotSet' }],
    ['a malformed theme', () => ok({ title: 3 }), { theme: null, reaction: 'styleFetchFailed' }],
    [
      'code 90003',
      () => ({ code: Code.noDataOrPermission }),
      { theme: null, reaction: 'permissionInfoFailed' },
    ],
    ['no answer', 'throw' as const, { theme: null, reaction: 'styleFetchFailed' }],
  ])('%s', async (_what, handler, outcome) => {
    expect(await fetchTheme(api(handler as Handler | 'throw'))).toEqual(outcome)
  })

  it('sends the login path', async () => {
    const sent: string[] = []
    const client = createApiClient({
      baseUrl: BASE,
      fetch: fakeFetch({
        'style/loadStyle': (body) => {
          sent.push(body.get('loginPath') ?? '')
          return ok(null)
        },
      }),
    })
    await fetchTheme(client, 'acme')
    expect(sent).toEqual(['acme'])
  })
})

const Home = () => <p data-testid="home-screen">home</p>
const screens = [
  defineScreen({
    name: 'home',
    area: 'manage',
    routes: [{ path: 'home', screen: 'Home', title: { zh: '首页', en: 'Home' } }],
    menu: [],
    permissions: [],
    load: async () => ({ Home }),
  }),
]
const at = (r: { shell: { router: { state: { location: { pathname: string } } } } }) =>
  r.shell.router.state.location.pathname

describe('the shell', () => {
  it('applies the enterprise’s theme in the layout and the tab', async () => {
    renderShell(
      '/manage/home',
      { 'user/info': () => ok(user()), 'style/loadStyle': () => ok(THEME) },
      { screens },
    )
    await screen.findByTestId('home-screen')
    await waitFor(() => expect(screen.getByTestId('layout-title').textContent).toBe('Acme plant'))
    expect(screen.getByTestId('layout-logo').getAttribute('src')).toBe(THEME.logo)
    expect(document.title).toBe('Acme plant')
    expect(icon()).toBe(THEME.faviconIco)
  })

  it('applies the main look: header colour, the name and subtitle in the reader’s language, footer', async () => {
    const texts = (title: string) => ({ title, subtitle: `${title} subtitle`, footer: `© ${title}` })
    const main = { primary: '#13c2c2', background: 'rgb(20, 40, 60)', zh: texts('阿克米'), en: texts('Acme') }
    renderShell(
      '/manage/home',
      { 'user/info': () => ok(user()), 'style/loadStyle': () => ok({ ...THEME, main }) },
      { screens },
    )
    await screen.findByTestId('home-screen')
    await waitFor(() => expect(screen.getByTestId('layout-title').textContent).toBe('阿克米'))
    expect(screen.getByTestId('layout-subtitle').textContent).toBe('阿克米 subtitle')
    expect(screen.getByTestId('layout-footer').textContent).toBe('© 阿克米')
    expect(screen.getByTestId('layout-header').style.background).toBe('rgb(20, 40, 60)')
  })

  it('keeps the default look without a style; tells an administrator, not others', async () => {
    renderShell(
      '/manage/home',
      { 'user/info': () => ok(user()), 'style/loadStyle': () => ok(null) },
      { screens },
    )
    expect(await screen.findByText(NOT_SET)).toBeTruthy()
    expect(screen.getByTestId('layout-title').textContent).toBe(PRODUCT)
    expect(screen.queryByTestId('layout-logo')).toBeNull()
    cleanup()
    renderShell(
      '/manage/home',
      {
        'user/info': () => ok(user({ userId: 'u2', roleType: 'internal' })),
        'style/loadStyle': () => ok(null),
      },
      { screens },
    )
    await screen.findByTestId('home-screen')
    await waitFor(() => expect(document.title).toBe(PRODUCT))
    expect(screen.queryByText(NOT_SET)).toBeNull()
  })

  it('warns when the theme call answers another code, and still shows the screen', async () => {
    renderShell(
      '/manage/home',
      { 'user/info': () => ok(user()), 'style/loadStyle': () => ({ code: Code.noDataOrPermission }) },
      { screens },
    )
    await screen.findByTestId('home-screen')
    expect(await screen.findByText(PERMISSION_INFO_FAILED)).toBeTruthy()
  })

  it('shows a login path’s style on its login page', async () => {
    const asked: string[] = []
    renderShell('/acme', {
      'style/loadStyle': (body) => {
        asked.push(body.get('loginPath') ?? '')
        return ok(THEME)
      },
    })
    await waitFor(() => expect(screen.getByTestId('login-title').textContent).toBe('Acme plant'))
    expect(screen.getByTestId('login-logo').getAttribute('src')).toBe(THEME.logo)
    expect(document.title).toBe('Acme plant')
    expect(asked).toEqual(['acme'])
  })

  it.each([
    ['unknown', '/nobody', () => ok(null)],
    ['malformed', '/a.b', () => ok(THEME)],
  ])('sends an %s login path to /404', async (_what, path, handler) => {
    const r = renderShell(path, { 'style/loadStyle': handler })
    await waitFor(() => expect(at(r)).toBe('/404'))
  })
})
