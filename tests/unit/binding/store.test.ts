// Live value store: newer-or-equal time replaces, historical values never overwrite newer live ones,
// listeners per key, batches notify each key once.
import { describe, expect, it, vi } from 'vitest'
import { accepts, createLiveStore } from '../../../core/binding/index.ts'
import type { LiveValue } from '../../../core/kernel/types.ts'

const live = (value: unknown, time: number): LiveValue => ({ value, time, code: 200 })
const replayed = (value: unknown, time: number): LiveValue => ({ value, time, code: 200, historical: true })

describe('accepts', () => {
  const cases: [string, LiveValue | undefined, LiveValue, boolean][] = [
    ['first value', undefined, live(1, 5), true],
    ['newer live over live', live(1, 5), live(2, 6), true],
    ['equal time live over live', live(1, 5), live(2, 5), true],
    ['older live over live', live(1, 5), live(2, 4), false],
    ['first historical value', undefined, replayed(1, 5), true],
    ['newer historical over live', live(1, 5), replayed(2, 6), true],
    ['equal time historical over live', live(1, 5), replayed(2, 5), false],
    ['older historical over live', live(1, 5), replayed(2, 4), false],
    ['newer historical over historical', replayed(1, 5), replayed(2, 6), true],
    ['equal time historical over historical', replayed(1, 5), replayed(2, 5), true],
    ['older historical over historical', replayed(1, 5), replayed(2, 4), false],
    ['equal time live over historical', replayed(1, 5), live(2, 5), true],
    ['older live over historical', replayed(1, 5), live(2, 4), false],
  ]
  it.each(cases)('%s: %s', (_name, current, next, expected) => {
    expect(accepts(current, next)).toBe(expected)
  })
})

describe('live store', () => {
  it('keeps the newest value and tells listeners of stored values only', () => {
    const store = createLiveStore()
    const heard: unknown[] = []
    store.subscribe('s1', (v) => heard.push(v.value))
    expect(store.set('s1', live('a', 10))).toBe(true)
    expect(store.set('s1', live('old', 9))).toBe(false)
    expect(store.set('s1', live('b', 10))).toBe(true)
    expect(store.set('s1', replayed('late', 10))).toBe(false)
    expect(store.get('s1')?.value).toBe('b')
    expect(heard).toEqual(['a', 'b'])
  })

  it('keeps keys apart', () => {
    const store = createLiveStore()
    const s2 = vi.fn()
    store.subscribe('s2', s2)
    store.set('s1', live(1, 1))
    expect(s2).not.toHaveBeenCalled()
    expect(store.get('s2')).toBeUndefined()
  })

  it('stops telling a listener once unsubscribed', () => {
    const store = createLiveStore()
    const listener = vi.fn()
    const off = store.subscribe('s1', listener)
    store.set('s1', live(1, 1))
    off()
    store.set('s1', live(2, 2))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('applies a batch in order and notifies each changed key once with its final value', () => {
    const store = createLiveStore()
    store.set('s3', live('kept', 100))
    const calls: [string, unknown][] = []
    for (const key of ['s1', 's2', 's3']) store.subscribe(key, (v, k) => calls.push([k, v.value]))
    const changed = store.applyBatch([
      ['s1', live('a', 1)],
      ['s1', live('b', 3)],
      ['s1', live('older', 2)],
      ['s2', live('x', 1)],
      ['s3', live('stale', 50)],
      ['s2', replayed('replayed', 1)],
    ])
    expect(changed).toEqual(['s1', 's2'])
    expect(calls).toEqual([
      ['s1', 'b'],
      ['s2', 'x'],
    ])
    expect(store.get('s3')?.value).toBe('kept')
  })

  it('accepts a Map as a batch', () => {
    const store = createLiveStore()
    store.applyBatch(new Map([['k', live(7, 1)]]))
    expect(store.get('k')?.value).toBe(7)
  })

  it('reports a throwing listener and still tells the others', () => {
    const errors: [unknown, string][] = []
    const store = createLiveStore({ onListenerError: (e, key) => errors.push([e, key]) })
    const after = vi.fn()
    store.subscribe('s1', () => {
      throw new Error('boom')
    })
    store.subscribe('s1', after)
    store.set('s1', live(1, 1))
    expect(after).toHaveBeenCalledTimes(1)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.[1]).toBe('s1')
  })

  it('lets a listener unsubscribe another during notification without skipping it this time', () => {
    const store = createLiveStore()
    const second = vi.fn()
    let offSecond = () => {}
    store.subscribe('s1', () => offSecond())
    offSecond = store.subscribe('s1', second)
    store.set('s1', live(1, 1))
    store.set('s1', live(2, 2))
    expect(second).toHaveBeenCalledTimes(1)
  })
})
