// @vitest-environment jsdom
// The shell rendered against a fake service: redirects, the login guard, permission keys and the
// session-invalid codes (platform spec §2, §4, §6).

import { afterEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { defineScreen } from '../../../core/kernel/index.ts'
import { act, cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { ok, renderShell, user } from './harness.tsx'

afterEach(cleanup)

const title = { zh: '测试', en: 'Test' }
const Open = () => <p data-testid="open-screen">open</p>
const Keyed = () => <p data-testid="keyed-screen">keyed</p>
const testScreens = defineScreen({
  name: 'guarded',
  area: 'manage',
  routes: [
    { path: 'open', screen: 'Open', title },
    { path: 'keyed', screen: 'Keyed', title, auth: 'needed_key' },
  ],
  menu: [],
  permissions: [{ key: 'needed_key', title }],
  load: async () => ({ Open, Keyed }),
})
const screens = [testScreens]
const at = (r: { shell: { router: { state: { location: { pathname: string } } } } }) =>
  r.shell.router.state.location.pathname

describe('redirects and guards', () => {
  it.each([
    ['/', '/login'],
    ['/login.jsp', '/login'],
    ['/no/such/page', '/404'],
  ])('%s goes to %s', async (path, to) => {
    const r = renderShell(path, {}, { screens })
    await waitFor(() => expect(at(r)).toBe(to))
  })

  it('fetches the user for a guarded route and shows the screen', async () => {
    const r = renderShell('/manage/open', { 'user/info': () => ok(user()) }, { screens })
    await screen.findByTestId('open-screen')
    expect(r.calls).toContain('user/info')
    expect(r.shell.session.store.getState().user?.loginname).toBe('admin')
  })

  it.each([
    { auths: [], shows: 'no-auth', path: '/noAuth' },
    { auths: ['needed_key'], shows: 'keyed-screen', path: '/manage/keyed' },
  ])('a route needing a key, user auths $auths → $path', async ({ auths, shows, path }) => {
    const r = renderShell('/manage/keyed', { 'user/info': () => ok(user({ auths })) }, { screens })
    await screen.findByTestId(shows)
    expect(at(r)).toBe(path)
  })

  it('stays where it is when user info fails with another code, and says so', async () => {
    const r = renderShell(
      '/manage/open',
      { 'user/info': () => ({ code: Code.unknown, msg: 'down' }) },
      { screens },
    )
    await screen.findByText('获取权限信息失败，请重新登录！')
    expect(at(r)).toBe('/manage/open')
  })

  it.each([Code.sessionInvalid, Code.sessionInvalid2])(
    'user info answering %i goes to /login',
    async (code) => {
      const r = renderShell('/manage/open', { 'user/info': () => ({ code }) }, { screens })
      await waitFor(() => expect(at(r)).toBe('/login'))
      expect(r.shell.session.store.getState().user).toBeUndefined()
    },
  )

  it.each([Code.sessionInvalid, Code.sessionInvalid2])(
    'any call answering %i later clears the user and goes to /login',
    async (code) => {
      const r = renderShell(
        '/manage/open',
        { 'user/info': () => ok(user()), 'some/call': () => ({ code }) },
        { screens },
      )
      await screen.findByTestId('open-screen')
      await act(async () => {
        await r.shell.api.post('some/call').catch(() => {})
      })
      await waitFor(() => expect(at(r)).toBe('/login'))
      expect(r.shell.session.store.getState().user).toBeUndefined()
    },
  )
})

describe('language', () => {
  it('defaults to zh, switches to en, and remembers the choice', async () => {
    const r = renderShell('/login', {}, { screens })
    expect(await screen.findByTestId('login-submit')).toHaveProperty('textContent', '登 录')
    fireEvent.click(screen.getByText('English'))
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toBe('Log in'))
    expect(r.storage.getItem('lfscada.lang')).toBe('en')
    cleanup()
    // A new start reads the stored choice.
    renderShell('/login', {}, { screens, storage: r.storage })
    expect((await screen.findByTestId('login-submit')).textContent).toBe('Log in')
  })
})
