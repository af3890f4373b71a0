// Values taken per gateway over the last minute, kept in memory by the ingest (the GM centre's "values per
// minute" and "values per second", issue 36): six ten-second buckets per SN, so a count costs a map
// lookup and a gateway that falls silent drops to 0 within a minute. Per instance: in a cluster each
// instance counts the gateways whose traffic it takes.
const BUCKET_MS = 10_000
const BUCKETS = 6

interface Buckets {
  /** the bucket number (time / BUCKET_MS) of each slot */
  at: number[]
  n: number[]
  /** the gateway's enterprise when it last sent (an operating centre's rate counts its enterprises') */
  orgId: string | null
}

export class ValueRates {
  private readonly bySn = new Map<string, Buckets>()

  add(sn: string, count: number, now: number, orgId: string | null = null): void {
    const slot = Math.floor(now / BUCKET_MS)
    let b = this.bySn.get(sn)
    if (!b) {
      b = { at: new Array(BUCKETS).fill(-1), n: new Array(BUCKETS).fill(0), orgId }
      this.bySn.set(sn, b)
    }
    b.orgId = orgId
    const i = slot % BUCKETS
    if (b.at[i] !== slot) {
      b.at[i] = slot
      b.n[i] = 0
    }
    b.n[i] = (b.n[i] ?? 0) + count
  }

  /** Values of the gateway in the minute before now. */
  perMinute(sn: string, now: number): number {
    const b = this.bySn.get(sn)
    if (!b) return 0
    const slot = Math.floor(now / BUCKET_MS)
    let sum = 0
    for (let i = 0; i < BUCKETS; i++) if ((b.at[i] ?? -1) > slot - BUCKETS) sum += b.n[i] ?? 0
    return sum
  }

  /** Values per second over the last minute, of the enterprises `orgIds` names (all gateways without it). */
  perSecond(now: number, orgIds?: ReadonlySet<string>): number {
    let sum = 0
    for (const [sn, b] of this.bySn)
      if (!orgIds || (b.orgId !== null && orgIds.has(b.orgId))) sum += this.perMinute(sn, now)
    return sum / 60
  }
}

/** A scope's values per second to two decimals: all gateways', or those of some enterprises. */
export function scopeRate(rates: ValueRates, orgIds: ReadonlySet<string> | undefined, now: number): number {
  return Math.round(rates.perSecond(now, orgIds) * 100) / 100
}
