// Ids of append-only records (log entries, outbox rows) that sort in the order they were written,
// also within one millisecond: time, a per-process counter, then randomness.
import { randomBytes } from 'node:crypto'

let sequence = 0

export function sortableId(now: number): string {
  sequence = (sequence + 1) % 36 ** 4
  return `${now.toString(36).padStart(10, '0')}${sequence.toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`
}
