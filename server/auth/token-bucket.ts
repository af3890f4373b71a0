// Per-client rate limits: each key (a client's address group, server/http/client-address.ts) holds up
// to `burst` tokens, refilled at `burst` per `windowMs`; a request takes one. Memory stays bounded:
// beyond `maxKeys` the least recently used key is forgotten (it starts full again, as a new client).
import { RecentMap } from './recent-map.ts'

interface Bucket {
  tokens: number
  at: number
}

export class TokenBuckets {
  private readonly buckets: RecentMap<Bucket>

  constructor(
    private readonly burst: number,
    private readonly windowMs: number,
    maxKeys = 100_000,
  ) {
    this.buckets = new RecentMap(maxKeys)
  }

  /** Takes a token of `key`: 0 when one was there, else the milliseconds until the next one is. */
  take(key: string, now: number): number {
    const last = this.buckets.get(key) ?? { tokens: this.burst, at: now }
    const refilled = Math.min(this.burst, last.tokens + ((now - last.at) * this.burst) / this.windowMs)
    const tokens = refilled >= 1 ? refilled - 1 : refilled
    this.buckets.set(key, { tokens, at: now })
    return refilled >= 1 ? 0 : Math.ceil(((1 - refilled) * this.windowMs) / this.burst)
  }
}
