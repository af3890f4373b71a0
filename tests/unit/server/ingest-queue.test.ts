// The ingest's waiting room (server/edge-link/ingest-queue.ts): arrival order within a gateway, gateways in
// turn a few messages at a time, room bounded by messages and by bytes, the backlog measured.
import { describe, expect, it } from 'vitest'
import { IngestQueue, Pacer } from '../../../server/edge-link/ingest-queue.ts'

/** A queue whose work records what it handled, in order. */
function recording(o: ConstructorParameters<typeof IngestQueue>[2] = {}) {
  const handled: string[] = []
  const queue = new IngestQueue<string>(
    async (key, item) => void handled.push(`${key}:${item}`),
    new Pacer(),
    {
      workers: 1,
      ...o,
    },
  )
  return { queue, handled }
}

describe('ingest queue', () => {
  it('keeps each gateway in arrival order and serves gateways in turn', async () => {
    const { queue, handled } = recording({ perTurn: 2 })
    for (let i = 0; i < 6; i++) queue.push('storm', String(i), 1)
    queue.push('other', 'a', 1)
    await queue.idle()
    queue.stop()
    expect(handled.filter((h) => h.startsWith('storm'))).toEqual(
      ['0', '1', '2', '3', '4', '5'].map((i) => `storm:${i}`),
    )
    // the other gateway waited one turn of the storm (2 messages), not all of it
    expect(handled.indexOf('other:a')).toBeLessThanOrEqual(2)
  })

  it('has no room past its capacity in messages or in bytes, and room again once handled', async () => {
    const byCount = recording({ capacity: 3 })
    for (let i = 0; i < 3; i++) byCount.queue.push('g', String(i), 1)
    expect(byCount.queue.hasRoom()).toBe(false)
    await byCount.queue.whenRoom()
    expect(byCount.queue.hasRoom()).toBe(true)
    byCount.queue.stop()

    const byBytes = recording({ capacityBytes: 1000 })
    byBytes.queue.push('g', 'large', 1000)
    expect(byBytes.queue.hasRoom()).toBe(false)
    expect(byBytes.queue.backlog()).toMatchObject({ depth: 1, bytes: 1000, gateways: 1 })
    await byBytes.queue.idle()
    expect(byBytes.queue.backlog()).toEqual({ depth: 0, bytes: 0, lagMs: 0, gateways: 0, behind: false })
    byBytes.queue.stop()
  })

  it('handles the next message when one fails, and logs the failure', async () => {
    const lines: string[] = []
    const handled: string[] = []
    const queue = new IngestQueue<string>(
      async (_key, item) => {
        if (item === 'bad') throw new Error('broken')
        handled.push(item)
      },
      new Pacer(),
      { log: (l) => lines.push(l) },
    )
    queue.push('g', 'bad', 1)
    queue.push('g', 'good', 1)
    await queue.idle()
    queue.stop()
    expect(handled).toEqual(['good'])
    expect(lines[0]).toMatch(/^ingest g: Error: broken/)
  })
})
