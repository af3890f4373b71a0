// The agent's disk state (better-sqlite3, one file in the data dir): the applied configuration document,
// the bdSeq counter, the store-and-forward outbox of DDATA metrics kept while the link is down, and what
// must outlive a restart (anti-tamper: the last answer and the last time the platform was there).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Metric } from '../../core/sparkplug/index.ts'
import type { GatewayConfig } from '../../schemas/edge/index.ts'

export interface OutboxEntry {
  id: number
  device: string
  metrics: Metric[]
}

export interface EdgeStore {
  loadConfig(): GatewayConfig | undefined
  saveConfig(config: GatewayConfig): void
  /** The bdSeq of the next MQTT session, 0-255 and persistent across restarts. */
  nextBdSeq(): number
  /**
   * The order key of the next message: taken when a message is made, so a live publish that fails later is
   * put back in its place, before messages buffered meanwhile.
   */
  nextOrder(): number
  enqueue(device: string, metrics: Metric[], order?: number): void
  /** The oldest entries by order key. */
  peek(limit: number): OutboxEntry[]
  remove(id: number): void
  count(): number
  /** A small persistent value by key (JSON text); undefined when never saved. */
  recall(key: string): string | undefined
  remember(key: string, value: string): void
  close(): void
}

/** Opens (and creates) the store; throws, leaving nothing open, when the disk refuses (agent.ts retries). */
export function openEdgeStore(dataDir: string): EdgeStore {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, 'edge.db'))
  try {
    return storeOn(db)
  } catch (error) {
    db.close()
    throw error
  }
}

function storeOn(db: Database.Database): EdgeStore {
  db.pragma('journal_mode = WAL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, ord INTEGER NOT NULL, device TEXT NOT NULL, metrics TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS outbox_ord ON outbox (ord);
  `)
  const getKv = db.prepare<[string], { value: string }>('SELECT value FROM kv WHERE key = ?')
  const setKv = db.prepare<[string, string]>(
    'INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  )
  const insert = db.prepare<[number, string, string]>(
    'INSERT INTO outbox (ord, device, metrics) VALUES (?, ?, ?)',
  )
  const select = db.prepare<[number], { id: number; device: string; metrics: string }>(
    'SELECT id, device, metrics FROM outbox ORDER BY ord, id LIMIT ?',
  )
  const maxOrder = db.prepare<[], { m: number | null }>('SELECT MAX(ord) AS m FROM outbox')
  let order = (maxOrder.get()?.m ?? 0) + 1
  const del = db.prepare<[number]>('DELETE FROM outbox WHERE id = ?')
  const countRows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM outbox')

  const bump = db.transaction(() => {
    const prev = getKv.get('bdSeq')
    const next = prev === undefined ? 0 : (Number(prev.value) + 1) % 256
    setKv.run('bdSeq', String(next))
    return next
  })

  return {
    loadConfig() {
      const row = getKv.get('config')
      return row ? (JSON.parse(row.value) as GatewayConfig) : undefined
    },
    saveConfig(config) {
      setKv.run('config', JSON.stringify(config))
    },
    nextBdSeq: () => bump(),
    nextOrder: () => order++,
    enqueue(device, metrics, ord = order++) {
      insert.run(ord, device, JSON.stringify(metrics))
    },
    peek(limit) {
      return select
        .all(limit)
        .map((r) => ({ id: r.id, device: r.device, metrics: JSON.parse(r.metrics) as Metric[] }))
    },
    remove(id) {
      del.run(id)
    },
    count: () => countRows.get()!.n,
    recall: (key) => getKv.get(`memo:${key}`)?.value,
    remember(key, value) {
      setKv.run(`memo:${key}`, value)
    },
    close: () => db.close(),
  }
}
