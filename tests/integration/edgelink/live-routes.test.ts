// The monitoring calls and push sockets without a broker (values fed to the ingest): tokens grant only
// what the caller may watch, frames carry signalVal / signalAlarm / messages, smart data saving waits for
// an open lease, and writes and syncs refuse what cannot be sent (2001-2003, 1102, 1304, 1337) and end
// in the operation log, with 1301 when the gateway never answers.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { CLOSE_TOKEN_INVALID } from '../../../server/live/sockets.ts'
import {
  createAccount,
  ok,
  projectOfDevice,
  type Session,
  type TestServer,
  tellEveryAlarm,
} from '../server/helpers.ts'
import { gatewayFeed, gatewayServer, startWrite } from './ingest-feed.ts'
import { openSocket } from './sockets.ts'
import { deviceOf, value } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session
let deviceId: string
let projectId: string

const rt = () => server.services.realtime
const { send, birth } = gatewayFeed(rt, SN)

const open = (path: string, token: string) => openSocket(server.app, path, token)

beforeAll(async () => {
  ;({ server, admin, deviceId } = await gatewayServer(SN))
  projectId = await projectOfDevice(server.db, deviceId)
  // every alarm of these tests is pushed (the delivery guard's re-notify hold is tested in alarm-paging)
  await tellEveryAlarm(server.db)
})
afterAll(() => server.close())
beforeEach(() => birth())

describe('device socket', () => {
  it('sends the granted signals’ values (current ones first) and alarms, nothing else', async () => {
    await send(deviceOf('DDATA', SN), [value('level', 1, 1000)])
    const token = await ok(
      admin.call('websocket/monitor/new/token', { equipmentId: deviceId, dataSignal: 'level,temperature' }),
    )
    expect(typeof token).toBe('string')
    const socket = await open('ws/eg/signal/subscribe', token)
    expect(await socket.next()).toEqual([
      { signalVal: [{ signalId: 'level', equipmentId: deviceId, value: 1, time: 1000 }] },
    ])
    await send(deviceOf('DDATA', SN), [value('flow', 3, 2000), value('level', 2, 2000)])
    expect(await socket.next()).toEqual([
      { signalVal: [{ signalId: 'level', equipmentId: deviceId, value: 2, time: 2000 }] },
    ])
    await send(deviceOf('DDATA', SN), [value('temperature', 30, 3000)])
    await send(deviceOf('DDATA', SN), [value('temperature', 40, 4000)])
    const alarmFrame = await socket.until((f) => typeof f === 'object' && f !== null && 'signalAlarm' in f)
    expect(alarmFrame).toMatchObject({
      signalAlarm: { equipmentId: deviceId, signalId: 'temperature', value: '40.000°C', resolvedAt: null },
    })
    await send(deviceOf('DDATA', SN), [value('temperature', 20, 5000)])
    socket.ws.terminate()
  })

  it('with alarmsOnly sends the device’s alarms and none of its values', async () => {
    const token = await ok(
      admin.call('websocket/monitor/new/token', { equipmentId: deviceId, dataSignal: '', alarmsOnly: true }),
    )
    const socket = await open('ws/eg/signal/subscribe', token)
    await send(deviceOf('DDATA', SN), [value('level', 3, 6000), value('temperature', 45, 6000)])
    // the first frame is the alarm: no current values, no level value before it
    expect(await socket.next()).toMatchObject([
      { signalAlarm: { equipmentId: deviceId, signalId: 'temperature', resolvedAt: null } },
    ])
    await send(deviceOf('DDATA', SN), [value('temperature', 20, 7000)])
    const cleared = await socket.next()
    expect(cleared).toMatchObject([{ signalAlarm: { signalId: 'temperature' } }])
    expect(JSON.stringify(cleared)).not.toContain('signalVal')
    socket.ws.terminate()
  })

  it('works once; an unknown or spent token closes the socket', async () => {
    const token = await ok(admin.call('websocket/monitor/new/token', { equipmentId: deviceId }))
    const first = await open('ws/eg/signal/subscribe', token)
    const again = await open('ws/eg/signal/subscribe', token)
    expect(await again.closed).toBe(CLOSE_TOKEN_INVALID)
    expect(await (await open('ws/eg/signal/subscribe', 'nonsense')).closed).toBe(CLOSE_TOKEN_INVALID)
    const msgToken = await ok(admin.call('websocket/msg/token'))
    expect(await (await open('ws/eg/signal/subscribe', msgToken)).closed).toBe(CLOSE_TOKEN_INVALID)
    first.ws.terminate()
  })

  it('is refused to a user not authorised for the device, and granted once authorised', async () => {
    const plain = await createAccount(server, admin)
    const session = await plain.session()
    expect((await session.call('websocket/monitor/new/token', { equipmentId: deviceId })).code).toBe(
      Code.noDataOrPermission,
    )
    await ok(admin.call('equipment/multi/user/add', { equipId: deviceId, accountId: plain.id }))
    expect((await session.call('websocket/monitor/new/token', { equipmentId: deviceId })).code).toBe(200)
  })
})

