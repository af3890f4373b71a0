// Gateways' MQTT login limits (server/broker/login-limit.ts) with tries still being checked: many gateways
// behind one address logging in at once all get in (a try waits for a place instead of being refused), only
// wrong passwords count towards a lock, and parallel wrong tries still cannot pass a lock not yet set.
import { describe, expect, it } from 'vitest'
import { BROKER_LOGIN_LIMITS, createLoginLimiter } from '../../../server/broker/login-limit.ts'

const { perAddress, perSnAndAddress } = BROKER_LOGIN_LIMITS
const NAT = '203.0.113.7'
const sn = (i: number) => `4000000${String(i).padStart(5, '0')}`

/** A check that takes a turn of the event loop (a slow database), counting the checks running at once. */
function slowCheck(right: (sn: string) => boolean) {
  const seen = { calls: 0, running: 0, most: 0 }
  const verify = (gateway: string) => async () => {
    seen.calls++
    seen.most = Math.max(seen.most, ++seen.running)
    await new Promise((resolve) => setImmediate(resolve))
    seen.running--
    return right(gateway)
  }
  return { seen, verify }
}

describe('gateway login limits with logins in progress', () => {
  it(`lets ${5 * perAddress} gateways behind one address in when they log in at once`, async () => {
    const limiter = createLoginLimiter()
    const { seen, verify } = slowCheck(() => true)
    const gateways = Array.from({ length: 5 * perAddress }, (_, i) => sn(i))
    const results = await Promise.all(gateways.map((g) => limiter.check(g, NAT, verify(g))))
    expect(results.every(Boolean)).toBe(true)
    expect(seen.calls).toBe(gateways.length)
  })

  it('counts only wrong passwords: right ones go on after wrong ones short of the limit', async () => {
    const limiter = createLoginLimiter()
    const { verify } = slowCheck((g) => g.endsWith('1'))
    const wrong = Array.from({ length: perAddress - 1 }, (_, i) => sn(100 + 10 * i + 2))
    const right = Array.from({ length: 30 }, (_, i) => sn(500 + 10 * i + 1))
    const results = await Promise.all([...wrong, ...right].map((g) => limiter.check(g, NAT, verify(g))))
    expect(results.slice(wrong.length).every(Boolean)).toBe(true)
    expect(results.slice(0, wrong.length).some(Boolean)).toBe(false)
  })

  it('checks no more wrong passwords at once than the limit has left, then refuses the rest', async () => {
    const logged: string[] = []
    const limiter = createLoginLimiter({ log: (line) => logged.push(line) })
    const { seen, verify } = slowCheck(() => false)
    const tries = Array.from({ length: 3 * perAddress }, (_, i) => sn(1000 + i))
    const results = await Promise.all(tries.map((g) => limiter.check(g, NAT, verify(g))))
    expect(results.some(Boolean)).toBe(false)
    expect(seen.calls).toBe(perAddress)
    expect(seen.most).toBe(perAddress)
    expect(logged).toHaveLength(1)
    // the address is locked: a right password of another SN is refused unchecked
    expect(await limiter.check(sn(9999), NAT, async () => true)).toBe(false)
  })

  it('lets one SN retry while its first try is still checked, one at a time per wrong password left', async () => {
    const limiter = createLoginLimiter()
    const { seen, verify } = slowCheck(() => false)
    const results = await Promise.all(
      Array.from({ length: 2 * perSnAndAddress }, () => limiter.check(sn(1), NAT, verify(sn(1)))),
    )
    expect(results.some(Boolean)).toBe(false)
    expect(seen.calls).toBe(perSnAndAddress)
  })

  it('a check that throws is no try: the next waiting one goes on', async () => {
    const limiter = createLoginLimiter()
    const tries = Array.from({ length: perAddress + 5 }, (_, i) =>
      limiter.check(sn(2000 + i), NAT, async () => {
        await new Promise((resolve) => setImmediate(resolve))
        if (i < perAddress) throw new Error('database unavailable')
        return true
      }),
    )
    const settled = await Promise.allSettled(tries)
    expect(settled.slice(0, perAddress).every((s) => s.status === 'rejected')).toBe(true)
    expect(settled.slice(perAddress).map((s) => s.status === 'fulfilled' && s.value)).toEqual(
      Array(5).fill(true),
    )
  })
})
