// Proofs of recent gateway logins, so that gateways reconnecting all at once (a broker restart) cost one
// KDF check each, not one per connection. A proof is an HMAC of the password under a key drawn when the
// process starts, never the password; it holds only for the gateway's state it was checked against (its
// stored credential hash and enterprise: a new code, or an unbinding, voids it), for PROOF_TTL_MS after
// its last use, and at most PROOF_MAX_ENTRIES are kept (the least recently used dropped first). Checks of
// one SN, state and password already running are joined, not repeated (a client that timed out and
// reconnects while its first try waits for a KDF slot).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { RecentMap } from '../auth/recent-map.ts'

export const PROOF_TTL_MS = 60 * 60_000
/** about 150 bytes each */
export const PROOF_MAX_ENTRIES = 50_000

export interface LoginProofOptions {
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

interface Proof {
  mac: Buffer
  expires: number
}

export class LoginProofs {
  private readonly key = randomBytes(32)
  private readonly proofs: RecentMap<Proof>
  private readonly running = new Map<string, Promise<boolean>>()
  private readonly ttlMs: number
  private readonly now: () => number

  constructor(o: LoginProofOptions = {}) {
    this.proofs = new RecentMap(o.maxEntries ?? PROOF_MAX_ENTRIES)
    this.ttlMs = o.ttlMs ?? PROOF_TTL_MS
    this.now = o.now ?? Date.now
  }

  /** True when a proof holds for this password and state, else the answer of `verify` (remembered if true). */
  async check(sn: string, state: string, password: string, verify: () => Promise<boolean>): Promise<boolean> {
    const mac = createHmac('sha256', this.key).update(`${sn}\0${state}\0${password}`).digest()
    const proof = this.proofs.get(sn)
    if (proof && proof.expires <= this.now()) this.proofs.delete(sn)
    else if (proof && timingSafeEqual(proof.mac, mac)) {
      this.proofs.set(sn, { mac, expires: this.now() + this.ttlMs })
      return true
    }
    const id = mac.toString('base64')
    const joined = this.running.get(id)
    if (joined) return joined
    const checking = verify().finally(() => this.running.delete(id))
    this.running.set(id, checking)
    const right = await checking
    if (right) this.proofs.set(sn, { mac, expires: this.now() + this.ttlMs })
    return right
  }

  get size(): number {
    return this.proofs.size
  }
}
