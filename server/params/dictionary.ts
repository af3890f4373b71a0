// The data dictionary (issue 35): typed system parameters with defaults and bounds (schemas/entities/
// platform.ts PARAM_DEFS), stored as text in `systemParams`. Reads go through a short cache per database,
// dropped on this instance's own writes, so a change applies at once here and within CACHE_MS on every
// other instance, without a restart.
import { Code } from '../../core/i18n/codes.ts'
import { PARAM_DEFS, type ParamDef, type ParamView } from '../../schemas/entities/platform.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { setSystemParam, systemParams } from './system-params.ts'

export const CACHE_MS = 5_000
const cache = new WeakMap<Db, { at: number; values: Map<string, string> }>()

export function paramDef(key: string): ParamDef {
  const def = PARAM_DEFS.find((d) => d.key === key)
  if (!def) fail(Code.paramInvalid, { field: 'key' })
  return def
}

/** Every stored system parameter, through the cache. */
export async function storedValues(db: Db): Promise<Map<string, string>> {
  const hit = cache.get(db)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.values
  const values = await systemParams(db)
  cache.set(db, { at: Date.now(), values })
  return values
}

/** A parameter's value in force: the stored one, else its default (`fallback` for defaults the
 * server's configuration gives). */
export async function dictValue(db: Db, key: string, fallback?: string): Promise<string> {
  const stored = (await storedValues(db)).get(key)
  return stored !== undefined && stored !== '' ? stored : (fallback ?? paramDef(key).default)
}

export async function dictInteger(db: Db, key: string, fallback?: number): Promise<number> {
  const n = Number(await dictValue(db, key, fallback?.toString()))
  return Number.isInteger(n) ? n : Number(paramDef(key).default)
}

/** 10001 with the rule broken unless `value` suits the parameter (empty: back to the default). */
export function checkParam(def: ParamDef, value: string): void {
  if (value === '') return
  if (def.type === 'integer') {
    const n = Number(value)
    if (!/^-?[0-9]+$/.test(value) || !Number.isSafeInteger(n))
      fail(Code.paramType, { field: def.key, rule: 'integer' })
    if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max))
      fail(Code.paramInvalid, { field: def.key, min: def.min, max: def.max })
  }
  if (def.type === 'url' && !/^https?:\/\/\S{1,290}$/.test(value))
    fail(Code.paramInvalid, { field: def.key, rule: 'url' })
  if ([...value].some((c) => c.charCodeAt(0) < 0x20))
    fail(Code.paramInvalid, { field: def.key, rule: 'control' })
}

export async function setDictValue(db: Db, key: string, value: string, now: number): Promise<void> {
  checkParam(paramDef(key), value)
  await setCachedParam(db, key, value, now)
}

/** Writes a parameter and drops this instance's cache, so the next read sees it. */
export async function setCachedParam(db: Db, key: string, value: string, now: number): Promise<void> {
  await setSystemParam(db, key, value, now)
  cache.delete(db)
}

export async function dictView(db: Db): Promise<ParamView[]> {
  const stored = await storedValues(db)
  return PARAM_DEFS.map((def) => {
    const value = stored.get(def.key) ?? ''
    return {
      key: def.key,
      type: def.type,
      value: def.type === 'secret' ? '' : value || def.default,
      default: def.default,
      set: value !== '',
      ...(def.min !== undefined ? { min: def.min } : {}),
      ...(def.max !== undefined ? { max: def.max } : {}),
      ...(def.unit ? { unit: def.unit } : {}),
    }
  })
}
