// A screen from a plugin's lazy entry: the entry module is imported on first use (with the spec's
// 120 s chunk time-out) and the named export rendered; one lazy component per screen, cached.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import type { ScreenManifest } from '../../../core/kernel/index.ts'
import { PageSpinner } from '../parts/PageSpinner.tsx'

/** §9: a lazy-loaded chunk that has not arrived after 120 s fails. */
export const CHUNK_TIMEOUT_MS = 120_000

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not loaded within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>()

export function lazyComponent(
  key: string,
  load: () => Promise<Record<string, unknown>>,
  exportName: string,
): LazyExoticComponent<ComponentType> {
  let component = cache.get(key)
  if (!component) {
    component = lazy(async () => {
      const mod = await withTimeout(load(), CHUNK_TIMEOUT_MS, key)
      const found = mod[exportName]
      if (typeof found !== 'function' && typeof found !== 'object')
        throw new Error(`${key}: the entry has no export "${exportName}"`)
      return { default: found as ComponentType }
    })
    cache.set(key, component)
  }
  return component
}

/** Renders export `name` of the module `load` gives, with a spinner while it loads. */
export function LazyExport(props: {
  cacheKey: string
  load: () => Promise<Record<string, unknown>>
  name: string
}) {
  const Component = lazyComponent(props.cacheKey, props.load, props.name)
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  )
}

export const LazyScreen = ({ manifest, screen }: { manifest: ScreenManifest; screen: string }) => (
  <LazyExport cacheKey={`${manifest.name}/${screen}`} load={manifest.load} name={screen} />
)
