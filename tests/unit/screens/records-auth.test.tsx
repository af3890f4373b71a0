// @vitest-environment jsdom
// A device's alarm and repair records need their permission keys (§6); without one the spec's message.

import { App } from 'antd'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { addResources, byLang, createI18n } from '../../../core/i18n/index.ts'
import { AlarmTab } from '../../../plugins/screens/monitor/alarm-tab.tsx'
import { MONITOR_KEYS } from '../../../plugins/screens/monitor/keys.ts'
import { MONITOR_TEXTS } from '../../../plugins/screens/monitor/texts.ts'
import { type ScreenServices, ScreenServicesContext } from '../../../plugins/screens/shared/services.tsx'
import { hasAuth } from '../../../plugins/screens/shared/user.ts'
import { cleanup, render, screen } from '../render.tsx'
import { polyfillDom, user } from '../shell/harness.tsx'

afterEach(cleanup)

function renderAlarms(auths: string[], calls: string[]) {
  polyfillDom()
  addResources('monitor', byLang(MONITOR_TEXTS))
  const me = user({ auths })
  const services = {
    api: {
      call: async (path: string) => {
        calls.push(path)
        return { list: [], total: 0 }
      },
    },
    user: me,
    lang: 'en',
    hasAuth: (key: string | undefined) => hasAuth(me, key),
    fail: () => {},
  } as unknown as ScreenServices
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <App>
        <MemoryRouter>
          <ScreenServicesContext.Provider value={services}>
            <AlarmTab equipmentId="e1" auth={MONITOR_KEYS.alarm} />
          </ScreenServicesContext.Provider>
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  )
}

describe('alarm records permission', () => {
  it('without the key: the no-permission message, and no query', async () => {
    const calls: string[] = []
    renderAlarms([], calls)
    expect((await screen.findByTestId('records-denied')).textContent).toContain(
      "You have no permission to view this device's alarm records",
    )
    expect(calls).toEqual([])
  })

  it('with the key: the records are queried', async () => {
    const calls: string[] = []
    renderAlarms([MONITOR_KEYS.alarm], calls)
    await screen.findByRole('table')
    expect(calls).toContain('alarm/query')
    expect(screen.queryByTestId('records-denied')).toBeNull()
  })
})