describe('project socket', () => {
  it('grants a project user the project’s signals only, and answers ping', async () => {
    const user = await createAccount(server, admin)
    const permission = await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: `Viewers ${user.id.slice(0, 6)}`,
        actions: ['query'],
      }),
    )
    await ok(admin.call('project/pmsn/edit', { id: permission.id, projectId, accountIds: user.id }))
    const session = await user.session()
    expect((await session.call('monitor/multi/signal/query', { equipmentId: deviceId })).code).toBe(200)
    const token = await ok(
      session.call('websocket/monitor/project/token', { projectId, dataSignal: 'level,fixture-foreign' }),
    )
    const socket = await open('ws/project/signal/subscribe', token)
    socket.ws.send('ping')
    expect(await socket.until((f) => typeof f === 'string')).toBe('pong')
    await send(deviceOf('DDATA', SN), [value('level', 7, 10_000), value('flow', 8, 10_000)])
    expect(await socket.next()).toEqual([
      { signalVal: [{ signalId: 'level', equipmentId: deviceId, value: 7, time: 10_000 }] },
    ])
    const gateways = await ok(
      session.call('monitor/project/gateway/query', { projectId, dataEquip: '', dataSignal: '' }),
    )
    expect(gateways).toEqual([expect.objectContaining({ equipmentId: deviceId, online: true, vpn: false })])
    socket.ws.terminate()
  })
})

describe('smart data saving', () => {
  it('pushes an economizing gateway’s values only while the device is open', async () => {
    await server.db
      .updateTable('gateways')
      .set({ settings: JSON.stringify({ economizeOpen: true }) })
      .where('sn', '=', SN)
      .execute()
    rt().directory.invalidate(SN)
    const socket = await open(
      'ws/eg/signal/subscribe',
      await ok(admin.call('websocket/monitor/new/token', { equipmentId: deviceId, dataSignal: 'cycles' })),
    )
    await send(deviceOf('DDATA', SN), [value('cycles', 1, 20_000)])
    await socket.drained()
    expect(socket.frames).toEqual([])
    expect(
      (await ok(admin.call('monitor/multi/gateway/info', { equipmentId: deviceId }))).economizeOpen,
    ).toBe(true)
    const { until } = await ok(
      admin.call('monitor/multi/open', { equipmentId: deviceId, interval: 1, delay: 600 }),
    )
    expect(until).toBe(server.clock.now() + 600_000)
    await send(deviceOf('DDATA', SN), [value('cycles', 2, 21_000)])
    expect(await socket.next()).toEqual([
      { signalVal: [expect.objectContaining({ signalId: 'cycles', value: 2 })] },
    ])
    server.clock.advance(600_000)
    await send(deviceOf('DDATA', SN), [value('cycles', 3, 22_000)])
    await socket.drained()
    expect(socket.frames).toEqual([])
    await server.db.updateTable('gateways').set({ settings: '{}' }).where('sn', '=', SN).execute()
    rt().directory.invalidate(SN)
    socket.ws.terminate()
  })
})

