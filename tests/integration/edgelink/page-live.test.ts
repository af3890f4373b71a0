// A project page's memory variables and system keys on its project socket (values fed to the ingest, no
// broker): read from the saved page (widgets and bind lists), computed on the server as core/binding
// computes them (zero rules included), keyed `mvar:<id>` / `system:<key>` as the runtime's live store
// keys them, pushed when they change (the time every tick), and only to users who may open the page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { liveKey } from '../../../core/binding/index.ts'
import type { SignalValue } from '../../../schemas/wire.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { DEMO_PROJECT_NAME } from '../../../server/projects/seed.ts'
import { currentTimeText } from '../../../server/projects/system-values.ts'
import {
  createAccount,
  createTestServer,
  deviceOfGateway,
  type Json,
  loginDemoAdmin,
  ok,
  projectOfDevice,
  type Session,
  type TestServer,
  uniqueName,
} from '../server/helpers.ts'
import { insertAlarm, insertDevice, insertVariable, savePage } from '../server/project-fixtures.ts'
import { openSocket, type Socket } from './sockets.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from './sparkplug.ts'

const SN = DEMO_GATEWAY.sn
let server: TestServer
let admin: Session
let deviceId: string
let projectId: string
let pageId: string
/** the page showing memory variables and system keys */
let pageJson: Json
let seq = 0
/** memory variable ids by name */
const mv: Record<string, string> = {}
let t = 1_000_000
/** the time of the next value: a second after the last */
const nextTime = () => {
  t += 1000
  return t
}

const rt = () => server.services.realtime
async function send(topic: string, metrics: Parameters<typeof payload>[0]) {
  rt().ingest.handle(topic, payload(metrics, seq++ % 256))
  await rt().ingest.idle()
  await rt().alarms.idle()
}
/** DDATA of the demo device, each value a second after the last */
const data = (values: Record<string, number | null>) =>
  send(
    deviceOf('DDATA', SN),
    Object.entries(values).map(([name, v]) => value(name, v, nextTime())),
  )

const widget = (id: string, data: Json) => ({
  id,
  widgetType: 'UsualText',
  widgetName: 'UsualText',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 100, height: 40, rotate: 0 },
  data,
})

async function tokenFor(session: Session, page = pageId) {
  return ok(session.call('websocket/monitor/project/token', { projectId, pageId: page, dataSignal: 'level' }))
}
const openPage = async (session = admin, page = pageId) =>
  openSocket(server.app, 'ws/project/signal/subscribe', await tokenFor(session, page))

const entries = (frame: unknown): SignalValue[] =>
  (typeof frame === 'object' && frame !== null && (frame as { signalVal?: SignalValue[] }).signalVal) || []
/** The next value of a live key on the socket that passes `match`. */
async function next(socket: Socket, key: string, match: (v: SignalValue) => boolean = () => true) {
  const frame = await socket.until((f) => entries(f).some((v) => v.signalId === key && match(v)))
  return entries(frame).find((v) => v.signalId === key && match(v))!
}
const keysIn = (socket: Socket) => new Set(socket.frames.flatMap((f) => entries(f).map((v) => v.signalId)))

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  deviceId = await deviceOfGateway(server.db, SN)
  projectId = await projectOfDevice(server.db, deviceId)
  const ph = (signal: string) => `{${deviceId}.${signal}}`
  for (const [name, fields] of [
    ['sum', { calcType: 'sum', signalIds: 'level,flow' }],
    ['avg', { calcType: 'avg', signalIds: 'level,flow' }],
    ['custom', { calcType: 'custom', formula: `${ph('level')} * 2 + ${ph('flow')}` }],
    ['ratio', { calcType: 'custom', formula: `${ph('level')} / ${ph('flow')}` }],
    ['offPage', { calcType: 'max', signalIds: 'level,flow' }],
    // speed_sp is never reported here
    ['unreported', { calcType: 'sum', signalIds: 'flow,speed_sp' }],
    ['withBoolean', { calcType: 'sum', signalIds: 'flow,pump_run' }],
  ] as const)
    mv[name] = (await ok(admin.call('project/mvar/add', { projectId, name: uniqueName(name), ...fields }))).id
  pageJson = {
    con: { title: 'Live keys' },
    widgets: [
      widget('w1', { type: 'mvar', mvarId: mv.sum }),
      widget('w2', { type: 'system', systemKey: 'currentTime' }),
    ],
    bind: {
      equips: [],
      signals: [],
      keys: ['equipTotal', 'equipOnline', 'equipOffline', 'equipAlarm', 'projectName', 'loginName', 'bogus'],
      mvars: [mv.avg, mv.custom, mv.ratio, mv.unreported, mv.withBoolean, 'no-such-mvar'],
    },
  }
  pageId = (await ok(savePage(server, admin, { projectId, title: 'Live keys' }, JSON.stringify(pageJson)))).id
})
afterAll(() => server.close())
beforeEach(async () => {
  seq = 0
  await send(nodeOf('NBIRTH', SN), birthMetrics(1, 2))
  await data({ level: 0, flow: 0 })
})

