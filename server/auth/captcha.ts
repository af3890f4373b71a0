// The image captcha of spec §7 `user/showVcode`: a short random text, drawn as an SVG image by the
// injected painter, remembered under a random key until it is answered once or expires. The store is
// injectable too, so a test server built in-process can read what it drew without any route for it.
// Drawing is limited per client address, so a flood from one place cannot push out others' captchas.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import { addressGroup } from '../http/client-address.ts'
import { TokenBuckets } from './token-bucket.ts'

/** Draws the answer as SVG markup; a maintained captcha library does the drawing (distortion, noise). */
export type CaptchaPainter = (answer: string) => string

export interface CaptchaEntry {
  answer: string
  expiresAt: number
}

export interface CaptchaStore {
  set(key: string, entry: CaptchaEntry): void
  /** the entry, removed: a key answers once, right or wrong */
  take(key: string): CaptchaEntry | undefined
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 4
export const CAPTCHA_TTL_MS = 5 * 60_000
/** captchas one address (IPv6: its /64) may draw at once, and again each minute: far beyond a person */
export const CAPTCHA_DRAWS_PER_MINUTE = 20

/** Captchas in memory, at most `max`: the oldest goes first, so unanswered ones cannot fill the heap. */
export function memoryCaptchaStore(max = 10_000): CaptchaStore {
  const entries = new Map<string, CaptchaEntry>()
  return {
    set(key, entry) {
      if (entries.size >= max) entries.delete(entries.keys().next().value as string)
      entries.set(key, entry)
    },
    take(key) {
      const entry = entries.get(key)
      entries.delete(key)
      return entry
    },
  }
}

export interface CaptchaImage {
  key: string
  /** a data: URL of the SVG, for an <img> (where an SVG runs no script) */
  image: string
}

export class Captchas {
  private readonly draws = new TokenBuckets(CAPTCHA_DRAWS_PER_MINUTE, 60_000)

  constructor(
    private readonly paint: CaptchaPainter,
    private readonly store: CaptchaStore = memoryCaptchaStore(),
    private readonly ttlMs = CAPTCHA_TTL_MS,
  ) {}

  /** A new captcha for the client at `ip`; 90010 with `retryAfterSeconds` beyond its drawing limit. */
  issue(now: number, ip: string | undefined): CaptchaImage {
    const waitMs = this.draws.take(addressGroup(ip), now)
    if (waitMs > 0) fail(Code.tooFrequent, { retryAfterSeconds: Math.ceil(waitMs / 1000) })
    const answer = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    const key = randomBytes(16).toString('base64url')
    this.store.set(key, { answer, expiresAt: now + this.ttlMs })
    const svg = Buffer.from(this.paint(answer)).toString('base64')
    return { key, image: `data:image/svg+xml;base64,${svg}` }
  }

  /** Whether `answer` is the text drawn under `key` (case aside); the key is spent either way. */
  check(key: string | undefined, answer: string | undefined, now: number): boolean {
    const entry = key ? this.store.take(key) : undefined
    if (!entry || entry.expiresAt <= now || answer === undefined) return false
    const given = Buffer.from(answer.trim().toUpperCase())
    const drawn = Buffer.from(entry.answer)
    return given.length === drawn.length && timingSafeEqual(given, drawn)
  }
}
