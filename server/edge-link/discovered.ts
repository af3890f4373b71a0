// Birth metrics that match no variable of the gateway's device: kept per device and Sparkplug device id
// so the device's signal screen can offer them for adoption (never dropped silently). Each birth
// replaces what the previous birth of that Sparkplug device left: what is listed is what the node
// offers now, with the value the birth gave. A metric the integrator dismissed stays dismissed while the
// births keep offering it.
import type { Db } from '../storage/db.ts'

export interface UnknownMetric {
  name: string
  datatype: number
  /** the birth's value (a 64-bit integer exactly, core/util/integers.ts); undefined when not a scalar */
  value?: number | boolean | string | null
}

const valueJson = (m: UnknownMetric): string | null =>
  m.value === undefined ? null : JSON.stringify(m.value)

/** Rows per statement: a 10,000-metric birth is recorded in slices, the event loop served between them. */
const ROWS_PER_BATCH = 500

export async function recordUnknownMetrics(
  db: Db,
  at: { orgId: string; deviceId: string; segment: string },
  metrics: readonly UnknownMetric[],
  now: number,
  /** awaited between two batches (the ingest's pacer) */
  between: () => Promise<void> = async () => {},
): Promise<void> {
  // one row per name (a birth naming a metric twice keeps the last), as an upsert may touch a row once
  const rows = [...new Map(metrics.map((m) => [m.name, m])).values()].map((m) => ({
    ...at,
    name: m.name,
    datatype: m.datatype,
    firstSeenAt: now,
    lastSeenAt: now,
    lastValue: valueJson(m),
    dismissedAt: null,
  }))
  let gone = db
    .deleteFrom('discoveredMetrics')
    .where('deviceId', '=', at.deviceId)
    .where('segment', '=', at.segment)
  if (rows.length > 0)
    gone = gone.where(
      'name',
      'not in',
      rows.map((r) => r.name),
    )
  await gone.execute()
  // each batch one statement, no transaction around them: a transaction held across the pauses would
  // keep the SQLite connection from every other caller
  for (let from = 0; from < rows.length; from += ROWS_PER_BATCH) {
    if (from > 0) await between()
    await db
      .insertInto('discoveredMetrics')
      .values(rows.slice(from, from + ROWS_PER_BATCH))
      .onConflict((oc) =>
        oc.columns(['deviceId', 'segment', 'name']).doUpdateSet((eb) => ({
          datatype: eb.ref('excluded.datatype'),
          lastSeenAt: now,
          lastValue: eb.ref('excluded.lastValue'),
        })),
      )
      .execute()
  }
}