describe('message socket', () => {
  it('pushes each new alarm message of the user', async () => {
    const socket = await open('ws/message/subscribe', await ok(admin.call('websocket/msg/token')))
    await send(deviceOf('DDATA', SN), [value('temperature', 20, 30_000)])
    await send(deviceOf('DDATA', SN), [value('temperature', 45, 31_000)])
    const [message] = await socket.next()
    expect(message).toMatchObject({
      type: 'alarm',
      equipmentId: deviceId,
      read: false,
      dataStatus: 'alarming',
    })
    await send(deviceOf('DDATA', SN), [value('temperature', 20, 32_000)])
    socket.ws.terminate()
  })
})

describe('writes and syncs refused before sending', () => {
  const write = (signalId: string, v: unknown) =>
    admin.call('signal/writeVal', { projectId: '', signalId, value: v })

  it.each([
    ['a read-only signal', 'temperature', 1, Code.writeReadOnly],
    ['a bit other than 0/1', 'pump_run', 2, Code.writeOutOfRange],
    ['text that is no value', 'setpoint', 'abc', Code.paramType],
    ['text too long for a value', 'setpoint', '1'.repeat(65), Code.writeLength],
  ])('%s', async (_name, signalId, v, code) => {
    expect((await write(signalId, v)).code).toBe(code)
  })

  it('a value outside the write limits', async () => {
    await server.db.updateTable('variables').set({ writeMax: 500 }).where('id', '=', 'setpoint').execute()
    expect((await write('setpoint', 501)).code).toBe(Code.writeOutOfRange)
  })

  it('an offline, a sleeping, an unlinked gateway; a device without one', async () => {
    // no MQTT link in this server: the command cannot leave, so it ends failed at once
    expect((await write('setpoint', 300)).code).toBe(Code.offline)
    const [ended] = await server.db
      .selectFrom('edgeCommands')
      .selectAll()
      .where('variableId', '=', 'setpoint')
      .execute()
    expect(ended).toMatchObject({ status: 'failure', code: Code.offline, oldValue: 'null', newValue: '300' })
    for (const [state, code] of [
      ['offline', Code.offline],
      ['sleeping', Code.sleeping],
    ] as const) {
      await server.db.updateTable('gateways').set({ state }).where('sn', '=', SN).execute()
      expect((await write('setpoint', 300)).code).toBe(code)
      expect((await admin.call('equipment/multi/sync', { equipmentId: deviceId })).code).toBe(code)
    }
    const bare = await ok(admin.call('equipment/multi/add', { name: 'Bare' }))
    expect((await admin.call('equipment/multi/sync', { equipmentId: bare.id })).code).toBe(
      Code.noGatewayBound,
    )
    expect((await admin.call('monitor/multi/gateway/info', { equipmentId: bare.id })).code).toBe(
      Code.writeUnboundGateway,
    )
  })

  it('a command without an answer ends with 1301 after 60 s, in the operation log', async () => {
    const uuid = 'a3c1e6f0-5b2d-4c8e-9f71-0d4e2b6a8c19'
    await startWrite(
      server,
      admin,
      { deviceId, sn: SN },
      {
        id: uuid,
        variableId: 'speed_sp',
        oldValue: 12.5,
        newValue: 20,
      },
    )
    server.clock.advance(59_999)
    expect(await ok(admin.call('signal/callback', { uuid }))).toEqual({ status: 'pending' })
    server.clock.advance(1)
    expect(await ok(admin.call('signal/callback', { uuid }))).toMatchObject({
      status: 'failure',
      code: Code.commTimeout,
    })
    const log = await ok(admin.call('user/operationlog/queryByObjectId', { objectId: 'speed_sp' }))
    expect(log.list[0]).toMatchObject({
      action: 'write',
      before: { value: 12.5 },
      after: { value: 20, status: 'failure', code: Code.commTimeout },
    })
    const other = await (await createAccount(server, admin)).session()
    expect((await other.call('signal/callback', { uuid })).code).toBe(Code.noDataOrPermission)
  })
})