describe('memory variables', () => {
  it('are computed from their inputs as core/binding computes them, and pushed as they move', async () => {
    await data({ level: 6, flow: 2 })
    const socket = await openPage()
    const [first] = await socket.next()
    // the page's signal and memory variables (from its widgets and its bind list), no other
    expect(new Set(entries(first).map((v) => v.signalId))).toEqual(
      new Set([
        'level',
        ...['sum', 'avg', 'custom', 'ratio', 'unreported', 'withBoolean'].map((m) => liveKey.mvar(mv[m]!)),
      ]),
    )
    expect(entries(first)).toEqual(
      expect.arrayContaining([
        { signalId: 'level', equipmentId: deviceId, value: 6, time: t - 1000 },
        { signalId: liveKey.mvar(mv.sum!), value: 8, time: t },
        { signalId: liveKey.mvar(mv.avg!), value: 4, time: t },
        { signalId: liveKey.mvar(mv.custom!), value: 14, time: t },
        { signalId: liveKey.mvar(mv.ratio!), value: 3, time: t },
      ]),
    )
    await data({ flow: 0 })
    const frame = entries(await socket.until((f) => entries(f).some((v) => v.signalId.startsWith('mvar:'))))
    expect(frame).toEqual(
      expect.arrayContaining([
        { signalId: liveKey.mvar(mv.sum!), value: 6, time: t },
        { signalId: liveKey.mvar(mv.custom!), value: 12, time: t },
        // 6 / 0 is infinite: 0
        { signalId: liveKey.mvar(mv.ratio!), value: 0, time: t },
      ]),
    )
    expect(keysIn(socket).has(liveKey.mvar(mv.offPage!))).toBe(false)
    socket.ws.terminate()
  })

  it.each([
    ['a failed read (null)', 'sum', { level: null, flow: 5 }, 5],
    ['no value yet', 'unreported', { flow: 5 }, 5],
    // the one rule for a value (core/binding/numeric.ts): true is 1
    ['a boolean, true', 'withBoolean', { flow: 5 }, 6],
  ] as const)(
    'an input with %s counts as the one numeric rule reads it',
    async (_name, mvar, values, expected) => {
      await data(values)
      await send(deviceOf('DDATA', SN), [value('pump_run', true, nextTime())])
      const socket = await openPage()
      expect((await next(socket, liveKey.mvar(mv[mvar]!))).value).toBe(expected)
      socket.ws.terminate()
    },
  )

  it('a value that does not move is not sent again; an unrelated signal moves nothing', async () => {
    await data({ level: 1, flow: 1 })
    const socket = await openPage()
    await next(socket, liveKey.mvar(mv.sum!))
    await data({ level: 2, flow: 0 })
    await data({ temperature: 30 })
    await socket.drained()
    const mvarValues = socket.frames.flatMap((f) =>
      entries(f).filter((v) => v.signalId === liveKey.mvar(mv.sum!)),
    )
    expect(mvarValues).toEqual([])
    socket.ws.terminate()
  })

  it('an input whose device left the project counts 0', async () => {
    const owner = { orgId: admin.info.orgId, accountId: admin.info.userId }
    const meter = await insertDevice(server, owner, 'Meter')
    const energy = await insertVariable(server, owner.orgId, meter, 'energy')
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: [meter] }))
    const total = (
      await ok(
        admin.call('project/mvar/add', {
          projectId,
          name: uniqueName('total'),
          calcType: 'sum',
          signalIds: `level,${energy}`,
        }),
      )
    ).id
    const json = { ...pageJson, widgets: [widget('w1', { type: 'mvar', mvarId: total })] }
    const page = (
      await ok(savePage(server, admin, { projectId, title: uniqueName('meter') }, JSON.stringify(json)))
    ).id
    rt().live.update([{ signalId: energy, equipmentId: meter, value: 10, time: nextTime() }])
    await data({ level: 2 })
    const before = await openPage(admin, page)
    expect((await next(before, liveKey.mvar(total))).value).toBe(12)
    before.ws.terminate()
    await ok(admin.call('project/equip/delete', { projectId, equipmentIds: [meter] }))
    const after = await openPage(admin, page)
    expect((await next(after, liveKey.mvar(total))).value).toBe(2)
    after.ws.terminate()
  })

  it('no longer computed once no socket shows them', async () => {
    const socket = await openPage()
    await next(socket, liveKey.mvar(mv.sum!))
    const other = await openPage()
    await socket.terminated()
    await data({ level: 3 })
    expect((await next(other, liveKey.mvar(mv.sum!), (v) => v.value === 3)).value).toBe(3)
    await other.terminated()
    const pushed: unknown[] = []
    const spy = rt().hub.publish.bind(rt().hub)
    rt().hub.publish = (values) => {
      pushed.push(...values)
      spy(values)
    }
    try {
      await data({ level: 4 })
    } finally {
      rt().hub.publish = spy
    }
    expect(pushed.filter((v) => (v as SignalValue).signalId.startsWith('mvar:'))).toEqual([])
  })
})

