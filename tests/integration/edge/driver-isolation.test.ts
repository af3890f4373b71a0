// Collection honours each driver's minimum collect time and collection modes, and a dead device (a slave
// that takes the connection and never answers) delays only its own driver. No absolute timings: the
// drivers run side by side and their request counts are compared.
import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { driverRunner } from './driver-setup.ts'
import { waitFor } from './helpers.ts'
import { RtuSlave } from './rtu-slave.ts'

const servers: Server[] = []
const sockets: Socket[] = []
const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const stop of stops) await stop()
  for (const s of sockets) s.destroy()
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
})

async function listen(onSocket: (s: Socket) => void): Promise<number> {
  const server = createServer((s) => {
    sockets.push(s)
    onSocket(s)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as { port: number }).port
}

const register = { registerType: 'holdingRegister', address: 0, dataType: 'int16' }

function start(port: number, minCollectTimeMs: number, vars = [register]) {
  const t = driverRunner(
    { protocol: 'modbusRtuOverTcp', ip: '127.0.0.1', port, minCollectTimeMs, waitTimeMs: 400 },
    vars,
  )
  t.dr.start()
  stops.push(() => t.dr.stop())
  return t
}

describe('collection per driver', () => {
  it('a dead device delays only its driver; minimum collect times and on-demand variables are honoured', async () => {
    const fast = new RtuSlave(1)
    const slow = new RtuSlave(1)
    let deadRequests = 0
    const fastPort = await listen((s) => fast.serve(s))
    const slowPort = await listen((s) => slow.serve(s))
    const deadPort = await listen((s) => s.on('data', () => deadRequests++))

    const onDemand = { registerType: 'coil', address: 1, dataType: 'bit', collectMode: 'onDemand' }
    const fastRunner = start(fastPort, 10, [register, onDemand])
    start(slowPort, 300)
    start(deadPort, 10)

    // the dead driver waits out its wait time on each request, twice; meanwhile the others go on
    await waitFor(() => deadRequests >= 2, 10_000, 'two requests to the dead device')
    const fastRounds = fast.served.length
    const slowRounds = slow.served.length
    expect(fastRounds).toBeGreaterThanOrEqual(10)
    expect(slowRounds).toBeGreaterThanOrEqual(1)
    expect(fastRounds).toBeGreaterThanOrEqual(3 * slowRounds)

    // the on-demand coil is never polled (only registers, function 3), only read back after a write
    expect(new Set(fast.served)).toEqual(new Set([3]))
    expect(await fastRunner.dr.write('v1', true)).toMatchObject({ status: 'success', value: true })
    expect(fast.served).toContain(5)
    expect(fast.served).toContain(1)
  })
})
