import { VALIDATION_NS, type ValidationKey } from './keys.ts'

/** Why a value was refused: an i18n key (`validation.<name>`) and the values its message interpolates. */
export interface Reason {
  key: string
  params?: Record<string, unknown>
}

/** A rule on one value: null when valid, otherwise the reason. */
export type Check<T = unknown> = (value: T) => Reason | null

export const fail = (name: ValidationKey, params?: Record<string, unknown>): Reason =>
  params ? { key: `${VALIDATION_NS}.${name}`, params } : { key: `${VALIDATION_NS}.${name}` }

/** Runs checks in order and gives the first reason. */
export const firstOf =
  <T>(...checks: Check<T>[]): Check<T> =>
  (value) => {
    for (const check of checks) {
      const reason = check(value)
      if (reason) return reason
    }
    return null
  }
