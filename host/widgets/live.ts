// Per-widget live subscriptions: a widget re-renders only when one of its own keys changes. The store is
// fed once per animation frame (core/binding's frame batcher), and React batches the updates of one
// frame, so a widget renders at most once per frame however many of its values arrived.
import { useEffect, useRef, useState } from 'react'
import type { LiveSource } from './context.tsx'

const noValues: readonly unknown[] = []

/** A counter that moves whenever a value of `keys` changes; use it as a memo dependency. */
export function useLiveVersion(live: LiveSource | undefined, keys: readonly string[]): number {
  const [version, setVersion] = useState(0)
  const seen = useRef<readonly unknown[]>(noValues)
  seen.current = live ? keys.map((k) => live.get(k)) : noValues
  useEffect(() => {
    if (!live || keys.length === 0) return
    const bump = () => setVersion((v) => v + 1)
    const offs = keys.map((k) => live.subscribe(k, bump))
    // A value that arrived between the render and this subscription would otherwise wait for the next one.
    if (keys.some((k, i) => live.get(k) !== seen.current[i])) bump()
    return () => {
      for (const off of offs) off()
    }
  }, [live, keys])
  return version
}
