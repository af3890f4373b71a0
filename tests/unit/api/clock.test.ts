import { describe, expect, it } from 'vitest'
import { createManualClock, sleep } from '../../../core/api/clock.ts'

describe('manual clock', () => {
  it('runs due timers in time order, ties in creation order, and not those beyond the step', async () => {
    const clock = createManualClock(1000)
    const ran: string[] = []
    clock.setTimeout(() => ran.push(`b@${clock.now()}`), 20)
    clock.setTimeout(() => ran.push(`a@${clock.now()}`), 10)
    clock.setTimeout(() => ran.push(`c@${clock.now()}`), 20)
    clock.setTimeout(() => ran.push(`late@${clock.now()}`), 31)
    await clock.advance(30)
    expect(ran).toEqual(['a@1010', 'b@1020', 'c@1020'])
    expect(clock.now()).toBe(1030)
    expect(clock.pending()).toEqual([1])
  })

  it('runs timers set by timers within the same advance', async () => {
    const clock = createManualClock()
    const ran: number[] = []
    const tick = () => {
      ran.push(clock.now())
      clock.setTimeout(tick, 100)
    }
    clock.setTimeout(tick, 100)
    await clock.advance(350)
    expect(ran).toEqual([100, 200, 300])
  })

  it('lets promise chains progress between timers', async () => {
    const clock = createManualClock()
    const seen: number[] = []
    const chain = async () => {
      for (let i = 0; i < 3; i++) {
        await sleep(clock, 1000)
        await new Response('{}').json()
        seen.push(clock.now())
      }
    }
    const done = chain()
    await clock.advance(3000)
    await done
    expect(seen).toEqual([1000, 2000, 3000])
  })

  it('cancelled timers do not run; sleep rejects on abort', async () => {
    const clock = createManualClock()
    let ran = false
    clock.clearTimeout(clock.setTimeout(() => (ran = true), 5))
    const controller = new AbortController()
    const slept = sleep(clock, 1000, controller.signal)
    controller.abort(new Error('stop'))
    await expect(slept).rejects.toThrow('stop')
    await clock.advance(2000)
    expect(ran).toBe(false)
    expect(clock.pending()).toEqual([])
  })
})
