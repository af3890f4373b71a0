import { describe, expect, it, vi } from 'vitest'
import { type ApiClientOptions, createApiClient } from '../../../core/api/client.ts'
import { createManualClock } from '../../../core/api/clock.ts'
import { type LiveHandlers, socketUrl, type Unsubscribe } from '../../../core/api/sockets.ts'
import { RECONNECT_MS, WS_IDLE_PING_MS, WS_PING } from '../../../core/api/timing.ts'
import { fakeService, fakeSockets, ok, type Reply } from './fakes.ts'

type Client = ReturnType<typeof createApiClient>

function setup(
  tokenReply: (n: number) => Reply = (n) => ok(`tok${n}`),
  options: Partial<ApiClientOptions> = {},
) {
  const clock = createManualClock()
  let tokens = 0
  const service = fakeService(clock, (r) => (r.path.endsWith('token') ? tokenReply(++tokens) : ok()))
  const sockets = fakeSockets(clock)
  const client = createApiClient({
    baseUrl: 'http://svc/lfscada',
    fetch: service.fetch,
    clock,
    WebSocket: sockets.WebSocket,
    ...options,
  })
  return {
    clock,
    service,
    sockets,
    client,
    tokenRequests: () => service.requests.filter((r) => r.path.endsWith('token')),
  }
}

const kinds: [
  string,
  string,
  string,
  (c: Client, h: LiveHandlers & { message(m: unknown): void }) => Unsubscribe,
][] = [
  [
    'device',
    'websocket/monitor/new/token',
    'ws://svc/lfscada/ws/eg/signal/subscribe/tok1',
    (c, h) => c.subscribeDevice({ equipmentId: 'e1', dataSignal: ['s1', 's2'] }, h),
  ],
  [
    'project',
    'websocket/monitor/project/token',
    'ws://svc/lfscada/ws/project/signal/subscribe/tok1',
    (c, h) =>
      c.subscribeProject({ projectId: 'p1', pageId: 'g1', dataEquip: ['e1'], dataSignal: ['s1', 's2'] }, h),
  ],
  [
    'messages',
    'websocket/msg/token',
    'ws://svc/lfscada/ws/message/subscribe/tok1',
    (c, h) => c.subscribeMessages(h),
  ],
]
const noHandlers = { message: () => {} }

describe.each(kinds)('%s subscription', (_, tokenPath, url, subscribe) => {
  it('asks a token, then opens the socket with it', async () => {
    const { client, clock, sockets, tokenRequests } = setup()
    subscribe(client, noHandlers)
    await clock.flush()
    expect(tokenRequests().map((r) => r.path)).toEqual([tokenPath])
    expect(sockets.opened.map((s) => s.url)).toEqual([url])
  })

  it(`reconnects ${RECONNECT_MS} ms after a close, with a new token`, async () => {
    const { client, clock, sockets, tokenRequests } = setup()
    subscribe(client, noHandlers)
    await clock.advance(5000)
    sockets.last()?.serverClose()
    await clock.advance(RECONNECT_MS - 1)
    expect(sockets.opened).toHaveLength(1)
    await clock.advance(1)
    expect(tokenRequests().map((r) => r.at)).toEqual([0, 5000 + RECONNECT_MS])
    expect(sockets.opened.map((s) => [s.at, s.url.at(-1)])).toEqual([
      [0, '1'],
      [5000 + RECONNECT_MS, '2'],
    ])
  })

  it.each<[string, Reply]>([
    ['an error code', { code: 500, msg: 'busy' }],
    ['a network failure', 'network-error'],
    ['an empty token', ok('')],
    ['no token', ok()],
  ])(`retries the token ${RECONNECT_MS} ms after %s`, async (_, failure) => {
    const { client, clock, sockets, tokenRequests } = setup((n) => (n < 3 ? failure : ok('good')))
    subscribe(client, noHandlers)
    await clock.advance(3 * RECONNECT_MS)
    expect(tokenRequests().map((r) => r.at)).toEqual([0, RECONNECT_MS, 2 * RECONNECT_MS])
    expect(sockets.opened.map((s) => s.url.endsWith('/good'))).toEqual([true])
  })

  it('unsubscribe closes the socket and stops reconnecting', async () => {
    const { client, clock, sockets, tokenRequests } = setup()
    const unsubscribe = subscribe(client, noHandlers)
    await clock.advance(1000)
    unsubscribe()
    expect(sockets.last()?.closed).toBe(true)
    await clock.advance(10 * RECONNECT_MS)
    expect(tokenRequests()).toHaveLength(1)
    expect(sockets.opened).toHaveLength(1)
    expect(clock.pending()).toEqual([])
  })

  it('unsubscribe during the retry wait or a pending token opens nothing more', async () => {
    const { client, clock, sockets, tokenRequests } = setup((n) => (n === 1 ? 'network-error' : 'hang'))
    const unsubscribe = subscribe(client, noHandlers)
    await clock.advance(RECONNECT_MS) // second token request is now pending
    unsubscribe()
    await clock.advance(10 * RECONNECT_MS)
    expect(tokenRequests()).toHaveLength(2)
    expect(sockets.opened).toHaveLength(0)
  })
})

