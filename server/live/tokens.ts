// Socket tokens (platform spec §7: a token call, then the socket path with the token). A token is
// random, names what its socket may receive, works once, and lapses if no socket opens in time.
import { randomBytes } from 'node:crypto'

export class SocketTokens<Grant> {
  private readonly grants = new Map<string, { grant: Grant; until: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number,
  ) {}

  issue(grant: Grant): string {
    const now = this.clock()
    for (const [token, g] of this.grants) if (g.until <= now) this.grants.delete(token)
    const token = randomBytes(24).toString('base64url')
    this.grants.set(token, { grant, until: now + this.ttlMs })
    return token
  }

  /** The grant of a valid token, which is then spent; undefined for an unknown or lapsed one. */
  redeem(token: string): Grant | undefined {
    const g = this.grants.get(token)
    this.grants.delete(token)
    return g && g.until > this.clock() ? g.grant : undefined
  }
}
