import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../core/api/client.ts'
import { createManualClock } from '../../../core/api/clock.ts'
import { createDeviceMonitor } from '../../../core/api/device-monitor.ts'
import type { MonitorState } from '../../../core/api/monitor-loop.ts'
import { createProjectMonitor } from '../../../core/api/project-monitor.ts'
import {
  DEVICE_OPEN_DELAY_S,
  DEVICE_REOPEN_MS,
  GATEWAY_POLL_MS,
  IDLE_LIMIT_MS,
  PROJECT_GATEWAY_REQUERY_MS,
  PROJECT_OPEN_DELAY_S,
} from '../../../core/api/timing.ts'
import { liveKey } from '../../../core/binding/index.ts'
import { Code } from '../../../core/i18n/codes.ts'
import type { GatewayInfo, ProjectGateway } from '../../../schemas/wire.ts'
import { fakeService, fakeSockets, ok, type Reply } from './fakes.ts'

function network(gatewayReply: () => Reply) {
  const clock = createManualClock()
  const service = fakeService(clock, (r) => {
    if (r.path.endsWith('token')) return ok('tok')
    if (r.path.endsWith('gateway/info') || r.path.endsWith('gateway/query')) return gatewayReply()
    return ok()
  })
  const sockets = fakeSockets(clock)
  const client = createApiClient({
    baseUrl: 'http://svc/lfscada',
    fetch: service.fetch,
    clock,
    WebSocket: sockets.WebSocket,
  })
  const at = (suffix: string) => service.requests.filter((r) => r.path.endsWith(suffix))
  /** Sockets the client has open (not closed by it or by the server). */
  const live = () => sockets.opened.filter((s) => !s.closed)
  return { clock, service, sockets, client, at, live }
}

