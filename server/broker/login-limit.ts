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
// web guess limits (auth/guess-limit.ts). Only wrong passwords count. Tries still being checked are not
// refused: at most as many run at once on a count as it has wrong passwords left, the others wait their
// turn, so parallel tries cannot all pass a lock not yet set, and many gateways behind one address logging
// in at once while the check is slow (a reconnect storm, a slow database) all get in. Counts live in memory
// (a refused try costs no database query), at most BROKER_LOGIN_MAX_KEYS, the least recently touched
// dropped first; each instance counts its own tries.
import { isIPv4, isIPv6 } from 'node:net'
import { GUESS_LIMITS, GUESS_WINDOW_MS } from '../auth/guess-limit.ts'
import { RecentMap } from '../auth/recent-map.ts'

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

export interface LoginLimiter {
  /**
   * Checks a gateway's password under the limits: false without calling `verify` while a limit holds;
   * a wrong answer counts, a right one clears the SN's count at that address. A `verify` that throws
   * counts as no try.
   */
  check(sn: string, address: string | undefined, verify: () => Promise<boolean>): Promise<boolean>
}

/** A count's tries being checked, and the tries waiting for one of them to end. */
interface Running {
  checking: number
  waiting: ((go: boolean) => void)[]
}

export function createLoginLimiter(o: LoginLimitOptions = {}): LoginLimiter {
  const windowMs = o.windowMs ?? BROKER_LOGIN_WINDOW_MS
  const now = o.now ?? Date.now
  const log = o.log ?? (() => {})
  const counts = new RecentMap<Count>(o.maxKeys ?? BROKER_LOGIN_MAX_KEYS)
  const known = new RecentMap<true>(o.maxKeys ?? BROKER_LOGIN_MAX_KEYS)
  /** only counts with tries being checked or waiting: as many as tries in progress */
  const running = new Map<string, Running>()

  /** The live count of a key; a series whose window or lock has passed is gone. */
  const live = (key: string): Count | undefined => {
    const c = counts.get(key)
    if (c && (c.lockedUntil ? c.lockedUntil <= now() : c.since + windowMs <= now())) counts.delete(key)
    else return c
  }
  const locked = (key: string, max: number) => (live(key)?.failed ?? 0) >= max
  const runningOf = (key: string): Running => {
    const r = running.get(key) ?? { checking: 0, waiting: [] }
    running.set(key, r)
    return r
  }

  /** Starts waiting tries while the key has wrong passwords left for them; all refused once it is locked. */
  const pump = (key: string, max: number) => {
    const r = running.get(key)
    if (!r) return
    while (r.waiting.length) {
      if (locked(key, max)) {
        for (const go of r.waiting.splice(0)) go(false)
      } else if ((live(key)?.failed ?? 0) + r.checking < max) {
        r.checking++
        r.waiting.shift()?.(true)
      } else break
    }
    if (!r.checking && !r.waiting.length) running.delete(key)
  }

  /** A place among the key's tries being checked: false when it is locked (now or while waiting). */
  const enter = (key: string, max: number): boolean | Promise<boolean> => {
    if (locked(key, max)) {
      counts.set(key, counts.get(key) as Count) // an attacker's lock stays among the recent keys
      return false
    }
    const r = runningOf(key)
    if ((live(key)?.failed ?? 0) + r.checking < max) {
      r.checking++
      return true
    }
    return new Promise((resolve) => r.waiting.push(resolve))
  }

  const leave = (key: string, max: number, failed: boolean, who: () => string) => {
    runningOf(key).checking--
    if (failed) {
      const c = live(key) ?? { failed: 0, since: now(), lockedUntil: 0 }
      c.failed++
      counts.set(key, c)
      if (c.failed >= max && !c.lockedUntil) {
        c.lockedUntil = now() + windowMs
        log(
          `MQTT login: ${c.failed} wrong passwords for ${who()}; refused for ${Math.ceil(windowMs / 1000)} s`,
        )
      }
    }
    pump(key, max)
  }

  return {
    async check(sn, address, verify) {
      const addr = addressKey(address)
      const pair = `${sn}@${addr}`
      // unknown address: the pair is the SN alone, and there is no address to count
      const limits: [string, number][] = [[pair, BROKER_LOGIN_LIMITS.perSnAndAddress]]
      if (addr && !known.has(pair)) limits.push([`@${addr}`, BROKER_LOGIN_LIMITS.perAddress])
      const who = (key: string) => () =>
        key === pair ? `SN ${sn} from ${addr || 'an unknown address'}` : `address ${addr}`
      // one key after the other, always the pair first: a try waits holding no place an earlier one needs
      const held: [string, number][] = []
      const leaveAll = (failed: boolean) => {
        for (const [key, max] of held) leave(key, max, failed, who(key))
      }
      for (const [key, max] of limits) {
        if (!(await enter(key, max))) {
          leaveAll(false)
          return false
        }
        held.push([key, max])
      }
      let right: boolean
      try {
        right = await verify()
      } catch (error) {
        leaveAll(false)
        throw error
      }
      if (right) {
        counts.delete(pair)
        known.set(pair, true)
      }
      leaveAll(!right)
      return right
    },
  }
}
