// `npm start` as a process: a taken port is reported clearly with a non-zero exit; a free one serves
// the web app (history-mode fallback to index.html) and the API on one port, with demo data seeded, and
// Prometheus metrics to the bearer of METRICS_TOKEN, the embedded broker's connections among them.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { OK } from '../../../core/i18n/codes.ts'

const root = resolve(import.meta.dirname, '../../..')
const dir = mkdtempSync(join(tmpdir(), 'lfscada-main-'))
const webRoot = join(dir, 'web')
mkdirSync(join(webRoot, 'assets'), { recursive: true })
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LFSCADA test page</title>')
writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)')

const METRICS_TOKEN = `main-${process.pid}`

afterAll(() => rmSync(dir, { recursive: true, force: true }))

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

function start(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: join(dir, `db-${port}.sqlite`),
      WEB_ROOT: webRoot,
      // the embedded broker on a free port, no demo site: tests/integration/edgelink covers those
      MQTT_PORT: '0',
      MQTT_HOST: '127.0.0.1',
      DEMO_EDGE: '0',
      METRICS_TOKEN: METRICS_TOKEN,
    },
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { child, output: () => output, exited }
}

/**
 * Waits for what the server prints. The bound is no product rule: `npm start` under tsx took over 20 s
 * to say it listens at load 10 on 2 cores, so it only ends a run that would hang.
 */
async function until(condition: () => boolean, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('npm start', () => {
  it('says which port is taken and exits non-zero', { timeout: 180_000 }, async () => {
    const port = await freePort()
    const blocker: Server = await new Promise((done) => {
      const s = createServer().listen(port, '127.0.0.1', () => done(s))
    })
    const run = start(port)
    expect(await run.exited).not.toBe(0)
    expect(run.output()).toContain(`port ${port} is taken; set PORT=xxxx`)
    await new Promise((done) => blocker.close(done))
  })

  it('serves the web app with history fallback and the API on one port, seeded', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort()
    const run = start(port)
    try {
      await until(() => run.output().includes(`LFSCADA on http://localhost:${port}/`))
      expect(run.output()).toContain('demo data created; sign in as admin / Admin@2026')
      const base = `http://127.0.0.1:${port}`
      for (const path of ['/', '/manage/eg/equipment/list', '/login']) {
        const page = await fetch(base + path)
        expect(page.status, path).toBe(200)
        expect(await page.text()).toContain('LFSCADA test page')
      }
      expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)')
      const key = await (await fetch(`${base}/lfscada/user/publicKey`, { method: 'POST' })).json()
      expect(key.code).toBe(OK)
      const unknown = await (await fetch(`${base}/lfscada/no/such/call`)).json()
      expect(unknown.code).toBe(90001)
      expect((await fetch(`${base}/metrics`)).status).toBe(401)
      const metrics = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(metrics.status).toBe(200)
      // the platform's own link is a client of the embedded broker
      const connections = /^lfscada_broker_connections (\d+)$/m.exec(await metrics.text())
      expect(Number(connections?.[1])).toBeGreaterThanOrEqual(1)
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  })
})