describe('device monitor', () => {
  const online: GatewayInfo = { online: true, vpn: false, interval: 5, economizeOpen: false }

  function device(info: () => GatewayInfo | Reply) {
    const net = network(() => {
      const answer = info()
      return typeof answer === 'object' && 'online' in answer ? ok(answer) : answer
    })
    const states: MonitorState[] = []
    const gateways: (GatewayInfo | undefined)[] = []
    const errors: number[] = []
    const monitor = createDeviceMonitor(
      net.client,
      { equipmentId: 'e1', dataSignal: ['s1', 's2'] },
      {
        onState: (s) => states.push(s),
        onGateway: (g) => gateways.push(g),
        onError: (e) => errors.push(e.code),
      },
    )
    return { ...net, monitor, states, gateways, errors }
  }

  it.each<
    [string, GatewayInfo | Reply, { monitoring: boolean; loaded: boolean; sockets: number; opens: number }]
  >([
    ['online without VPN: on', online, { monitoring: true, loaded: false, sockets: 1, opens: 1 }],
    [
      'offline: off and loaded',
      { ...online, online: false },
      { monitoring: false, loaded: true, sockets: 0, opens: 0 },
    ],
    [
      'on VPN: off and loaded',
      { ...online, vpn: true },
      { monitoring: false, loaded: true, sockets: 0, opens: 0 },
    ],
    [
      'gateway query fails (2001): off and loaded',
      { code: Code.writeUnboundGateway, msg: 'unbound' },
      { monitoring: false, loaded: true, sockets: 0, opens: 0 },
    ],
  ])('%s', async (_, info, expected) => {
    const { clock, monitor, live, at } = device(() => info)
    await clock.flush()
    expect(monitor.state()).toMatchObject({ monitoring: expected.monitoring, loaded: expected.loaded })
    expect(live()).toHaveLength(expected.sockets)
    expect(at('monitor/multi/open')).toHaveLength(expected.opens)
  })

  it('a failed gateway query clears the gateway and reports the error', async () => {
    const { clock, gateways, errors } = device(() => ({ code: Code.writeUnboundGateway, msg: 'unbound' }))
    await clock.flush()
    expect(gateways).toEqual([undefined])
    expect(errors).toEqual([Code.writeUnboundGateway])
  })

  it('opens with the gateway interval and delay 600, and the first values mark it loaded', async () => {
    const { clock, monitor, at, sockets } = device(() => online)
    await clock.flush()
    expect(at('monitor/multi/open')[0]?.body).toEqual({
      interval: '5',
      delay: String(DEVICE_OPEN_DELAY_S),
      equipmentId: 'e1',
    })
    expect(at('websocket/monitor/new/token')[0]?.body).toEqual({ equipmentId: 'e1', dataSignal: 's1,s2' })
    sockets.last()?.push({ signalVal: [{ signalId: 's1', value: 1, time: 1 }] })
    expect(monitor.state().loaded).toBe(true)
  })

  it(`polls the gateway every ${GATEWAY_POLL_MS} ms and re-opens every ${DEVICE_REOPEN_MS} ms while live`, async () => {
    const { clock, at } = device(() => online)
    await clock.advance(2 * DEVICE_REOPEN_MS)
    const times = (suffix: string) => at(suffix).map((r) => r.at)
    expect(times('gateway/info')).toEqual(Array.from({ length: 20 }, (_, i) => i * GATEWAY_POLL_MS))
    expect(times('monitor/multi/open')).toEqual([0, DEVICE_REOPEN_MS, 2 * DEVICE_REOPEN_MS])
  })

  it('follows the gateway going offline and coming back', async () => {
    let info = online
    const { clock, live, at, states } = device(() => info)
    await clock.flush()
    info = { ...online, online: false }
    await clock.advance(GATEWAY_POLL_MS)
    expect(live()).toHaveLength(0)
    await clock.advance(DEVICE_REOPEN_MS) // no re-open and no reconnect while off
    expect(at('monitor/multi/open')).toHaveLength(1)
    expect(at('token')).toHaveLength(1)
    info = online
    await clock.advance(GATEWAY_POLL_MS)
    expect(live()).toHaveLength(1)
    expect(at('monitor/multi/open')).toHaveLength(2)
    expect(states.map((s) => s.monitoring)).toEqual([true, false, true])
  })

  it(`power saving: ${IDLE_LIMIT_MS} ms without activity stops live monitoring, activity resumes it`, async () => {
    const { clock, monitor, live, at } = device(() => ({ ...online, economizeOpen: true }))
    await clock.advance(100_000)
    monitor.notifyActivity() // idle counts from here: the limit is reached at 220 s, not 120 s
    await clock.advance(IDLE_LIMIT_MS - 1)
    expect(live()).toHaveLength(1)
    await clock.advance(1)
    expect(monitor.state()).toMatchObject({ monitoring: true, powerSaving: true })
    expect(live()).toHaveLength(0)
    await clock.advance(600_000) // still idle: nothing reconnects or re-opens
    expect(at('token')).toHaveLength(1)
    expect(at('monitor/multi/open')).toHaveLength(1)
    monitor.notifyActivity()
    await clock.flush()
    expect(monitor.state().powerSaving).toBe(false)
    expect(live()).toHaveLength(1)
    expect(at('monitor/multi/open').map((r) => r.at)).toEqual([0, 820_000])
  })

  it('after resuming, the next idle period stops it again', async () => {
    const { clock, monitor, live } = device(() => ({ ...online, economizeOpen: true }))
    await clock.advance(IDLE_LIMIT_MS)
    monitor.notifyActivity()
    await clock.advance(IDLE_LIMIT_MS - 1)
    expect(live()).toHaveLength(1)
    await clock.advance(1)
    expect(live()).toHaveLength(0)
  })

  it('no power saving when economizeOpen is off', async () => {
    const { clock, monitor, live } = device(() => online)
    await clock.advance(10 * IDLE_LIMIT_MS)
    expect(monitor.state().powerSaving).toBe(false)
    expect(live()).toHaveLength(1)
  })

  it('economizeOpen turned off while idle resumes live monitoring', async () => {
    let info = { ...online, economizeOpen: true }
    const { clock, monitor, live } = device(() => info)
    await clock.advance(IDLE_LIMIT_MS)
    expect(live()).toHaveLength(0)
    info = online
    await clock.advance(GATEWAY_POLL_MS)
    expect(monitor.state().powerSaving).toBe(false)
    expect(live()).toHaveLength(1)
  })

  it('stop ends polling, the socket and every timer', async () => {
    const { clock, monitor, live, service } = device(() => ({ ...online, economizeOpen: true }))
    await clock.flush()
    monitor.stop()
    const count = service.requests.length
    monitor.notifyActivity()
    await clock.advance(DEVICE_REOPEN_MS)
    expect(live()).toHaveLength(0)
    expect(service.requests).toHaveLength(count)
    expect(clock.pending()).toEqual([])
  })
})

