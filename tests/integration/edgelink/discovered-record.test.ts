// Recording a birth's unknown metrics (server/edge-link/discovered.ts) on both databases: a birth replaces
// the list of the one before (gone names removed, known ones updated, a dismissal kept), a name given twice
// keeps the last, and a large birth is written in batches with a pause between them (the ingest's pacer).
import { describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { recordUnknownMetrics } from '../../../server/edge-link/discovered.ts'
import { seedDemo } from '../../../server/seed.ts'
import { DIALECTS, migratedDatabase } from '../server/databases.ts'
import { deviceOfGateway } from '../server/helpers.ts'

describe.each(DIALECTS)('unknown birth metrics on %s', (dialect) => {
  const database = migratedDatabase(dialect)

  it.skipIf(database.skip)('replace the last birth’s list, in batches for a large one', async () => {
    const db = database.db
    await seedDemo(db, 1)
    const deviceId = await deviceOfGateway(db, DEMO_GATEWAY.sn)
    const { orgId } = await db
      .selectFrom('devices')
      .select('orgId')
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow()
    const at = { orgId, deviceId, segment: 'plc9' }
    const rows = () =>
      db
        .selectFrom('discoveredMetrics')
        .select(['name', 'datatype', 'lastValue', 'firstSeenAt', 'lastSeenAt', 'dismissedAt'])
        .where('deviceId', '=', deviceId)
        .where('segment', '=', 'plc9')
        .orderBy('name')
        .execute()

    await recordUnknownMetrics(
      db,
      at,
      [
        { name: 'a', datatype: 10, value: 1 },
        { name: 'b', datatype: 10, value: 2 },
      ],
      100,
    )
    await db.updateTable('discoveredMetrics').set({ dismissedAt: 150 }).where('name', '=', 'b').execute()
    await recordUnknownMetrics(
      db,
      at,
      [
        { name: 'b', datatype: 9, value: 3 },
        { name: 'c', datatype: 12, value: 'x' },
        { name: 'c', datatype: 12, value: 'y' },
      ],
      200,
    )
    expect(await rows()).toEqual([
      { name: 'b', datatype: 9, lastValue: '3', firstSeenAt: 100, lastSeenAt: 200, dismissedAt: 150 },
      { name: 'c', datatype: 12, lastValue: '"y"', firstSeenAt: 200, lastSeenAt: 200, dismissedAt: null },
    ])

    let pauses = 0
    const many = Array.from({ length: 1200 }, (_, i) => ({ name: `m${i}`, datatype: 10, value: i }))
    await recordUnknownMetrics(db, at, many, 300, async () => void pauses++)
    expect(pauses).toBe(2)
    expect(await rows()).toHaveLength(1200)
  })
})
