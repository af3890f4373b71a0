// The alarm engine reads a device's rules once and keeps them (server/alarms/engine.ts): not again per
// value nor per interval, but after the device's configuration changed (an edit through the API, which
// any instance sees in the shared database), and then at its next value.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { sqliteDatabase, type TestDatabase } from '../server/databases.ts'
import { ok, type Session, type TestServer } from '../server/helpers.ts'
import { gatewayFeed, gatewayServer } from './ingest-feed.ts'
import { deviceOf, value } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn

/** Counts the queries that read the alarm rules table. */
class RuleReads implements KyselyPlugin {
  count = 0
  transformQuery(args: PluginTransformQueryArgs) {
    const node = args.node
    if (node.kind === 'SelectQueryNode' && /"alarm_?[rR]ules"/.test(JSON.stringify(node.from))) this.count++
    return node
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result
  }
}

describe('alarm rules cache', () => {
  let test: TestDatabase
  let server: TestServer
  let admin: Session
  let deviceId: string
  const reads = new RuleReads()
  const edge = gatewayFeed(() => server.services.realtime, SN)
  const alarms = () =>
    server.db
      .selectFrom('alarmRecords')
      .select(['value', 'resolvedAt'])
      .where('deviceId', '=', deviceId)
      .orderBy('triggeredAt')
      .execute()

  beforeAll(async () => {
    test = sqliteDatabase()
    ;({ server, admin, deviceId } = await gatewayServer(SN, { db: test.db.withPlugin(reads) }))
  })
  afterAll(async () => {
    await server.close()
    await test.drop()
  })

  it('reads the rules once however long values come, and again after an edit through the API', async () => {
    await edge.birth()
    const before = reads.count
    // a minute of values, past any interval
    for (let i = 0; i < 12; i++) {
      server.clock.advance(6000)
      await edge.send(deviceOf('DDATA', SN), [value('temperature', 30, server.clock.now())])
    }
    expect(reads.count - before).toBe(1)

    const [rule] = await ok(admin.call('equipment/alarm/query', { equipmentId: deviceId }))
    await ok(admin.call('equipment/alarm/edit', { id: rule.id, value: 25 }))
    server.clock.advance(6000)
    const edited = reads.count
    // the first value after the interval asks what changed, and is checked on the edited rule
    await edge.send(deviceOf('DDATA', SN), [value('temperature', 30, server.clock.now())])
    expect(reads.count - edited).toBe(1)
    expect(await alarms()).toEqual([{ value: '30.000°C', resolvedAt: null }])
  })
})