describe('project monitor', () => {
  const gateway = (equipmentId: string, extra: Partial<ProjectGateway> = {}): ProjectGateway => ({
    equipmentId,
    interval: 5,
    online: true,
    vpn: false,
    ...extra,
  })

  function project(list: () => ProjectGateway[]) {
    const net = network(() => ok(list()))
    const monitor = createProjectMonitor(
      net.client,
      { projectId: 'p1', pageId: 'g1', dataEquip: ['e1', 'e2', 'e3'], dataSignal: ['s1'] },
      {},
    )
    return { ...net, monitor }
  }

  it('opens only the gateways online without VPN, with delay 3600, and subscribes the project', async () => {
    const { clock, at, live, monitor } = project(() => [
      gateway('e1'),
      gateway('e2', { online: false }),
      gateway('e3', { vpn: true }),
    ])
    await clock.flush()
    expect(at('gateway/query')[0]?.body).toEqual({ pageId: 'g1', dataEquip: 'e1,e2,e3', dataSignal: 's1' })
    expect(at('gateway/open').map((r) => r.body)).toEqual([
      { projectId: 'p1', equipmentId: 'e1', interval: '5', delay: String(PROJECT_OPEN_DELAY_S) },
    ])
    expect(live().map((s) => s.url)).toEqual(['ws://svc/lfscada/ws/project/signal/subscribe/tok'])
    expect(monitor.state()).toMatchObject({ monitoring: true, loaded: false })
  })

  it(`re-queries the gateways every ${PROJECT_GATEWAY_REQUERY_MS} ms and re-opens them`, async () => {
    const { clock, at, live } = project(() => [gateway('e1')])
    await clock.advance(2 * PROJECT_GATEWAY_REQUERY_MS)
    const expected = [0, PROJECT_GATEWAY_REQUERY_MS, 2 * PROJECT_GATEWAY_REQUERY_MS]
    expect(at('gateway/query').map((r) => r.at)).toEqual(expected)
    expect(at('gateway/open').map((r) => r.at)).toEqual(expected)
    expect(live()).toHaveLength(1)
  })

  it('no gateway to monitor: off, loaded, no socket', async () => {
    const { clock, live, monitor } = project(() => [
      gateway('e1', { online: false }),
      gateway('e2', { vpn: true }),
    ])
    await clock.flush()
    expect(monitor.state()).toMatchObject({ monitoring: false, loaded: true })
    expect(live()).toHaveLength(0)
  })

  it('power saving applies when a gateway has economizeOpen, and activity re-opens and resubscribes', async () => {
    const { clock, at, live, monitor } = project(() => [gateway('e1', { economizeOpen: true })])
    await clock.advance(IDLE_LIMIT_MS)
    expect(monitor.state().powerSaving).toBe(true)
    expect(live()).toHaveLength(0)
    await clock.advance(30_000)
    monitor.notifyActivity()
    await clock.flush()
    expect(live()).toHaveLength(1)
    expect(at('gateway/open').map((r) => r.at)).toEqual([0, IDLE_LIMIT_MS + 30_000])
  })
})

