// The README's API key example (docs/examples/api-key.mjs, included in README "API keys") run as an
// integrator would, with node against a listening server: a write key for the demo device reads its live
// values and a day of history and writes a setpoint; this server runs no edge agent, so the write reaches
// the platform's gateway check and is refused as the gateway is offline (1304), which the script reports.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  uniqueName,
} from './helpers.ts'

const SCRIPT = resolve(import.meta.dirname, '../../../docs/examples/api-key.mjs')
let server: TestServer
let admin: Session
let base: string

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' })
  base = `${address}/lfscada`
}, 60_000)
afterAll(() => server.close())

describe('the README example', () => {
  it('is the file the README shows', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8')
    expect(readme).toContain(readFileSync(SCRIPT, 'utf8').trim())
  })

  it('reads live values and a day of history and writes a setpoint with a key', async () => {
    const device = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
    const signals = await ok(admin.call('monitor/multi/signal/query', { equipmentId: device }))
    const setpoint = signals.find((s: { rw: string }) => /w/i.test(s.rw))
    expect(setpoint).toBeDefined()
    const { token } = await ok(
      admin.call('api/key/add', { name: uniqueName('example'), deviceIds: [device], write: true }),
    )
    const env = { ...process.env, LFSCADA_URL: base, LFSCADA_KEY: token, DEVICE: device }
    const run = await promisify(execFile)('node', [SCRIPT, setpoint.signalId, '42'], { env, timeout: 60_000 })
      .then(() => expect.unreachable('the gateway is offline'))
      .catch((error: { stdout: string; stderr: string }) => error)
    expect(run.stderr).toContain('signal/writeVal: 1304')
    const lines = run.stdout.trim().split('\n')
    expect(lines.filter((l) => l.startsWith('live '))).toHaveLength(signals.length)
    expect(lines.filter((l) => l.startsWith('day '))).toHaveLength(Math.min(signals.length, 10))
  }, 120_000)
})
