// Frame batching: items pushed between frames are handed over once per frame, in arrival order.
import { describe, expect, it, vi } from 'vitest'
import { createFrameBatcher, createLiveStore, timerFrame } from '../../../core/binding/index.ts'
import type { LiveValue } from '../../../core/kernel/types.ts'

/** A frame source the test steps by hand. */
function manualFrames() {
  const queue: (() => void)[] = []
  return {
    requestFrame: (cb: () => void) => {
      queue.push(cb)
    },
    pending: () => queue.length,
    step: () => {
      for (const cb of queue.splice(0)) cb()
    },
  }
}

describe('frame batcher', () => {
  it('asks for one frame per batch and delivers in arrival order', () => {
    const frames = manualFrames()
    const deliver = vi.fn()
    const batcher = createFrameBatcher<number>(deliver, frames.requestFrame)
    batcher.push(1)
    batcher.push(2)
    batcher.push(3)
    expect(frames.pending()).toBe(1)
    expect(deliver).not.toHaveBeenCalled()
    frames.step()
    expect(deliver).toHaveBeenCalledExactlyOnceWith([1, 2, 3])
    batcher.push(4)
    expect(frames.pending()).toBe(1)
    frames.step()
    expect(deliver).toHaveBeenLastCalledWith([4])
  })

  it('asks for no frame while nothing is pushed', () => {
    const frames = manualFrames()
    createFrameBatcher<number>(vi.fn(), frames.requestFrame)
    expect(frames.pending()).toBe(0)
  })

  it('flushes on demand, and the frame then delivers nothing twice', () => {
    const frames = manualFrames()
    const deliver = vi.fn()
    const batcher = createFrameBatcher<number>(deliver, frames.requestFrame)
    batcher.push(1)
    batcher.flush()
    frames.step()
    expect(deliver).toHaveBeenCalledExactlyOnceWith([1])
  })

  it('drops pending items and ignores pushes once disposed', () => {
    const frames = manualFrames()
    const deliver = vi.fn()
    const batcher = createFrameBatcher<number>(deliver, frames.requestFrame)
    batcher.push(1)
    batcher.dispose()
    batcher.push(2)
    frames.step()
    expect(deliver).not.toHaveBeenCalled()
  })

  it('defaults to a 16 ms timer', () => {
    vi.useFakeTimers()
    try {
      const deliver = vi.fn()
      const batcher = createFrameBatcher<number>(deliver)
      batcher.push(1)
      vi.advanceTimersByTime(15)
      expect(deliver).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(deliver).toHaveBeenCalledExactlyOnceWith([1])
      const cb = vi.fn()
      timerFrame(cb)
      vi.advanceTimersByTime(16)
      expect(cb).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('bridges pushed values into one store batch per frame', () => {
    const frames = manualFrames()
    const store = createLiveStore()
    const heard = vi.fn()
    store.subscribe('s1', heard)
    const batcher = createFrameBatcher<[string, LiveValue]>(
      (items) => store.applyBatch(items),
      frames.requestFrame,
    )
    for (let t = 1; t <= 5; t++) batcher.push(['s1', { value: t, time: t, code: 200 }])
    frames.step()
    expect(heard).toHaveBeenCalledOnce()
    expect(store.get('s1')?.value).toBe(5)
  })
})
