// The delivery lanes (server/notify/lanes.ts, issue 38): a channel runs at most its concurrency at once
// and queues at most queueMax more, refusing the rest (they stay pending in the outbox for the sweep); a
// row handed in twice runs once; one channel's hanging deliveries never hold another channel.
import { describe, expect, it } from 'vitest'
import { ChannelLanes } from '../../../server/notify/lanes.ts'

/** A delivery that runs until released. */
function gate() {
  let release = () => {}
  const done = new Promise<void>((r) => {
    release = r
  })
  return { done, release }
}

describe('channel lanes', () => {
  it('bound each channel, refuse beyond the queue, run a row once, and leave other channels free', async () => {
    const lanes = new ChannelLanes({ concurrency: 2, queueMax: 1 })
    const hang = gate()
    let running = 0
    const started: string[] = []
    const sms = (id: string) =>
      lanes.push('sms', id, async () => {
        started.push(id)
        running++
        await hang.done
        running--
      })
    const pushed = ['a', 'b', 'c', 'd'].map(sms)
    const twice = sms('c')
    // a and b run, c waits, d is refused at once; c handed in again is refused too
    expect(started).toEqual(['a', 'b'])
    expect(running).toBe(2)
    await Promise.race([pushed[3], twice])
    let voice = false
    await lanes.push('voice', 'v', async () => {
      voice = true
    })
    expect(voice).toBe(true)
    hang.release()
    await Promise.all(pushed)
    expect(started).toEqual(['a', 'b', 'c'])
    await lanes.idle()
    expect(running).toBe(0)
  })
})
