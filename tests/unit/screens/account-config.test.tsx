// @vitest-environment jsdom
// The account's own settings (issue 38): the language and time zone its alarm notifications are written
// in are shown by name (the zone with its offset) and saved into the settings document the server reads
// (server/alarms/notice-text.ts), beside what was there, as user/config/save takes it (contract.tsx).

import { afterEach, describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/index.ts'
import { UserConfig } from '../../../plugins/screens/my-account/config.tsx'
import { ACCOUNT_TEXTS } from '../../../plugins/screens/my-account/texts.ts'
import { act, cleanup, screen, waitFor, within } from '../render.tsx'
import { renderScreen } from './contract.tsx'

afterEach(cleanup)

describe('account settings', () => {
  it('shows and saves the alarm notifications’ language and time zone', async () => {
    const saved: Record<string, unknown>[] = []
    renderScreen(
      <UserConfig />,
      {
        'user/config/query': () => ({
          landing: '/msg/messageAll',
          language: 'en',
          timeZone: 'Asia/Shanghai',
        }),
        'user/config/save': (body) => {
          saved.push(body)
          return body.config
        },
      },
      { texts: { account: byLang(ACCOUNT_TEXTS) } },
    )
    const language = await screen.findByTestId('config-language')
    await waitFor(() => expect(language.closest('.ant-select')!.textContent).toContain('English'))
    const zone = screen.getByTestId('config-time-zone').closest('.ant-select') as HTMLElement
    expect(within(zone).getByText('Asia/Shanghai (GMT+8)')).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: /Save/ }).click())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.config).toEqual({
      landing: '/msg/messageAll',
      language: 'en',
      timeZone: 'Asia/Shanghai',
    })
  })
})