describe('system keys', () => {
  it('the time at once and every tick, the user once, counts and name once read and when they change', async () => {
    const socket = await openPage()
    /** The latest values of these keys once every one has come (frames left in place). */
    const valuesOf = async (keys: string[]) => {
      const deadline = Date.now() + 3000
      for (;;) {
        const seen = new Map(socket.frames.flatMap(entries).map((v) => [v.signalId, v.value]))
        if (keys.every((k) => seen.has(liveKey.system(k))))
          return Object.fromEntries(keys.map((k) => [k, seen.get(liveKey.system(k))]))
        if (Date.now() > deadline) throw new Error(`not all of ${keys} in ${JSON.stringify(socket.frames)}`)
        await socket.drained()
      }
    }
    expect(await valuesOf(['currentTime', 'loginName'])).toEqual({
      currentTime: currentTimeText(server.clock.now()),
      loginName: admin.info.loginname,
    })
    // the project's keys, once read
    expect(
      await valuesOf(['equipTotal', 'equipOnline', 'equipOffline', 'equipAlarm', 'projectName']),
    ).toEqual({
      equipTotal: 1,
      equipOnline: 1,
      equipOffline: 0,
      equipAlarm: 0,
      projectName: DEMO_PROJECT_NAME,
    })

    // a tick: the time; nothing else moved
    socket.frames.length = 0
    server.clock.advance(1000)
    await rt().systemKeys.tick()
    expect(await valuesOf(['currentTime'])).toEqual({ currentTime: currentTimeText(server.clock.now()) })
    await socket.drained()
    expect(keysIn(socket)).toEqual(new Set([liveKey.system('currentTime')]))

    // a device without a gateway joins the project, the demo device alarms: only what changed is sent
    const owner = { orgId: admin.info.orgId, accountId: admin.info.userId }
    const spare = await insertDevice(server, owner, 'Spare')
    await ok(admin.call('project/equip/add', { projectId, equipmentIds: [spare] }))
    await insertAlarm(server, owner.orgId, deviceId)
    socket.frames.length = 0
    await rt().systemKeys.tick()
    expect(await valuesOf(['equipTotal', 'equipOffline', 'equipAlarm'])).toEqual({
      equipTotal: 2,
      equipOffline: 1,
      equipAlarm: 1,
    })
    await socket.drained()
    expect(keysIn(socket).has(liveKey.system('equipOnline'))).toBe(false)
    expect(keysIn(socket).has(liveKey.system('loginName'))).toBe(false)
    expect(keysIn(socket).has(liveKey.system('bogus'))).toBe(false)
    await ok(admin.call('project/equip/delete', { projectId, equipmentIds: [spare] }))
    socket.ws.terminate()
  })

  it('a page showing none gets none', async () => {
    const bare = (await ok(savePage(server, admin, { projectId, title: uniqueName('bare') }))).id
    const socket = await openPage(admin, bare)
    await rt().systemKeys.tick()
    await data({ level: 9 })
    await socket.drained()
    expect([...keysIn(socket)].filter((k) => k.includes(':'))).toEqual([])
    socket.ws.terminate()
  })
})

