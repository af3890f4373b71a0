import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../core/api/index.ts'
import {
  createDialogQueue,
  NEXT_DIALOG_DELAY_MS,
  type QueuedDialog,
} from '../../../host/shell/dialogs/queue.ts'

const message = (id: string): QueuedDialog => ({ kind: 'message', id })

describe('dialog queue', () => {
  it('shows password reminder, phone bind, then messages in arrival order, whatever the push order', async () => {
    const clock = createManualClock()
    const q = createDialogQueue(clock)
    q.push(message('m1'))
    // m1 is on screen already; the rest wait and come out by kind, then arrival.
    q.push(message('m2'))
    q.push({ kind: 'phone', id: 'phone' })
    q.push({ kind: 'password', id: 'password' })
    const seen: string[] = []
    for (let i = 0; i < 4; i++) {
      seen.push(q.current()?.id ?? '-')
      q.close()
      await clock.advance(NEXT_DIALOG_DELAY_MS)
    }
    expect(seen).toEqual(['m1', 'password', 'phone', 'm2'])
    expect(q.current()).toBeUndefined()
  })

  it('shows the next one 100 ms after a close, not before', async () => {
    const clock = createManualClock()
    const q = createDialogQueue(clock)
    q.push({ kind: 'password', id: 'password' })
    q.push({ kind: 'phone', id: 'phone' })
    q.close()
    expect(q.current()).toBeUndefined()
    await clock.advance(NEXT_DIALOG_DELAY_MS - 1)
    expect(q.current()).toBeUndefined()
    await clock.advance(1)
    expect(q.current()?.id).toBe('phone')
  })

  it('a dialog pushed during the gap waits for it too', async () => {
    const clock = createManualClock()
    const q = createDialogQueue(clock)
    q.push(message('m1'))
    q.close()
    q.push(message('m2'))
    expect(q.current()).toBeUndefined()
    await clock.advance(NEXT_DIALOG_DELAY_MS)
    expect(q.current()?.id).toBe('m2')
  })

  it('ignores a dialog already queued or shown, and reset drops all', async () => {
    const clock = createManualClock()
    const q = createDialogQueue(clock)
    q.push(message('m1'))
    q.push(message('m1'))
    q.push(message('m2'))
    q.push(message('m2'))
    q.close()
    await clock.advance(NEXT_DIALOG_DELAY_MS)
    expect(q.current()?.id).toBe('m2')
    q.close()
    await clock.advance(NEXT_DIALOG_DELAY_MS)
    expect(q.current()).toBeUndefined()
    q.push(message('m3'))
    q.push(message('m4'))
    q.reset()
    await clock.advance(NEXT_DIALOG_DELAY_MS)
    expect(q.current()).toBeUndefined()
  })
})
