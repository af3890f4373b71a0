// @vitest-environment jsdom
// The platform administrators' menu (issue 35): every entry is reachable for a platform administrator
// (its screen shows) and sends anyone else, an enterprise administrator with every enterprise key too,
// to /noAuth (platform spec §6).

import { afterEach, describe, expect, it } from 'vitest'
import { builtinScreens } from '../../../plugins/screens/index.ts'
import { PERMISSION_KEYS, PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { cleanup, screen, waitFor } from '../render.tsx'
import { ok, renderShell, user } from '../shell/harness.tsx'

afterEach(cleanup)

const page = ok({ list: [], total: 0, pageNo: 1, pageSize: 10 })
const answers = {
  'system/hardware/query': () => page,
  'system/model/query': () => page,
  'system/catalog/query': () => page,
  'system/protocol/query': () => ok([]),
  'system/dict/query': () => ok([]),
  'system/param/query': () =>
    ok({ publicUrl: '', notifyRateLimit: 0, notify: {}, wechat: { provider: 'none' } }),
  'system/license/query': () =>
    ok({ installed: false, licence: null, expired: false, used: { enterprises: 1, gateways: 2 } }),
}

describe('the platform-admin menu', () => {
  it.each([
    ['/manage/system/hardware', 'hardware'],
    ['/manage/system/protocol', 'protocols'],
    ['/manage/system/model', 'catalog-configModel'],
    ['/manage/system/market', 'catalog-market'],
    ['/manage/system/version', 'catalog-appVersion'],
    ['/manage/system/product', 'catalog-product'],
    ['/manage/system/param', 'dictionary'],
    ['/manage/system/license', 'licence-none'],
  ])('%s: a platform administrator only', async (path, screenId) => {
    const enterpriseAdmin = renderShell(
      path,
      { 'user/info': () => ok(user({ auths: [...PERMISSION_KEYS] })) },
      { screens: builtinScreens },
    )
    await screen.findByTestId('no-auth', {}, { timeout: 15_000 })
    expect(enterpriseAdmin.shell.router.state.location.pathname).toBe('/noAuth')
    cleanup()
    const platform = renderShell(
      path,
      { ...answers, 'user/info': () => ok(user({ auths: [...PERMISSION_KEYS, PLATFORM_ADMIN_KEY] })) },
      { screens: builtinScreens },
    )
    await screen.findByTestId(screenId, {}, { timeout: 15_000 })
    await waitFor(() => expect(platform.shell.router.state.location.pathname).toBe(path))
  })
})
