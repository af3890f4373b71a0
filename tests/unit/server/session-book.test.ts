// The ingest's book of node sessions (server/edge-link/session-book.ts) on its own: seq per node, a
// birth's bdSeq, and which deaths count (an older session's will and a second will are ignored).
import { describe, expect, it } from 'vitest'
import { DataType, type Metric, Metrics, type Payload } from '../../../core/sparkplug/index.ts'
import { SessionBook } from '../../../server/edge-link/session-book.ts'

const withBdSeq = (bdSeq: bigint, seq?: number): Payload => ({
  timestamp: 0,
  ...(seq === undefined ? {} : { seq }),
  metrics: [{ name: Metrics.bdSeq, datatype: DataType.UInt64, value: bdSeq } as Metric],
})

describe('the session book', () => {
  it('opens a session at a birth and counts it online until its death', () => {
    const book = new SessionBook()
    expect(book.observe('A', 'NDATA', 0)).toEqual({ ok: false, reason: 'noBirth' })
    book.born('A', withBdSeq(1n))
    expect([book.has('A'), book.size]).toEqual([true, 1])
    expect(book.died('A', withBdSeq(1n))).toBe(true)
    expect([book.has('A'), book.size]).toEqual([false, 0])
  })

  it("ignores an older session's will and a second will of a dead session", () => {
    const book = new SessionBook()
    book.born('A', withBdSeq(1n))
    book.born('A', withBdSeq(2n))
    expect(book.died('A', withBdSeq(1n))).toBe(false)
    expect(book.has('A')).toBe(true)
    expect(book.died('A', withBdSeq(2n))).toBe(true)
    expect(book.died('A', withBdSeq(2n))).toBe(false)
  })

  it('checks seq per node and forgets it with the session', () => {
    const book = new SessionBook()
    expect(book.observe('A', 'NBIRTH', 0)).toEqual({ ok: true })
    expect(book.observe('A', 'NDATA', 1)).toEqual({ ok: true })
    expect(book.observe('A', 'NDATA', 3)).toEqual({ ok: false, reason: 'gap', expected: 2, got: 3 })
    book.forget('A')
    expect(book.observe('A', 'NDATA', 4)).toEqual({ ok: false, reason: 'noBirth' })
  })

  it("keeps what a node's births said, and an empty one for a node heard before any", () => {
    const book = new SessionBook()
    expect(book.node('A')).toBeUndefined()
    const empty = book.nodeOrNew('A')
    expect(book.node('A')).toBe(empty)
    book.viewed('A', withBdSeq(1n))
    expect([book.node('A') === empty, book.has('A')]).toEqual([false, false])
  })
})
