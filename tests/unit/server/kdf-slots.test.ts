// KDF slots (server/auth/kdf-slots.ts): at most `size` slow hashes run at once, the rest in arrival order,
// and a hash that fails frees its slot.
import { describe, expect, it } from 'vitest'
import { createSlots } from '../../../server/auth/kdf-slots.ts'

describe('KDF slots', () => {
  it('runs at most its size at once, the others in order of arrival', async () => {
    const inSlot = createSlots(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const work = (i: number) => async () => {
      most = Math.max(most, ++running)
      order.push(i)
      await new Promise((resolve) => setImmediate(resolve))
      running--
      if (i === 3) throw new Error('failed hash')
      return i
    }
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => inSlot(work(i))))
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(9)
    // the failed one freed its slot: the next work starts at once
    await expect(inSlot(async () => 'after')).resolves.toBe('after')
  })
})
