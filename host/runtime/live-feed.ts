// Live values into the page: socket frames are queued and applied to the live store once per animation
// frame, so however many values arrive, each widget re-renders at most once per frame, in that frame. Signal values
// carry no status code; a pushed value counts as good (200).
import { flushSync } from 'react-dom'
import type { SignalValue } from '../../core/api/index.ts'
import {
  createFrameBatcher,
  createLiveStore,
  type LiveStore,
  liveKey,
  type RequestFrame,
} from '../../core/binding/index.ts'
import type { LiveValue } from '../../core/kernel/index.ts'

export interface LiveFeed {
  store: LiveStore
  push: (values: readonly SignalValue[]) => void
  dispose: () => void
}

export const browserFrame: RequestFrame = (callback) => {
  requestAnimationFrame(() => callback())
}

export function createLiveFeed(requestFrame: RequestFrame = browserFrame): LiveFeed {
  const store = createLiveStore()
  // The widgets re-render inside the frame callback, so this frame paints the values: left to React's
  // scheduler they would render in a task after it and wait for the next frame.
  const batcher = createFrameBatcher<readonly [string, LiveValue]>(
    (items) => flushSync(() => store.applyBatch(items)),
    requestFrame,
  )
  return {
    store,
    push(values) {
      for (const v of values)
        batcher.push([liveKey.signal(v.signalId), { value: v.value, time: v.time, code: 200 }])
    },
    dispose: () => batcher.dispose(),
  }
}
