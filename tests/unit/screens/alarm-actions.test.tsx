// @vitest-environment jsdom
// What an operator does to an alarm in the device's alarm tab (issue 31): acknowledge with an optional
// note, shelve for a chosen time with a reason (required), unshelve; a row opens to the alarm's history,
// which shows the note and the shelving; a work-order manager makes an order from it, prefilled. Bodies go through the routes' own schemas (contract.tsx).

import { afterEach, describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/index.ts'
import { AlarmTab } from '../../../plugins/screens/monitor/alarm-tab.tsx'
import { MONITOR_KEYS } from '../../../plugins/screens/monitor/keys.ts'
import { MONITOR_TEXTS } from '../../../plugins/screens/monitor/texts.ts'
import { ALARM_HISTORY_TEXTS } from '../../../plugins/screens/shared/alarm-history-texts.ts'
import { OPS_KEYS } from '../../../plugins/screens/shared/maintenance/keys.ts'
import type { AlarmRecordView } from '../../../schemas/entities/live.ts'
import type { AlarmEventView } from '../../../schemas/entities/operations.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '../render.tsx'
import { renderScreen } from './contract.tsx'
import { AsUser, page } from './maintenance-harness.tsx'

afterEach(cleanup)

const T0 = Date.UTC(2026, 10, 28, 8, 0, 0)
const alarm = (patch: Partial<AlarmRecordView> = {}): AlarmRecordView => ({
  id: 'a1',
  equipmentId: 'e1',
  equipTitle: 'Demo device',
  signalId: null,
  signalTitle: 'temperature',
  ruleId: 'r1',
  type: 'variable',
  level: 'important',
  text: 'Too hot',
  msg: 'Too hot',
  value: '40.5',
  triggeredAt: T0,
  resolvedAt: null,
  gmtTrigger: T0,
  gmtRelease: null,
  confirmedAt: null,
  confirmedBy: null,
  occurrences: 3,
  lastOccurredAt: T0,
  shelvedUntil: null,
  shelvedBy: null,
  shelveReason: '',
  ackNote: '',
  ...patch,
})

function renderTab(
  record: AlarmRecordView,
  events: AlarmEventView[] = [],
  auths: string[] = [MONITOR_KEYS.alarm],
) {
  const sent: { path: string; body: Record<string, unknown> }[] = []
  const keep = (path: string, answer: unknown) => (body: Record<string, unknown>) => {
    sent.push({ path, body })
    return answer
  }
  const r = renderScreen(
    <AsUser auths={auths}>
      <AlarmTab equipmentId="e1" auth={MONITOR_KEYS.alarm} />
    </AsUser>,
    {
      'alarm/query': () => page([record]),
      'alarm/history': () => events,
      'alarm/confirm': keep('alarm/confirm', { confirmed: 1 }),
      'alarm/shelve': keep('alarm/shelve', record),
      'alarm/unshelve': keep('alarm/unshelve', record),
      'ops/repair/add': keep('ops/repair/add', {}),
    },
    { texts: { monitor: byLang({ ...MONITOR_TEXTS, ...ALARM_HISTORY_TEXTS }) } },
  )
  return { ...r, sent }
}
const modalOf = (el: HTMLElement) => el.closest('.ant-modal') as HTMLElement
const ok = (el: HTMLElement) => within(modalOf(el)).getByRole('button', { name: 'OK' })

describe('the device’s alarm tab', () => {
  it('acknowledges with the note the operator writes', { timeout: 60_000 }, async () => {
    const r = renderTab(alarm())
    fireEvent.click(await screen.findByTestId('alarm-ack'))
    const form = await screen.findByTestId('ack-form')
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '  valve checked  ' } })
    fireEvent.click(ok(form))
    await waitFor(() =>
      expect(r.sent).toEqual([{ path: 'alarm/confirm', body: { id: 'a1', note: 'valve checked' } }]),
    )
    expect(r.refusals).toEqual([])
  })

  it('shelves for a chosen time with a reason; no reason, no call', { timeout: 60_000 }, async () => {
    const r = renderTab(alarm())
    fireEvent.click(await screen.findByTestId('alarm-shelve'))
    const form = await screen.findByTestId('shelve-form')
    fireEvent.click(ok(form))
    await screen.findByText('Say why it is shelved')
    expect(r.sent).toEqual([])
    fireEvent.mouseDown(within(form).getByRole('combobox'))
    fireEvent.click(await screen.findByTitle('4 hours'))
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'sensor swap' } })
    fireEvent.click(ok(form))
    await waitFor(() =>
      expect(r.sent).toEqual([
        { path: 'alarm/shelve', body: { id: 'a1', minutes: 240, reason: 'sensor swap' } },
      ]),
    )
    expect(r.refusals).toEqual([])
  })

  it('shows a shelved alarm as such and unshelves it', { timeout: 60_000 }, async () => {
    const until = T0 + 3_600_000
    const r = renderTab(alarm({ shelvedUntil: until, shelvedBy: 'admin', shelveReason: 'sensor swap' }))
    expect((await screen.findByTestId('alarm-shelved')).textContent).toMatch(
      /^Shelved until \d{4}-\d\d-\d\d /,
    )
    expect(screen.queryByTestId('alarm-shelve')).toBeNull()
    fireEvent.click(screen.getByTestId('alarm-unshelve'))
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(r.sent).toEqual([{ path: 'alarm/unshelve', body: { id: 'a1' } }]))
  })

  it('opens a row to its history: the note and the shelving with reason', { timeout: 60_000 }, async () => {
    const event = (kind: AlarmEventView['kind'], detail: object, at: number): AlarmEventView => ({
      id: kind,
      kind,
      at,
      actor: 'admin',
      detail: JSON.stringify(detail),
    })
    renderTab(alarm({ confirmedAt: T0 + 60_000, confirmedBy: 'admin', ackNote: 'valve checked' }), [
      event('raised', {}, T0),
      event('acknowledged', { via: 'table', note: 'valve checked' }, T0 + 60_000),
      event('shelved', { shelvedUntil: T0 + 3_600_000, reason: 'sensor swap' }, T0 + 120_000),
    ])
    expect(screen.queryByTestId('alarm-ack')).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: /expand row/i }))
    const history = await screen.findByTestId('alarm-history')
    // the timeline is there before its events arrive: wait for them
    expect((await within(history).findByTestId('event-acknowledged')).textContent).toContain(
      'admin through the alarm table · Note: valve checked',
    )
    const shelved = within(history).getByTestId('event-shelved').textContent ?? ''
    expect(shelved).toMatch(/Shelved · admin · until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d · Reason: sensor swap$/)
  })

  it('makes a work order from the alarm, prefilled, for a manager only', { timeout: 60_000 }, async () => {
    renderTab(alarm())
    await screen.findByTestId('alarm-ack')
    expect(screen.queryByTestId('alarm-order')).toBeNull()
    cleanup()
    const r = renderTab(alarm(), [], [MONITOR_KEYS.alarm, OPS_KEYS.manage])
    fireEvent.click(await screen.findByTestId('alarm-order'))
    const form = await screen.findByTestId('alarm-order-form')
    const description = within(form).getByTestId('alarm-order-description') as HTMLInputElement
    expect(description.value).toBe('Important Too hot')
    fireEvent.click(ok(form))
    await waitFor(() => expect(r.sent.map((s) => s.path)).toEqual(['ops/repair/add']))
    const body = r.sent[0]!.body
    expect(body).toMatchObject({ equipmentId: 'e1', alarmId: 'a1', description: 'Important Too hot' })
    expect(body.content).toMatch(
      /^Alarm: Too hot\nLevel: Important\nTriggered: \d{4}-\d\d-\d\d .*\nValue: 40\.5$/,
    )
    expect(r.refusals).toEqual([])
  })
})
