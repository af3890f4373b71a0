// The platform the edge-link end-to-end tests run agents against: a SQLite database in a temporary dir,
// migrated and seeded with the demo (its demo gateway's device), the embedded broker checking gateways
// against it, the API with its services, and the demo administrator's session; `close` ends them all and
// removes the dir. Options: changes to the seeded database before the platform starts, the live side's
// tuning, and linking it to the broker later (to test what comes before the platform's STATE). Also
// `until` (an async probe polled to a value) and `settled` (a device command's end).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type BuildOptions, buildAppWithServices } from '../../../server/app.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { seedDemo } from '../../../server/seed.ts'
import type { Services } from '../../../server/services.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { callApi, deviceOfGateway, loginDemoAdmin, ok, type Session, wallClock } from '../server/helpers.ts'

export interface EdgePlatform {
  /** the temporary dir: the platform's database, and room for agents' data dirs */
  dir: string
  db: Db
  broker: Broker
  /** the platform's own MQTT login on the broker */
  login: { username: string; password: string }
  services: Services
  /** the app, for requests outside the API's envelope (GET /metrics) */
  fastify: FastifyInstance
  admin: Session
  /** the demo gateway's device */
  deviceId: string
  close(): Promise<void>
}

export interface EdgePlatformOptions {
  /** changes the seeded database before the broker and the API start */
  prepare?: (db: Db, deviceId: string) => Promise<void>
  /** the live side's tuning (history batching and the like) */
  realtime?: BuildOptions['realtime']
  /** false: the platform is not linked to the broker until the test calls `services.realtime.connect` */
  connect?: boolean
  /** server settings (the metrics token and the like) */
  config?: BuildOptions['config']
}

export async function startEdgePlatform(
  name: string,
  /** the port the seeded demo driver polls (seedDemo reads PLC_PORT); 1: nothing there */
  plcPort: number,
  { prepare, realtime, connect = true, config }: EdgePlatformOptions = {},
): Promise<EdgePlatform> {
  const dir = mkdtempSync(join(tmpdir(), `lfscada-${name}-`))
  const login = { username: 'lfscada-platform', password: `${name}-secret` }
  process.env.PLC_PORT = String(plcPort)
  const db = openDb({ sqliteFile: join(dir, 'platform.db') })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  const deviceId = await deviceOfGateway(db, DEMO_GATEWAY.sn)
  await prepare?.(db, deviceId)
  const broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    platform: login,
    verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
  })
  const edge = connect ? { url: broker.url, ...login, staleMs: 2000 } : undefined
  const app = await buildAppWithServices({ db, edge, realtime, ...(config ? { config } : {}) })
  const closeApp = () => app.fastify.close()
  const admin = await loginDemoAdmin({
    app: app.fastify,
    db,
    clock: wallClock,
    services: app.services,
    call: (path, body, options) => callApi(app.fastify, path, body, options),
    close: closeApp,
  })
  return {
    dir,
    db,
    broker,
    login,
    services: app.services,
    fastify: app.fastify,
    admin,
    deviceId,
    async close() {
      await closeApp()
      await broker.close()
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function until<T>(
  probe: () => Promise<T | undefined | false>,
  what: string,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await probe()
    if (v !== undefined && v !== false) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

export type Callback = { status: string; result?: unknown; code?: number; msg?: string }

/** Polls an asynchronous device command (`equipment/multi/callback`) to its end. */
export const settled = (admin: Session, uuid: string): Promise<Callback> =>
  until(async () => {
    const r = (await ok(admin.call('equipment/multi/callback', { uuid }))) as Callback
    return r.status !== 'pending' && r
  }, `command ${uuid}`)
