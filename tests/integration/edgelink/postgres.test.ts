// The live side on PostgreSQL: one pass through ingest, alarms, messages, history, reports, commands and
// the monitoring calls, so their SQL is proven on the second dialect too. Skipped, saying so, when
// PostgreSQL does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from '../server/databases.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  tellEveryAlarm,
} from '../server/helpers.ts'
import { birthMetrics, deviceOf, nodeOf, payload, resultMetric, value } from './sparkplug.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: skipped')

describe.skipIf(!pgUp)('the live side on PostgreSQL', () => {
  const SN = DEMO_GATEWAY.sn
  let database: TestDatabase
  let server: TestServer
  let admin: Session
  let seq = 0
  const send = async (topic: string, metrics: Parameters<typeof payload>[0]) => {
    server.services.realtime.ingest.handle(topic, payload(metrics, seq++ % 256))
    await server.services.realtime.ingest.idle()
    await server.services.realtime.alarms.idle()
  }

  beforeAll(async () => {
    database = await postgresDatabase()
    server = await createTestServer({ db: database.db })
    // each alarm's message is counted (the re-notify hold is tested in alarm-paging)
    await tellEveryAlarm(server.db)
    admin = await loginDemoAdmin(server)
  })
  afterAll(async () => {
    await server?.app.close()
    await database?.drop()
  })

  it('ingests, alarms, stores, answers and ends commands', async () => {
    const t = server.clock.now()
    const equipmentId = await deviceOfGateway(server.db, SN)
    await send(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
    for (const [i, v] of [20, 40, 20, 50].entries())
      await send(deviceOf('DDATA', SN), [
        value('temperature', v, t + i * 60_000),
        value('level', i, t + i * 60_000),
      ])

    expect(await ok(admin.call('monitor/multi/gateway/info', { equipmentId }))).toMatchObject({
      online: true,
      synced: true,
      interval: 1,
    })
    const signals = await ok(admin.call('monitor/multi/signal/query', { equipmentId }))
    expect(signals.find((s: { signalId: string }) => s.signalId === 'temperature')).toMatchObject({
      value: 50,
    })
    const points = await ok(
      admin.call('history/query', { signalIds: 'level', startTime: t, endTime: t + 3_600_000 }),
    )
    expect(points.map((p: { value: number }) => p.value)).toEqual([0, 1, 2, 3])

    const report = await server.db
      .selectFrom('reports')
      .select('id')
      .where('deviceId', '=', equipmentId)
      .executeTakeFirstOrThrow()
    expect(await ok(admin.call('report/queryCols', { reportId: report.id }))).toHaveLength(4)
    const rows = await ok(
      admin.call('history/queryAll', { reportId: report.id, startTime: t, endTime: t + 3_600_000 }),
    )
    expect(rows.total).toBe(61)

    const alarms = await ok(admin.call('alarm/query', { equipmentId }))
    expect(alarms.list.map((a: { value: string }) => a.value)).toEqual(['50.000°C', '40.000°C'])
    expect(await ok(admin.call('alarm/queryCount', {}))).toMatchObject({ total: 2, alarming: 1 })
    await ok(admin.call('alarm/confirm', { id: alarms.list[0].id }))
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 2 })
    await ok(admin.call('msg/markAsReadForEquipAlarm', { equipmentId }))
    expect(await ok(admin.call('msg/queryUnReadMsgCount'))).toEqual({ count: 0 })

    const token = await ok(
      admin.call('websocket/monitor/project/token', {
        projectId: (await server.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id,
      }),
    )
    expect(typeof token).toBe('string')

    expect((await admin.call('signal/writeVal', { signalId: 'setpoint', value: 300 })).code).toBe(
      Code.offline,
    )
    const uuid = '7e0c2a9b-3f41-4d6a-8b25-9c1e0f3d2a47'
    await server.services.realtime.commands.start(
      {
        id: uuid,
        kind: 'sync',
        orgId: admin.info.orgId,
        deviceId: equipmentId,
        gatewaySn: SN,
        accountId: admin.info.userId,
        loginname: 'admin',
      },
      t,
    )
    await send(nodeOf('NDATA', SN), [resultMetric({ uuid, status: 'success', code: 200, configVersion: 2 })])
    expect(await ok(admin.call('equipment/multi/callback', { uuid }))).toEqual({
      status: 'success',
      result: { configVersion: 2 },
    })
  })
})
