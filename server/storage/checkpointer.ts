// SQLite copies its write-ahead log into the database file at checkpoints. Left to itself it does so
// inside the commit that takes the WAL past 1,000 pages, on the server's event loop: a fleet's history
// flushes then held the loop 100-250 ms every few seconds (the fleet bench's event-loop max, issue 26),
// and the checkpoint's fsync waited for a busy disk. Here the server's connection checkpoints no more
// (wal_autocheckpoint = 0) and a worker thread with a connection of its own does it every second
// (checkpointer.mjs). Should the worker fail or end, the connection checkpoints itself again, as before.
// The thread alone never lets the WAL start over: SQLite rewinds it only at a write that finds every frame
// copied, and under a steady stream of writes new frames land while the thread copies (the fleet bench's
// WAL reached 2.6 GB in 40 minutes, and every read through a long WAL's index slows). So once the WAL
// passes `tailPages`, the server's connection copies the few frames the thread's last pass left (cheap:
// the thread has copied the rest; the thread waits meanwhile), between two of its own transactions, and
// the next commit rewinds the WAL; `journal_size_limit` then cuts the file back.

import { Worker } from 'node:worker_threads'
import type SQLite from 'better-sqlite3'

/** SQLite's default: a commit that takes the WAL past this many pages checkpoints. */
const AUTO_CHECKPOINT_PAGES = 1000
/** A WAL longer than this (64 MB of 4 KiB pages) is rewound: the connection checkpoints the tail. */
const TAIL_CHECKPOINT_PAGES = 16_384
/** What a rewound WAL file is cut back to. */
const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024

export interface Checkpointer {
  stop(): Promise<void>
}

export function startCheckpointer(
  sqlite: SQLite.Database,
  file: string,
  log: (msg: string) => void,
  everyMs = 1000,
  tailPages = TAIL_CHECKPOINT_PAGES,
): Checkpointer {
  // plain JavaScript: none of the parent's loaders and preloads (tsx, a bench's probe)
  const worker = new Worker(new URL('./checkpointer.mjs', import.meta.url), {
    workerData: { file, everyMs, tailPages },
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
  const copyTail = () => {
    if (stopping || !sqlite.open) return
    // never inside a transaction of the connection's (a kysely transaction spans awaits): soon after
    if (sqlite.inTransaction) {
      setTimeout(copyTail, 10)
      return
    }
    try {
      sqlite.pragma('wal_checkpoint(PASSIVE)')
    } catch (e) {
      log(`SQLite tail checkpoint failed: ${e instanceof Error ? e.message : String(e)}`)
    }
    worker.postMessage('tail copied')
  }
  worker.on('message', (m: { failed?: string; long?: true }) => {
    if (m.failed) log(`SQLite checkpoint failed, retrying every ${everyMs} ms: ${m.failed}`)
    if (m.long) copyTail()
  })
  worker.on('error', (e) => fallBack(e.message))
  worker.on('exit', (code) => fallBack(`its thread ended (${code})`))
  sqlite.pragma('wal_autocheckpoint = 0')
  sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`)
  return {
    async stop() {
      stopping = true
      worker.postMessage('stop')
      await ended
    },
  }
}
