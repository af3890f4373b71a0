// Proofs of recent gateway logins (server/devices/login-proofs.ts): one check per SN, state and password,
// joined while it runs; a proof never holds for another password or state, nor after its time; the map
// stays bounded and keeps no password.
import { inspect } from 'node:util'
import { describe, expect, it } from 'vitest'
import { LoginProofs } from '../../../server/devices/login-proofs.ts'

const SN = '500000000001'
const STATE = 'hash-1\0org-1'

function counted(right = true) {
  const seen = { calls: 0 }
  const verify = async () => {
    seen.calls++
    await new Promise((resolve) => setImmediate(resolve))
    return right
  }
  return { seen, verify }
}

describe('gateway login proofs', () => {
  it('checks a gateway once, then answers from the proof', async () => {
    const proofs = new LoginProofs()
    const { seen, verify } = counted()
    for (let i = 0; i < 5; i++) expect(await proofs.check(SN, STATE, '123456', verify)).toBe(true)
    expect(seen.calls).toBe(1)
  })

  it('joins checks of the same login running at once', async () => {
    const proofs = new LoginProofs()
    const { seen, verify } = counted()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => proofs.check(SN, STATE, '123456', verify)),
    )
    expect(answers.every(Boolean)).toBe(true)
    expect(seen.calls).toBe(1)
  })

  it('holds for neither another password nor another state (a new code, an unbinding)', async () => {
    const proofs = new LoginProofs()
    await proofs.check(SN, STATE, '123456', counted().verify)
    const wrong = counted(false)
    expect(await proofs.check(SN, STATE, '654321', wrong.verify)).toBe(false)
    expect(await proofs.check(SN, 'hash-2\0org-1', '123456', wrong.verify)).toBe(false)
    expect(await proofs.check(SN, 'hash-1\0', '123456', wrong.verify)).toBe(false)
    expect(wrong.seen.calls).toBe(3)
    // a failed try does not void the proof of the right password
    const again = counted()
    expect(await proofs.check(SN, STATE, '123456', again.verify)).toBe(true)
    expect(again.seen.calls).toBe(0)
  })

  it('remembers no failure', async () => {
    const proofs = new LoginProofs()
    const wrong = counted(false)
    for (let i = 0; i < 3; i++) expect(await proofs.check(SN, STATE, '000000', wrong.verify)).toBe(false)
    expect(wrong.seen.calls).toBe(3)
  })

  it('ends a proof unused for its time', async () => {
    let clock = 0
    const proofs = new LoginProofs({ ttlMs: 1000, now: () => clock })
    const { seen, verify } = counted()
    await proofs.check(SN, STATE, '123456', verify)
    clock = 999
    await proofs.check(SN, STATE, '123456', verify)
    expect(seen.calls).toBe(1)
    clock = 1998 // used at 999: holds until 1999
    await proofs.check(SN, STATE, '123456', verify)
    expect(seen.calls).toBe(1)
    clock = 3000
    await proofs.check(SN, STATE, '123456', verify)
    expect(seen.calls).toBe(2)
  })

  it('keeps at most its bound, and no password', async () => {
    const proofs = new LoginProofs({ maxEntries: 3 })
    for (let i = 0; i < 10; i++) await proofs.check(`50000000010${i}`, STATE, '987654', counted().verify)
    expect(proofs.size).toBe(3)
    const { seen, verify } = counted()
    await proofs.check('500000000100', STATE, '987654', verify)
    expect(seen.calls).toBe(1) // the oldest was dropped
    const kept = inspect(proofs, { depth: 6, showHidden: true, maxArrayLength: null })
    expect(kept).toContain('500000000109')
    expect(kept).not.toContain('987654')
  })
})
