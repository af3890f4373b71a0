// @vitest-environment jsdom
// Pushed messages: notification for 10 s, unread badge (99+ above 99), at most three below the header,
// one per message, and `alter` queuing a dialog.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineScreen } from '../../../core/kernel/index.ts'
import { NOTIFICATION_MS } from '../../../host/shell/notify/announce.ts'
import { TOASTS } from '../../../host/shell/parts/ShellRoot.tsx'
import { act, cleanup, screen, waitFor } from '../render.tsx'
import { ok, renderShell, TestSocket, user } from './harness.tsx'

const title = { zh: '测试', en: 'Test' }
const Open = () => <p data-testid="open-screen">open</p>
const screens = [
  defineScreen({
    name: 'plain',
    area: 'manage',
    routes: [{ path: 'open', screen: 'Open', title }],
    menu: [],
    permissions: [],
    load: async () => ({ Open }),
  }),
]

beforeEach(() => {
  TestSocket.all = []
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const alarm = {
  id: 'm1',
  type: 'alarm',
  title: 'Tank level high',
  note: 'level 9.5 m',
  alarmBroadcastTimes: 0,
}

async function loggedIn(unread: number, prompType = '') {
  const r = renderShell(
    '/manage/open',
    {
      'user/info': () => ok(user({ prompType })),
      'msg/queryUnReadMsgCount': () => ok(unread),
      'websocket/msg/token': () => ok('tok'),
    },
    { screens },
  )
  await screen.findByTestId('open-screen')
  await waitFor(() => expect(TestSocket.all.length).toBe(1))
  return r
}

describe('pushed messages', () => {
  it('shows a notification for 10 s and bumps the unread badge past 99 to 99+', async () => {
    await loggedIn(99)
    const badge = () => screen.getByTestId('unread-badge').textContent
    await waitFor(() => expect(badge()).toBe('99'))
    act(() => TestSocket.all[0]?.push(alarm))
    expect(await screen.findByText('Tank level high')).toBeTruthy()
    await waitFor(() => expect(badge()).toBe('99+'))

    // antd's motion is off in the unit tests (render.tsx): a closed notice leaves the document at once
    const shown = () => screen.queryByTestId('message-notification') !== null
    await act(async () => vi.advanceTimersByTime(NOTIFICATION_MS - 500))
    expect(shown()).toBe(true)
    await act(async () => vi.advanceTimersByTime(1_000))
    await waitFor(() => expect(shown()).toBe(false))
  })

  it('a clicked notification leads away to the message and closes', async () => {
    await loggedIn(0)
    act(() => TestSocket.all[0]?.push(alarm))
    const notice = await screen.findByTestId('message-notification')
    act(() => screen.getByText('Tank level high').click())
    await waitFor(() => expect(notice.isConnected).toBe(false))
    await waitFor(() => expect(screen.queryByTestId('open-screen')).toBeNull())
  })

  it('shows at most three below the header, and one per message however often pushed', async () => {
    await loggedIn(0)
    const notices = () => screen.queryAllByTestId('message-notification').length
    act(() => TestSocket.all[0]?.push(alarm))
    act(() => TestSocket.all[0]?.push(alarm))
    await screen.findByTestId('message-notification')
    expect(notices()).toBe(1)
    for (let i = 2; i <= 5; i++)
      act(() => TestSocket.all[0]?.push({ ...alarm, id: `m${i}`, title: `Alarm ${i}` }))
    await screen.findByText('Alarm 5')
    await waitFor(() => expect(notices()).toBe(TOASTS.maxCount))
    // the newest stay; the holder starts below the 64 px header
    expect(screen.queryByText('Tank level high')).toBeNull()
    const holder = document.querySelector('.ant-notification') as HTMLElement
    expect(holder.style.getPropertyValue('--notification-top')).toBe(`${TOASTS.top}px`)
    expect(TOASTS.top).toBeGreaterThan(64)
  })

  it('queues the message as a dialog when prompType has alter', async () => {
    const r = await loggedIn(0, 'alter')
    act(() => TestSocket.all[0]?.push(alarm))
    await waitFor(() => expect(r.shell.dialogs.current()?.id).toBe('message:m1'))
    expect(await screen.findByTestId('message-dialog')).toBeTruthy()
  })

  it('ignores frames that are not messages', async () => {
    const r = await loggedIn(3)
    act(() => TestSocket.all[0]?.push({ nonsense: true }))
    await act(async () => vi.advanceTimersByTime(100))
    expect(r.shell.unread.store.getState().count).toBe(3)
  })
})
