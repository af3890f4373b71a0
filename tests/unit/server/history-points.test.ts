// pointsOf (history/compaction.ts), which packing and compaction merge chunks with: every point once,
// exact repeats (same time and value, a failed read NaN as NaN, 0 as -0) dropped, two values at one time
// both kept, found without a string per point (issue 26).
import { describe, expect, it } from 'vitest'
import { pointsOf } from '../../../server/history/compaction.ts'
import { packFloats, unpackFloats } from '../../../server/storage/history-format.ts'

const floats = { columns: [] as never, encode: packFloats, decode: unpackFloats }
const row = (times: number[], values: number[]) => ({ times: packFloats(times), vals: packFloats(values) })

describe('points of chunks', () => {
  it('keeps every point once, in the rows order', () => {
    const out = pointsOf([row([1, 2], [10, 20]), row([2, 3, 1], [20, 30, 10])], floats)
    expect(out).toEqual({ times: [1, 2, 3], values: [10, 20, 30] })
  })

  it('drops a repeated failed read and treats 0 and -0 alike, as stored text would', () => {
    const out = pointsOf([row([1, 2], [Number.NaN, 0]), row([1, 2], [Number.NaN, -0])], floats)
    expect(out.times).toEqual([1, 2])
    expect(Number.isNaN(out.values[0])).toBe(true)
  })

  it('keeps different values at one time, each once', () => {
    const out = pointsOf([row([5, 5, 5], [1, 2, 3]), row([5, 5], [2, 4])], floats)
    expect(out).toEqual({ times: [5, 5, 5, 5], values: [1, 2, 3, 4] })
  })
})
