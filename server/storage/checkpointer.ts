// SQLite copies its write-ahead log into the database file at checkpoints. Left to itself it does so
// inside the commit that takes the WAL past 1,000 pages, on the server's event loop: a fleet's history
// flushes then held the loop 100-250 ms every few seconds (the fleet bench's event-loop max, issue 26),
// and the checkpoint's fsync waited for a busy disk. Here the server's connection checkpoints no more
// (wal_autocheckpoint = 0) and a worker thread with a connection of its own does it every second
// (checkpointer.mjs). Should the worker fail or end, the connection checkpoints itself again, as before.

import { Worker } from 'node:worker_threads'
import type SQLite from 'better-sqlite3'

/** SQLite's default: a commit that takes the WAL past this many pages checkpoints. */
const AUTO_CHECKPOINT_PAGES = 1000

export interface Checkpointer {
  stop(): Promise<void>
}

export function startCheckpointer(
  sqlite: SQLite.Database,
  file: string,
  log: (msg: string) => void,
  everyMs = 1000,
): Checkpointer {
  // plain JavaScript: none of the parent's loaders and preloads (tsx, a bench's probe)
  const worker = new Worker(new URL('./checkpointer.mjs', import.meta.url), {
    workerData: { file, everyMs },
    execArgv: [],
  })
  worker.unref()
  const ended = new Promise((resolve) => worker.once('exit', resolve))
  let stopping = false
  const fallBack = (why: string) => {
    if (stopping || !sqlite.open) return
    sqlite.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`)
    log(`SQLite checkpoints back on the server's thread: ${why}`)
  }
  worker.on('message', (m: { failed?: string }) => {
    if (m.failed) log(`SQLite checkpoint failed, retrying every ${everyMs} ms: ${m.failed}`)
  })
  worker.on('error', (e) => fallBack(e.message))
  worker.on('exit', (code) => fallBack(`its thread ended (${code})`))
  sqlite.pragma('wal_autocheckpoint = 0')
  return {
    async stop() {
      stopping = true
      worker.postMessage('stop')
      await ended
    },
  }
}
