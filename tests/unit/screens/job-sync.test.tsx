// @vitest-environment jsdom
// A device job's progress until it ends, with its problems and solutions (platform spec §4), and the
// configuration sync prompt (platform versus gateway, a sync once online) — against the server's own
// body checks (contract.tsx), on a manual clock.
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createManualClock } from '../../../core/api/index.ts'
import { byLang } from '../../../core/i18n/index.ts'
import { JOB_POLL_MS, JobModal } from '../../../plugins/screens/equipment/job.tsx'
import { type SyncFacts, SyncPrompt } from '../../../plugins/screens/equipment/sync-part.tsx'
import { EQUIPMENT_TEXTS } from '../../../plugins/screens/equipment/texts.ts'
import type { Job } from '../../../schemas/entities/equipment.ts'
import { act, cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { renderScreen } from './contract.tsx'

afterEach(cleanup)
const texts = { equipment: byLang(EQUIPMENT_TEXTS) }

const job = (patch: Partial<Job>): Job => ({
  id: 'j1',
  kind: 'copy',
  state: 'running',
  total: 3,
  done: 0,
  problems: [],
  result: {},
  createdAt: 0,
  updatedAt: 0,
  ...patch,
})
const problem = {
  target: 'e3',
  code: 1105,
  kind: 'series',
  params: {},
  problem: 'The gateway series differs',
  solution: 'Copy only to devices of the same series',
}

describe('job progress', () => {
  it.each([
    ['completed', [], 'Completed'],
    ['failed', [problem], 'Failed'],
  ] as const)('polls until the job %s, then shows it with its problems', async (end, problems, text) => {
    const clock = createManualClock(0)
    const onEnd = vi.fn()
    const answers = [
      job({ done: 0 }),
      job({ done: 2 }),
      job({ done: 3, state: end, problems: [...problems] }),
    ]
    const r = renderScreen(
      <JobModal
        jobId="j1"
        title="Copy"
        onClose={() => {}}
        onEnd={onEnd}
        targetName={(id) => `device ${id}`}
      />,
      { 'equipment/multi/job/info': (_, n) => answers[Math.min(n, 2)] },
      { texts, clock },
    )
    await waitFor(() => expect(screen.getByTestId('job-progress').textContent).toContain('0 / 3'))
    await act(() => clock.advance(JOB_POLL_MS))
    await waitFor(() => expect(screen.getByTestId('job-progress').textContent).toContain('2 / 3'))
    await act(() => clock.advance(JOB_POLL_MS))
    await waitFor(() => expect(screen.getByTestId('job-progress').getAttribute('data-state')).toBe(end))
    expect(screen.getByTestId('job-progress').textContent).toContain(text)
    expect(onEnd).toHaveBeenCalledOnce()
    expect(onEnd.mock.calls[0]?.[0]).toMatchObject({ state: end })
    if (problems.length) {
      const table = screen.getByTestId('job-problems').textContent
      expect(table).toContain('device e3')
      expect(table).toContain(problem.problem)
      expect(table).toContain(problem.solution)
    } else expect(screen.queryByTestId('job-problems')).toBeNull()
    // the job ended: no more polling
    await act(() => clock.advance(JOB_POLL_MS * 10))
    expect(r.calls.filter((c) => c === 'equipment/multi/job/info')).toHaveLength(3)
    expect(r.refusals).toEqual([])
  })
})

describe('configuration sync', () => {
  const device = (patch: Partial<SyncFacts>): SyncFacts => ({
    id: 'e1',
    sn: '100000000002',
    state: 'online',
    synced: false,
    templateId: null,
    templateSynced: null,
    ...patch,
  })

  it('an online gateway out of sync: the sync is sent and awaited, then the device is read again', async () => {
    const clock = createManualClock(0)
    const reload = vi.fn(async () => {})
    const uuid = randomUUID()
    const r = renderScreen(
      <SyncPrompt device={device({})} reload={reload} />,
      {
        'equipment/multi/sync': () => ({ uuid, online: true }),
        'equipment/multi/callback': (body, n) =>
          n === 0 ? { status: 'pending' } : { status: 'success', result: { version: 3, uuid: body.uuid } },
      },
      { texts, clock },
    )
    expect(screen.getByTestId('sync-prompt').textContent).toContain(
      'does not run the platform’s configuration',
    )
    fireEvent.click(screen.getByTestId('sync-button'))
    for (let i = 0; i < 5 && reload.mock.calls.length === 0; i++) await act(() => clock.advance(1000))
    await waitFor(() => expect(reload).toHaveBeenCalled())
    expect(r.calls).toEqual(['equipment/multi/sync', 'equipment/multi/callback', 'equipment/multi/callback'])
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })

  it.each<[string, Partial<SyncFacts>, boolean, boolean]>([
    ['offline and out of sync: prompt, sync waits for the gateway', { state: 'offline' }, true, true],
    ['synced', { synced: true }, false, false],
    ['no gateway', { sn: null, synced: null, state: 'unbound' }, false, false],
  ])('%s', (_, patch, prompt, disabled) => {
    renderScreen(<SyncPrompt device={device(patch)} reload={async () => {}} />, {}, { texts })
    expect(screen.queryByTestId('sync-prompt') !== null).toBe(prompt)
    if (prompt) {
      expect(screen.getByTestId('sync-prompt').textContent).toContain('Sync once the gateway is online')
      expect((screen.getByTestId('sync-button') as HTMLButtonElement).disabled).toBe(disabled)
    }
  })
})
