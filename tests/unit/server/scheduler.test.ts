// The periodic jobs' scheduler (server/jobs/scheduler.ts): a job runs every period, a leader's job only
// on the leader, never two runs of one job at once, a failure is logged by name and the job goes on,
// and stop ends every timer; the live side's jobs keep their periods and who runs them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveSideJobs } from '../../../server/edge-link/jobs.ts'
import type { Realtime } from '../../../server/edge-link/realtime.ts'
import { type Job, Scheduler } from '../../../server/jobs/scheduler.ts'

describe('the job scheduler', () => {
  let leader = true
  let logged: string[] = []
  let scheduler: Scheduler
  beforeEach(() => {
    vi.useFakeTimers()
    leader = true
    logged = []
    scheduler = new Scheduler({ isLeader: () => leader, log: (msg) => logged.push(msg) })
  })
  afterEach(() => {
    scheduler.stop()
    vi.useRealTimers()
  })
  const job = (o: Partial<Job> & Pick<Job, 'run'>): Job => ({
    name: 'j',
    everyMs: 1000,
    leaderOnly: true,
    ...o,
  })

  it('runs a job once per period', async () => {
    const run = vi.fn(async () => {})
    scheduler.add(job({ run }))
    await vi.advanceTimersByTimeAsync(3500)
    expect(run).toHaveBeenCalledTimes(3)
  })

  it("skips a leader's job on a follower and runs one for every instance anyway", async () => {
    leader = false
    const leaders = vi.fn(async () => {})
    const everyone = vi.fn(async () => {})
    scheduler.add(job({ name: 'sweep', run: leaders }))
    scheduler.add(job({ name: 'tick', leaderOnly: false, run: everyone }))
    await vi.advanceTimersByTimeAsync(2000)
    expect([leaders.mock.calls.length, everyone.mock.calls.length]).toEqual([0, 2])
    leader = true
    await vi.advanceTimersByTimeAsync(1000)
    expect(leaders).toHaveBeenCalledTimes(1)
  })

  it('skips the turns that come while the last run goes on', async () => {
    let finish = () => {}
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    scheduler.add(job({ run }))
    await vi.advanceTimersByTimeAsync(3000)
    expect(run).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(1000)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('logs a failed run with the job name and runs again next turn', async () => {
    const run = vi.fn(async () => {
      throw new Error('database is locked')
    })
    scheduler.add(job({ name: 'order-auto-close', run }))
    await vi.advanceTimersByTimeAsync(2000)
    expect(run).toHaveBeenCalledTimes(2)
    expect(logged).toEqual([
      'job order-auto-close failed: database is locked',
      'job order-auto-close failed: database is locked',
    ])
  })

  it('stops every job', async () => {
    const run = vi.fn(async () => {})
    scheduler.add(job({ name: 'a', run }))
    scheduler.add(job({ name: 'b', everyMs: 500, run }))
    scheduler.stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(run).not.toHaveBeenCalled()
  })

  it('refuses a second job of the same name', () => {
    scheduler.add(job({ run: async () => {} }))
    expect(() => scheduler.add(job({ run: async () => {} }))).toThrow('job j is registered twice')
  })
})

describe("the live side's jobs", () => {
  it("are the leader's, but for the system keys every instance sends its own sockets", () => {
    const rt = { o: { db: {}, clock: () => 0, autoSyncMs: 2000 }, messages: {} } as unknown as Realtime
    const jobs = liveSideJobs(rt).map(({ name, everyMs, leaderOnly }) => [name, everyMs, leaderOnly])
    expect(jobs).toEqual([
      ['command-expiry', 5000, true],
      ['notification-retry', 5000, true],
      ['alarm-escalation', 5000, true],
      ['alarm-unshelve', 5000, true],
      ['alarm-held-summary', 5000, true],
      ['data-centre-records', 5000, true],
      ['order-auto-close', 5000, true],
      ['notice-publishing', 5000, true],
      ['daily-expiry', 5000, true],
      ['firmware-silence', 5000, true],
      ['config-auto-sync', 2000, true],
      ['system-keys', 1000, false],
    ])
  })
})
