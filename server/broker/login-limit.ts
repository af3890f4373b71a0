// Limits on guessing gateways' MQTT logins (embedded broker, broker.ts; EMQX HTTP hook, http-auth.ts): a
// gateway's password derives from its 6-digit code, 10^6 values, so a wrong password counts
// - for that SN from that address: a gateway's own mistakes lock only itself, there;
// - for that address over all SNs: one address trying many SNs in turn.
// A limit reached refuses every try on it (a right password too, else guessing would go on) for a window,
// with the answer of a wrong password. No count is per SN alone: anyone could then keep a gateway off the
// broker by guessing from elsewhere, and a gateway is a plant's only link. The price: guesses spread over
// many addresses are slowed per address only. An SN that logged in from an address is not held back there
// by the address's count, so gateways behind one (carrier-grade) NAT address keep working when others
// behind it fail. IPv6 addresses count by /64, what one host is usually given. The numbers are those of the
// web guess limits (auth/guess-limit.ts). Counts live in memory (a refused try costs no database query), at
// most BROKER_LOGIN_MAX_KEYS, the least recently touched dropped first; each instance counts its own tries.
import { isIPv4, isIPv6 } from 'node:net'
import { GUESS_LIMITS, GUESS_WINDOW_MS } from '../auth/guess-limit.ts'

export const BROKER_LOGIN_LIMITS = {
  /** wrong passwords of one SN from one address */
  perSnAndAddress: GUESS_LIMITS.perAccountAndTarget,
  /** wrong passwords from one address over all SNs */
  perAddress: GUESS_LIMITS.perAccount,
} as const

/** How long wrong passwords are counted, and how long a limit, once reached, refuses every try. */
export const BROKER_LOGIN_WINDOW_MS = GUESS_WINDOW_MS

/** Counters kept (and as many SN-address pairs known good); about 100 bytes each. */
export const BROKER_LOGIN_MAX_KEYS = 50_000

export interface LoginLimitOptions {
  windowMs?: number
  maxKeys?: number
  now?: () => number
  log?: (msg: string) => void
}

interface Count {
  failed: number
  since: number
  /** 0 until the limit is reached */
  lockedUntil: number
}

/**
 * The key an address counts under: IPv4 (also IPv4-mapped IPv6) as is, IPv6 by its /64, '' when unknown
 * or not an address.
 */
export function addressKey(address: string | undefined): string {
  const a = (address ?? '').trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)?.[1]
  if (mapped) return mapped
  if (isIPv4(a)) return a
  if (!isIPv6(a)) return ''
  const [head = '', tail] = a.toLowerCase().split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // '::' stands for as many zero groups as make eight
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  const groups = [...left, ...zeros, ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** A map that forgets the least recently set key beyond `max`. */
class Recent<V> extends Map<string, V> {
  constructor(private readonly max: number) {
    super()
  }
  override set(key: string, value: V): this {
    this.delete(key)
    super.set(key, value)
    if (this.size > this.max) this.delete(this.keys().next().value as string)
    return this
  }
}

export interface LoginLimiter {
  /**
   * Checks a gateway's password under the limits: false without calling `verify` while a limit holds;
   * a wrong answer counts, a right one clears the SN's count at that address. A `verify` that throws
   * counts as no try.
   */
  check(sn: string, address: string | undefined, verify: () => Promise<boolean>): Promise<boolean>
}

export function createLoginLimiter(o: LoginLimitOptions = {}): LoginLimiter {
  const windowMs = o.windowMs ?? BROKER_LOGIN_WINDOW_MS
  const now = o.now ?? Date.now
  const log = o.log ?? (() => {})
  const counts = new Recent<Count>(o.maxKeys ?? BROKER_LOGIN_MAX_KEYS)
  const known = new Recent<true>(o.maxKeys ?? BROKER_LOGIN_MAX_KEYS)

  /** The live count of a key; a series whose window or lock has passed is gone. */
  const live = (key: string, t: number): Count | undefined => {
    const c = counts.get(key)
    if (c && (c.lockedUntil ? c.lockedUntil <= t : c.since + windowMs <= t)) counts.delete(key)
    else return c
  }

  return {
    async check(sn, address, verify) {
      const addr = addressKey(address)
      const pair = `${sn}@${addr}`
      // unknown address: the pair is the SN alone, and there is no address to count
      const limits: [string, number][] = [[pair, BROKER_LOGIN_LIMITS.perSnAndAddress]]
      if (addr && !known.has(pair)) limits.push([`@${addr}`, BROKER_LOGIN_LIMITS.perAddress])
      const t = now()
      // a try is counted before it is checked, so parallel tries cannot all pass a lock not yet set
      for (const [key, max] of limits) {
        const c = live(key, t)
        if (c && c.failed >= max) {
          counts.set(key, c) // an attacker's lock stays among the recent keys
          return false
        }
      }
      const held = limits.map(([key, max]) => {
        const c = live(key, t) ?? { failed: 0, since: t, lockedUntil: 0 }
        c.failed++
        counts.set(key, c)
        return { key, max, c }
      })
      const takeBack = () => {
        for (const { key, c } of held) if (counts.get(key) === c) c.failed--
      }
      let right: boolean
      try {
        right = await verify()
      } catch (error) {
        takeBack()
        throw error
      }
      if (right) {
        takeBack()
        counts.delete(pair)
        known.set(pair, true)
        return true
      }
      for (const { key, max, c } of held) {
        if (c.failed < max || c.lockedUntil || counts.get(key) !== c) continue
        c.lockedUntil = now() + windowMs
        const who = key === pair ? `SN ${sn} from ${addr || 'an unknown address'}` : `address ${addr}`
        log(`MQTT login: ${c.failed} wrong passwords for ${who}; refused for ${Math.ceil(windowMs / 1000)} s`)
      }
      return false
    },
  }
}
