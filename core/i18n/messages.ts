// Texts for error codes and validation reasons through an instance's t (by language: by-lang.ts).
// Both name the namespace explicitly, so they work whatever separators a t was configured with.

/** The part of i18next's t these helpers use. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/** A reason as core/validation gives it: key `<namespace>.<key>` and interpolation values. */
export interface KeyedReason {
  key: string
  params?: Record<string, unknown>
}

/** The text of a catalogue code; an unknown code shows the code itself (platform spec §8). */
export const errorMessage = (code: number | string, t: Translate): string =>
  t(String(code), { ns: 'errors', defaultValue: String(code) })

/** The text of a validation reason; a key without a text shows the key. */
export function reasonMessage({ key, params }: KeyedReason, t: Translate): string {
  const dot = key.indexOf('.')
  const ns = dot > 0 ? key.slice(0, dot) : 'common'
  return t(key.slice(dot + 1), { ...params, ns, defaultValue: key })
}