describe('frames', () => {
  it('a device socket for alarms only asks its token with the alarmsOnly flag', async () => {
    const { client, clock, tokenRequests } = setup()
    client.subscribeDevice({ equipmentId: 'e1', dataSignal: [], alarmsOnly: true }, { signalAlarm: () => {} })
    await clock.flush()
    expect(tokenRequests()[0]?.body).toEqual({ equipmentId: 'e1', dataSignal: '', alarmsOnly: 'true' })
  })

  it('device frames reach signalVal, gatewayAlarm and signalAlarm; other frames are skipped', async () => {
    const { client, clock, sockets } = setup()
    const got: [string, unknown][] = []
    client.subscribeDevice(
      { equipmentId: 'e1', dataSignal: ['s1'] },
      {
        signalVal: (v) => got.push(['signalVal', v]),
        gatewayAlarm: (a) => got.push(['gatewayAlarm', a]),
        signalAlarm: (a) => got.push(['signalAlarm', a]),
      },
    )
    await clock.flush()
    const socket = sockets.last()!
    const values = [{ signalId: 's1', value: 3.5, time: 1000 }]
    socket.push({ signalVal: values })
    socket.push({ gatewayAlarm: { online: false }, signalAlarm: [{ signalId: 's1' }] })
    socket.push('pong')
    socket.push({ signalVal: 'not a list' })
    expect(got).toEqual([
      ['signalVal', values],
      ['gatewayAlarm', { online: false }],
      ['signalAlarm', [{ signalId: 's1' }]],
    ])
  })

  it('the token body carries comma lists', async () => {
    const { client, clock, tokenRequests } = setup()
    client.subscribeDevice({ equipmentId: 'e1', dataSignal: ['s1', 's2'] }, {})
    client.subscribeProject(
      { projectId: 'p1', pageId: 'g1', dataEquip: ['e1', 'e2'], dataSignal: ['s1'] },
      {},
    )
    await clock.flush()
    expect(tokenRequests().map((r) => r.body)).toEqual([
      { equipmentId: 'e1', dataSignal: 's1,s2' },
      { projectId: 'p1', pageId: 'g1', dataEquip: 'e1,e2', dataSignal: 's1' },
    ])
  })

  it('message objects reach the message handler', async () => {
    const { client, clock, sockets } = setup()
    const messages: unknown[] = []
    client.subscribeMessages({ message: (m) => messages.push(m) })
    await clock.flush()
    sockets.last()?.push({ id: 'm1', title: '告警' })
    expect(messages).toEqual([{ id: 'm1', title: '告警' }])
  })
})

describe('idle ping', () => {
  it(`the project socket pings after ${WS_IDLE_PING_MS} ms without traffic`, async () => {
    const { client, clock, sockets } = setup()
    client.subscribeProject({ projectId: 'p1' }, {})
    await clock.flush()
    const socket = sockets.last()!
    socket.accept()
    await clock.advance(30_000)
    socket.push({ signalVal: [] }) // traffic at 30 s moves the next ping to 90 s
    await clock.advance(150_000 - 30_000)
    expect(socket.sent).toEqual([
      { at: 90_000, data: WS_PING },
      { at: 150_000, data: WS_PING },
    ])
  })

  it('an unsubscribed socket that opens late neither pings nor delivers frames', async () => {
    const { client, clock, sockets } = setup()
    const frames: unknown[] = []
    const unsubscribe = client.subscribeProject({ projectId: 'p1' }, { signalVal: (v) => frames.push(v) })
    await clock.flush()
    const socket = sockets.last()!
    unsubscribe()
    socket.accept()
    socket.push({ signalVal: [] })
    await clock.advance(3 * WS_IDLE_PING_MS)
    expect(socket.sent).toEqual([])
    expect(frames).toEqual([])
    expect(clock.pending()).toEqual([])
  })

  it('stops pinging once closed; the device socket never pings', async () => {
    const { client, clock, sockets } = setup()
    const unsubscribe = client.subscribeProject({ projectId: 'p1' }, {})
    client.subscribeDevice({ equipmentId: 'e1', dataSignal: [] }, {})
    await clock.flush()
    for (const s of sockets.opened) s.accept()
    await clock.advance(WS_IDLE_PING_MS)
    unsubscribe()
    await clock.advance(5 * WS_IDLE_PING_MS)
    expect(sockets.opened.map((s) => s.sent.length)).toEqual([1, 0])
  })
})

describe('socket URLs and configuration', () => {
  it.each([
    ['http://svc/lfscada', undefined, 'ws://svc/lfscada/ws/x'],
    ['https://svc:8443/lfscada', undefined, 'wss://svc:8443/lfscada/ws/x'],
    ['/lfscada', { protocol: 'https:', host: 'h.example' }, 'wss://h.example/lfscada/ws/x'],
    ['/lfscada', { protocol: 'http:', host: 'localhost:5173' }, 'ws://localhost:5173/lfscada/ws/x'],
  ])('socketUrl(%s) is %s', (base, location, url) => {
    expect(socketUrl(base, 'ws/x', location)).toBe(url)
  })

  it('a relative baseUrl without a location, or no WebSocket, throws at subscribe', () => {
    const noLocation = setup(undefined, { baseUrl: '/lfscada' })
    expect(() => noLocation.client.subscribeMessages(noHandlers)).toThrow(TypeError)
    vi.stubGlobal('WebSocket', undefined)
    const noSocket = createApiClient({ baseUrl: 'http://svc/lfscada', fetch: noLocation.service.fetch })
    expect(() => noSocket.subscribeMessages(noHandlers)).toThrow(/WebSocket/)
    vi.unstubAllGlobals()
  })
})
