// Rebirth requests (server/edge-link/rebirth-requests.ts) on their own: one per node and interval, a
// held-back one sent when the interval ends unless a birth answered it, a follower's after its wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type RebirthRequestOptions, RebirthRequests } from '../../../server/edge-link/rebirth-requests.ts'

describe('rebirth requests', () => {
  let sent: string[]
  let logged: string[]
  beforeEach(() => {
    vi.useFakeTimers()
    sent = []
    logged = []
  })
  afterEach(() => vi.useRealTimers())
  const requests = (o: Partial<RebirthRequestOptions> = {}) =>
    new RebirthRequests({
      send: (sn) => sent.push(sn),
      wall: () => Date.now(),
      log: (msg) => logged.push(msg),
      ...o,
    })

  it('asks at once, then at most once per interval, sending the held-back one when it ends', async () => {
    const r = requests({ everyMs: 5000 })
    r.ask('A', 'seq 7, expected 5')
    r.ask('A', 'seq 9, expected 8')
    r.ask('B', 'noBirth')
    expect(sent).toEqual(['A', 'B'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(sent).toEqual(['A', 'B', 'A'])
    expect(r.sent).toBe(3)
    expect(logged.at(-1)).toBe('asking A for a rebirth: seq 9, expected 8, still out of sequence')
  })

  it('drops a held-back request a birth answered', async () => {
    const r = requests({ everyMs: 5000 })
    r.ask('A', 'gap')
    r.ask('A', 'gap')
    r.answered('A')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sent).toEqual(['A'])
  })

  it('waits on a follower, and a birth meanwhile makes the request needless', async () => {
    const r = requests({ isLeader: () => false, followerMs: 3000 })
    r.ask('A', 'gap')
    r.ask('B', 'gap')
    expect(sent).toEqual([])
    r.answered('B')
    await vi.advanceTimersByTimeAsync(3000)
    expect(sent).toEqual(['A'])
    expect(logged).toEqual(['asking A for a rebirth: gap, and no birth since'])
  })

  it('stop drops every request waiting', async () => {
    const r = requests({ isLeader: () => false })
    r.ask('A', 'gap')
    r.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sent).toEqual([])
  })
})
