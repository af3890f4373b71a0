// What the fleet bench loads: a fresh platform (server/main.ts as `npm start` runs it, one or two
// instances) or the bare stack (bare-stack.ts), each as measured child processes (child.ts), with how
// the simulator reaches it and how many values it stored in the end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { chunkFloats } from '../../../server/history/chunks.ts'
import type { Db } from '../../../server/storage/db.ts'
import { pgReachable, postgresDatabase, sqliteDatabase } from '../../integration/server/databases.ts'
import { Child } from './child.ts'

export interface TargetOptions {
  db: 'sqlite' | 'pg'
  broker: 'embedded' | 'mosquitto'
  instances: number
  /** the SNs' prefix of this run (edge/fleet-simulator: --run) */
  run: string
}

export interface Target {
  name: string
  /** the measured processes */
  children: Child[]
  mqttUrl: string
  /** the Sparkplug group the fleet speaks in */
  group: string
  /** the API of each instance (the simulator registers through the first); none for the bare stack */
  apiUrls: string[]
  /** stops the processes (letting them write what they hold) and counts what was stored */
  finish(): Promise<{ stored: number; lagP99?: number; rebirths?: number; duplicated?: number }>
}

const MOSQUITTO = { host: '127.0.0.1', port: 1883 }
const MOSQUITTO_URL = `mqtt://${MOSQUITTO.host}:${MOSQUITTO.port}`

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

function mosquittoUp(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(MOSQUITTO)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Fails with the flag and the service it needs when that service does not answer. */
async function needServices(o: TargetOptions): Promise<void> {
  if (o.db === 'pg' && !(await pgReachable()))
    throw new Error('--db pg: PostgreSQL does not answer at 127.0.0.1:5432 (PG_TEST_URL)')
  if (o.broker === 'mosquitto' && !(await mosquittoUp()))
    throw new Error(`--broker mosquitto: no broker answers at ${MOSQUITTO_URL}`)
  if (o.instances > 1 && (o.db !== 'pg' || o.broker !== 'mosquitto'))
    throw new Error('--instances 2 needs --db pg and --broker mosquitto (instances share both)')
}

const database = (o: TargetOptions) =>
  o.db === 'pg' ? postgresDatabase() : Promise.resolve(sqliteDatabase())

export async function startPlatform(o: TargetOptions): Promise<Target> {
  await needServices(o)
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-fleet-'))
  // a stand-in for the built web app, so the server does not build one (API only)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>fleet bench</title>')
  const db = await database(o)
  const mqttPort = await freePort()
  const mqttUrl = o.broker === 'mosquitto' ? MOSQUITTO_URL : `mqtt://127.0.0.1:${mqttPort}`
  const children: Child[] = []
  const apiUrls: string[] = []
  // the platform logs each rebirth it asks for (ingest.ts): a seq gap, a message lost on the way
  let rebirths = 0
  for (let i = 0; i < o.instances; i++) {
    const port = await freePort()
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: dir,
      DEMO_EDGE: '0',
      SPARKPLUG_HOST_ID: `fleet-bench-${o.run}-${i}`,
      ...(db.url ? { DATABASE_URL: db.url } : { SQLITE_FILE: db.file ?? '' }),
      ...(o.broker === 'mosquitto'
        ? { MQTT_URL: mqttUrl }
        : { MQTT_PORT: String(mqttPort), MQTT_HOST: '127.0.0.1' }),
    }
    const child = new Child(`platform ${i + 1}`, 'server/main.ts', [], env)
    children.push(child)
    child.onLine((line) => {
      if (/^asking \d+ for a rebirth/.test(line)) rebirths++
    })
    await child.line(/^LFSCADA on/, 'listening')
    apiUrls.push(`http://127.0.0.1:${port}`)
  }
  return {
    name: `platform (${o.instances} instance${o.instances > 1 ? 's' : ''})`,
    children,
    mqttUrl,
    group: 'lfscada',
    apiUrls,
    async finish() {
      for (const c of children) await c.stop()
      // every value of the fleet's variables: numbers (chunks) and texts
      const { rows } = await sql<{ n: number | string }>`
        with fleet as (select v.id from variables v join devices d on d.id = v.device_id
                       where d.name like ${`Fleet ${o.run}%`})
        select (select coalesce(sum(c.count), 0) from history_chunks c join fleet on fleet.id = c.signal_id)
             + (select count(*) from history_texts t join fleet on fleet.id = t.signal_id) as n`.execute(
        db.db,
      )
      const duplicated = await duplicatedPoints(db.db, o.run)
      await db.drop()
      rmSync(dir, { recursive: true, force: true })
      return { stored: Number(rows[0]?.n ?? 0), rebirths, duplicated }
    },
  }
}

/**
 * Points stored twice: a signal's value at one time in two chunks (or twice in one), what a partition
 * handover must never write. Read chunk by chunk, a slice of the fleet's signals at a time.
 */
async function duplicatedPoints(db: Db, run: string): Promise<number> {
  const signals = await db
    .selectFrom('variables as v')
    .innerJoin('devices as d', 'd.id', 'v.deviceId')
    .where('d.name', 'like', `Fleet ${run}%`)
    .select('v.id')
    .execute()
  const floats = chunkFloats(db)
  let duplicated = 0
  for (let i = 0; i < signals.length; i += 1000) {
    const seen = new Map<string, Set<number>>()
    const rows = await db
      .selectFrom('historyChunks')
      .where(
        'signalId',
        'in',
        signals.slice(i, i + 1000).map((v) => v.id),
      )
      .select(['signalId', floats.columns[0]])
      .execute()
    for (const row of rows) {
      const times = seen.get(row.signalId) ?? new Set<number>()
      seen.set(row.signalId, times)
      for (const t of floats.decode(row.times)) {
        if (times.has(t)) duplicated++
        else times.add(t)
      }
    }
  }
  return duplicated
}

export async function startBareStack(o: TargetOptions): Promise<Target> {
  await needServices({ ...o, instances: 1 })
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-bare-'))
  const db = o.db === 'pg' ? await postgresDatabase() : undefined
  // its own group on a shared broker: the bare subscriber takes this fleet's traffic only
  const group = `bare${o.run}`
  const child = new Child(
    'bare stack',
    'tests/bench/fleet/bare-stack.ts',
    [
      '--broker',
      o.broker === 'mosquitto' ? MOSQUITTO_URL : 'embedded',
      '--db',
      db?.url ?? join(dir, 'bare.db'),
      '--group',
      group,
    ],
    {},
  )
  const ready = await child.line(/^bare stack ready /, 'ready')
  return {
    name: 'bare stack',
    children: [child],
    mqttUrl: ready.split(' ').at(-1) ?? '',
    group,
    apiUrls: [],
    async finish() {
      const summary = child.line(/^bare summary /, 'its summary')
      await child.stop()
      const { stored, lagP99 } = JSON.parse((await summary).replace(/^bare summary /, ''))
      await db?.drop()
      rmSync(dir, { recursive: true, force: true })
      return { stored, lagP99 }
    },
  }
}
