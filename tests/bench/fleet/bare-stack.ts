// The bare stack the fleet bench sets beside the platform, as a program of its own: a broker (aedes on a
// free port, or the external one given), one mqtt.js subscriber decoding the nodes' births and data with
// the platform's codec (core/sparkplug: aliases named by the births), and the values inserted in batches
// — one transaction every 250 ms, the platform's flush period — into better-sqlite3 (WAL) or pg. No
// authentication, sessions, live store, alarms or sockets: the least a platform could do with the same
// traffic. Prints `bare stack ready <broker url>`; on SIGTERM writes what it holds, prints
// `bare summary {json}` (values stored, counted in the database; lag p99 from a value's timestamp to
// its arrival here) and ends.
import { createServer } from 'node:net'
import { parseArgs } from 'node:util'
import { Aedes } from 'aedes'
import Database from 'better-sqlite3'
import mqtt from 'mqtt'
import pg from 'pg'
import { decodePayload, parseTopic } from '../../../core/sparkplug/index.ts'
import { percentile } from '../fixtures/measured.ts'

const { values: flags } = parseArgs({
  options: {
    /** 'embedded' or a broker URL */
    broker: { type: 'string', default: 'embedded' },
    /** a SQLite file, or a postgres:// URL */
    db: { type: 'string' },
    group: { type: 'string', default: 'lfscada' },
  },
})

const FLUSH_MS = 250

interface Store {
  insert(signals: string[], times: number[], values: number[]): Promise<void>
  count(): Promise<number>
  close(): Promise<void>
}

function sqliteStore(file: string): Store {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec('create table if not exists bare_values (signal text not null, time integer not null, value real)')
  const insert = db.prepare('insert into bare_values (signal, time, value) values (?, ?, ?)')
  const batch = db.transaction((s: string[], t: number[], v: number[]) => {
    for (let i = 0; i < s.length; i++) insert.run(s[i], t[i], v[i])
  })
  return {
    insert: async (s, t, v) => batch(s, t, v),
    count: async () => (db.prepare('select count(*) as n from bare_values').get() as { n: number }).n,
    close: async () => {
      db.close()
    },
  }
}

async function pgStore(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  await pool.query(
    'create table if not exists bare_values (signal text not null, time bigint not null, value double precision)',
  )
  return {
    insert: async (s, t, v) => {
      await pool.query(
        'insert into bare_values (signal, time, value) select * from unnest($1::text[], $2::bigint[], $3::float8[])',
        [s, t, v],
      )
    },
    count: async () => Number((await pool.query('select count(*) as n from bare_values')).rows[0].n),
    close: () => pool.end(),
  }
}

async function startBroker(): Promise<{ url: string; close: () => Promise<void> }> {
  if (flags.broker !== 'embedded') return { url: flags.broker ?? '', close: async () => {} }
  const aedes = await Aedes.createBroker()
  const server = createServer(aedes.handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => aedes.close(() => resolve()))),
  }
}

if (!flags.db) throw new Error('--db <sqlite file | postgres url> is required')
const store = flags.db.startsWith('postgres') ? await pgStore(flags.db) : sqliteStore(flags.db)
const broker = await startBroker()
const names = new Map<string, Map<number, string>>()
const lags: number[] = []
let held = { signals: [] as string[], times: [] as number[], values: [] as number[] }

function take(topic: string, payload: Buffer): void {
  const t = parseTopic(topic)
  if (t?.kind !== 'device' || (t.type !== 'DBIRTH' && t.type !== 'DDATA')) return
  const decoded = decodePayload(payload)
  if (!decoded.ok) return
  const p = decoded.payload
  if (t.type === 'DBIRTH') {
    const aliases = new Map<number, string>()
    for (const m of p.metrics) if (m.alias !== undefined && m.name) aliases.set(m.alias, m.name)
    names.set(t.edgeNode, aliases)
    return
  }
  const aliases = names.get(t.edgeNode)
  const time = p.timestamp ?? Date.now()
  lags.push(Date.now() - time)
  for (const m of p.metrics) {
    const name = m.name ?? (m.alias === undefined ? undefined : aliases?.get(m.alias))
    if (name === undefined || typeof m.value !== 'number') continue
    held.signals.push(`${t.edgeNode}/${t.device}/${name}`)
    held.times.push(m.timestamp ?? time)
    held.values.push(m.value)
  }
}

let writing = Promise.resolve()
const flush = () => {
  const batch = held
  held = { signals: [], times: [], values: [] }
  if (batch.signals.length === 0) return writing
  writing = writing.then(() => store.insert(batch.signals, batch.times, batch.values))
  return writing
}
const flusher = setInterval(flush, FLUSH_MS)

const subscriber = await mqtt.connectAsync(broker.url, { clientId: `bare-${process.pid}`, clean: true })
subscriber.on('message', take)
await subscriber.subscribeAsync(`spBv1.0/${flags.group}/+/+/+`, { qos: 0 })
console.log(`bare stack ready ${broker.url}`)

process.once('SIGTERM', async () => {
  clearInterval(flusher)
  await subscriber.endAsync()
  await flush()
  const stored = await store.count()
  lags.sort((a, b) => a - b)
  console.log(`bare summary ${JSON.stringify({ stored, lagP99: percentile(lags, 99) })}`)
  await store.close()
  await broker.close()
  process.exit(0)
})