// The runtime's socket for a page showing memory variables or system keys but no device signal (or while
// no gateway allows monitoring): it names the page and no device or signal.
describe('a page socket naming no signal', () => {
  const valuesOnly = async (session = admin, page = pageId) =>
    openSocket(
      server.app,
      'ws/project/signal/subscribe',
      await ok(
        session.call('websocket/monitor/project/token', {
          projectId,
          pageId: page,
          dataEquip: '',
          dataSignal: '',
        }),
      ),
    )

  it('gets the page’s memory variables and system keys, and no device signal', async () => {
    await data({ level: 6, flow: 2 })
    const socket = await valuesOnly()
    expect((await next(socket, liveKey.mvar(mv.sum!))).value).toBe(8)
    expect((await next(socket, liveKey.system('currentTime'))).value).toBe(
      currentTimeText(server.clock.now()),
    )
    await data({ level: 7, flow: 2 })
    expect((await next(socket, liveKey.mvar(mv.sum!), (v) => v.value === 9)).time).toBe(t)
    await data({ temperature: 30 })
    await socket.drained()
    // not the page's signals, nor the other signals of the project's devices
    expect([...keysIn(socket)].filter((k) => !k.includes(':'))).toEqual([])
    socket.ws.terminate()
  })

  it('of a page showing none: nothing', async () => {
    const bare = (await ok(savePage(server, admin, { projectId, title: uniqueName('bare') }))).id
    const socket = await valuesOnly(admin, bare)
    await rt().systemKeys.tick()
    await data({ level: 9, flow: 1 })
    await socket.drained()
    expect(socket.frames).toEqual([])
    socket.ws.terminate()
  })
})

describe('who gets them', () => {
  it('only a user who may open the page', async () => {
    const user = await createAccount(server, admin)
    const otherPage = (await ok(savePage(server, admin, { projectId, title: uniqueName('other') }))).id
    const permission = await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: uniqueName('Viewers'),
        actions: ['query'],
        pageIds: otherPage,
      }),
    )
    await ok(admin.call('project/pmsn/edit', { id: permission.id, projectId, accountIds: user.id }))
    const session = await user.session()
    const refused = await openPage(session)
    await rt().systemKeys.tick()
    await data({ level: 7, flow: 1 })
    await refused.drained()
    // the page's signals yes (the project's devices are the user's to watch), nothing else
    expect([...keysIn(refused)]).toEqual(['level'])
    refused.ws.terminate()

    await ok(
      admin.call('project/pmsn/edit', { id: permission.id, projectId, pageIds: `${otherPage},${pageId}` }),
    )
    const granted = await openPage(session)
    expect((await next(granted, liveKey.mvar(mv.sum!))).value).toBe(8)
    expect((await next(granted, liveKey.system('loginName'))).value).toBe(user.loginname)
    granted.ws.terminate()
  })

  it('a page of another project names nothing', async () => {
    const other = (await ok(admin.call('project/add', { name: uniqueName('Other') }))).id
    // the same widgets and lists, on a page of another project
    const foreignPage = (
      await ok(savePage(server, admin, { projectId: other, title: 'Elsewhere' }, JSON.stringify(pageJson)))
    ).id
    const grant = await ok(
      admin.call('websocket/monitor/project/token', { projectId, pageId: foreignPage, dataSignal: '' }),
    )
    const socket = await openSocket(server.app, 'ws/project/signal/subscribe', grant)
    await rt().systemKeys.tick()
    await socket.drained()
    expect([...keysIn(socket)].filter((k) => k.includes(':'))).toEqual([])
    socket.ws.terminate()
  })
})
