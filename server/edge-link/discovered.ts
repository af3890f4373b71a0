// Birth metrics that match no variable of the gateway's device: kept per device and Sparkplug device id
// so the device's signal screen can offer them for adoption (never dropped silently). Each birth
// replaces what the previous birth of that Sparkplug device left: what is listed is what the node
// offers now, with the value the birth gave. A metric the integrator dismissed stays dismissed while the
// births keep offering it.
import type { Db } from '../storage/db.ts'

export interface UnknownMetric {
  name: string
  datatype: number
  /** the birth's value (a bigint as a number); undefined when not a scalar */
  value?: number | boolean | string | null
}

const valueJson = (m: UnknownMetric): string | null =>
  m.value === undefined ? null : JSON.stringify(m.value)

export async function recordUnknownMetrics(
  db: Db,
  at: { orgId: string; deviceId: string; segment: string },
  metrics: readonly UnknownMetric[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const names = metrics.map((m) => m.name)
    let gone = trx
      .deleteFrom('discoveredMetrics')
      .where('deviceId', '=', at.deviceId)
      .where('segment', '=', at.segment)
    if (names.length > 0) gone = gone.where('name', 'not in', names)
    await gone.execute()
    for (const m of metrics)
      await trx
        .insertInto('discoveredMetrics')
        .values({
          ...at,
          name: m.name,
          datatype: m.datatype,
          firstSeenAt: now,
          lastSeenAt: now,
          lastValue: valueJson(m),
          dismissedAt: null,
        })
        .onConflict((oc) =>
          oc
            .columns(['deviceId', 'segment', 'name'])
            .doUpdateSet({ datatype: m.datatype, lastSeenAt: now, lastValue: valueJson(m) }),
        )
        .execute()
  })
}
