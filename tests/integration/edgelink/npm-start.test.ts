// `npm start` as a process with its demo site: a taken MQTT port is reported with the way out, and a
// fresh start shows live data — the embedded broker, the PLC simulator and the demo gateway's agent come
// up with the server, and the demo device's signals carry values.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { OK } from '../../../core/i18n/codes.ts'
import { DEMO_ADMIN } from '../../../server/seed.ts'
import { encryptFor } from '../server/helpers.ts'

const root = resolve(import.meta.dirname, '../../..')
const dir = mkdtempSync(join(tmpdir(), 'lfscada-start-'))
const webRoot = join(dir, 'web')
mkdirSync(webRoot, { recursive: true })
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LFSCADA</title>')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const freePort = (): Promise<number> =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

function start(env: Record<string, string>) {
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', WEB_ROOT: webRoot, MQTT_HOST: '127.0.0.1', ...env },
  })
  child.stdout?.on('data', (c) => {
    output += c
  })
  child.stderr?.on('data', (c) => {
    output += c
  })
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { child, output: () => output, exited }
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await probe()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('npm start with the demo site', () => {
  it('says which MQTT port is taken and how to choose another', { timeout: 120_000 }, async () => {
    const mqtt = await freePort()
    const blocker: Server = await new Promise((done) => {
      const s = createServer().listen(mqtt, '127.0.0.1', () => done(s))
    })
    const run = start({
      PORT: String(await freePort()),
      MQTT_PORT: String(mqtt),
      SQLITE_FILE: join(dir, 'taken.db'),
    })
    expect(await run.exited).not.toBe(0)
    expect(run.output()).toContain(`MQTT port ${mqtt} is taken`)
    expect(run.output()).toContain('set MQTT_PORT=xxxx')
    expect(run.output()).toContain('MQTT_URL=')
    await new Promise((done) => blocker.close(done))
  })

  // a fresh start compiles the whole server on the fly: over 30 s on a loaded CI machine
  it('shows live values of the demo device on a fresh start', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const run = start({
      PORT: String(port),
      MQTT_PORT: '0',
      PLC_PORT: String(await freePort()),
      SQLITE_FILE: join(dir, 'fresh.db'),
      EDGE_DATA_DIR: join(dir, 'edge'),
    })
    try {
      await until(() => (run.output().includes('demo site:') ? true : undefined))
      const base = `http://127.0.0.1:${port}/lfscada`
      const post = (path: string, body: unknown = {}, cookie = '') =>
        fetch(`${base}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        })
      const key = (await (await post('user/publicKey')).json()).data
      const login = await post('user/encryptLogin', {
        loginname: encryptFor(key, DEMO_ADMIN.loginname),
        password: encryptFor(key, DEMO_ADMIN.password),
      })
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
      const devices = (await (await post('equipment/multi/query', {}, cookie)).json()).data.list
      const equipmentId = devices.find((d: { sn: string }) => d.sn === '100000000001').id
      const info = await until(async () => {
        const r = await (await post('monitor/multi/gateway/info', { equipmentId }, cookie)).json()
        return r.code === OK && r.data.online ? r.data : undefined
      })
      expect(info).toMatchObject({ online: true, synced: true })
      const temperature = await until(async () => {
        const r = await (await post('monitor/multi/signal/query', { equipmentId }, cookie)).json()
        // A reading the PLC did not answer in time (a loaded machine at start) is null: wait for a number.
        return r.data.find(
          (s: { signalId: string; time?: number; value?: unknown }) =>
            s.signalId === 'temperature' && s.time && typeof s.value === 'number',
        )
      })
      expect(typeof temperature.value).toBe('number')
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  })
})