// A page showing memory variables or system keys (computed by the server, pushed on the project socket):
// the socket runs whatever the gateways' state; device signals ride it only while a gateway allows it.
describe('project monitor of a page with computed values', () => {
  const gateway = (equipmentId: string, extra: Partial<ProjectGateway> = {}): ProjectGateway => ({
    equipmentId,
    interval: 5,
    online: true,
    vpn: false,
    ...extra,
  })
  const offline = gateway('e1', { online: false })
  const PAGE = { projectId: 'p1', pageId: 'g1' }
  /** the token call of a socket naming no device: the page's computed values only */
  const VALUES_ONLY = { ...PAGE, dataEquip: '', dataSignal: '' }

  function computedPage(
    list: () => ProjectGateway[] | Reply,
    signals: { dataEquip: string[]; dataSignal: string[] },
  ) {
    const net = network(() => {
      const answer = list()
      return Array.isArray(answer) ? ok(answer) : answer
    })
    const values: unknown[] = []
    const errors: number[] = []
    const monitor = createProjectMonitor(
      net.client,
      { ...PAGE, ...signals, computed: true },
      { signalVal: (v) => values.push(...v), onError: (e) => errors.push(e.code) },
    )
    return { ...net, monitor, values, errors }
  }
  const noSignals = { dataEquip: [], dataSignal: [] }

  it.each<[string, ProjectGateway[]]>([
    ['no gateway online', [offline, gateway('e2', { vpn: true })]],
    ['no gateway at all', []],
    ['a gateway online', [gateway('e1')]],
  ])(
    'without signals: subscribes the page only, opens nothing, applies pushed values (%s)',
    async (_, list) => {
      const { clock, at, live, monitor, sockets, values } = computedPage(() => list, noSignals)
      await clock.flush()
      // the gateway query names no device, so it answers the project's gateways (power saving)
      expect(at('gateway/query').map((r) => r.body)).toEqual([
        { pageId: 'g1', dataEquip: '', dataSignal: '' },
      ])
      expect(at('websocket/monitor/project/token').map((r) => r.body)).toEqual([VALUES_ONLY])
      expect(at('gateway/open')).toEqual([])
      expect(live()).toHaveLength(1)
      expect(monitor.state()).toMatchObject({ monitoring: true, loaded: false })
      const pushed = [
        { signalId: liveKey.mvar('m1'), value: 3, time: 1 },
        { signalId: liveKey.system('currentTime'), value: '2024-01-01 00:00:00', time: 1 },
      ]
      sockets.last()?.push({ signalVal: pushed })
      expect(values).toEqual(pushed)
      expect(monitor.state().loaded).toBe(true)
    },
  )

  it('a failed gateway query is reported and the socket stays', async () => {
    const { clock, live, errors, monitor } = computedPage(
      () => ({ code: Code.writeUnboundGateway, msg: 'unbound' }),
      noSignals,
    )
    await clock.advance(PROJECT_GATEWAY_REQUERY_MS)
    expect(errors).toEqual([Code.writeUnboundGateway, Code.writeUnboundGateway])
    expect(live()).toHaveLength(1)
    expect(monitor.state().monitoring).toBe(true)
  })

  it('power saving still applies: a gateway with economizeOpen and idleness close the socket', async () => {
    const { clock, at, live, monitor } = computedPage(
      () => [gateway('e1', { online: false, economizeOpen: true })],
      noSignals,
    )
    await clock.advance(IDLE_LIMIT_MS - 1)
    expect(live()).toHaveLength(1)
    await clock.advance(1)
    expect(monitor.state()).toMatchObject({ monitoring: true, powerSaving: true })
    expect(live()).toHaveLength(0)
    monitor.notifyActivity()
    await clock.flush()
    expect(live()).toHaveLength(1)
    expect(at('websocket/monitor/project/token')).toHaveLength(2)
    expect(at('gateway/open')).toEqual([])
  })

  it('with signals: they join the socket while a gateway allows monitoring, and leave it after', async () => {
    let list = [offline]
    const { clock, at, live } = computedPage(() => list, { dataEquip: ['e1'], dataSignal: ['s1'] })
    await clock.flush()
    const tokens = () => at('websocket/monitor/project/token').map((r) => r.body)
    expect(at('gateway/query')[0]?.body).toEqual({ pageId: 'g1', dataEquip: 'e1', dataSignal: 's1' })
    expect(tokens()).toEqual([VALUES_ONLY])
    expect(at('gateway/open')).toEqual([])

    list = [gateway('e1')]
    await clock.advance(PROJECT_GATEWAY_REQUERY_MS)
    expect(tokens()).toEqual([VALUES_ONLY, { ...PAGE, dataEquip: 'e1', dataSignal: 's1' }])
    expect(at('gateway/open').map((r) => r.at)).toEqual([PROJECT_GATEWAY_REQUERY_MS])
    expect(live()).toHaveLength(1)

    // still online: the same socket, the gateway opened again
    await clock.advance(PROJECT_GATEWAY_REQUERY_MS)
    expect(tokens()).toHaveLength(2)
    expect(at('gateway/open')).toHaveLength(2)

    list = [gateway('e1', { vpn: true })]
    await clock.advance(PROJECT_GATEWAY_REQUERY_MS)
    expect(tokens()).toEqual([VALUES_ONLY, { ...PAGE, dataEquip: 'e1', dataSignal: 's1' }, VALUES_ONLY])
    expect(at('gateway/open')).toHaveLength(2)
    expect(live()).toHaveLength(1)
  })

  it('stop ends the socket and every timer', async () => {
    const { clock, monitor, live } = computedPage(() => [gateway('e1', { economizeOpen: true })], noSignals)
    await clock.flush()
    monitor.stop()
    expect(live()).toHaveLength(0)
    expect(clock.pending()).toEqual([])
  })
})
