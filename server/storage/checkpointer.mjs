// The SQLite checkpointer's thread (checkpointer.ts): its own connection to the database file copies the
// WAL's pages into the file every `everyMs` (PASSIVE: it never waits for, nor blocks, the server's
// writes), so the checkpoint's disk writes and fsync happen off the server's event loop. Plain JavaScript:
// a worker is started without the TypeScript loader. Tells its parent the first failure of a run of
// them; ends on 'stop'.
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

const { file, everyMs } = workerData
const db = new Database(file)
db.pragma('busy_timeout = 5000')
let failing = false
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
    failing = false
  } catch (e) {
    if (!failing) parentPort?.postMessage({ failed: e instanceof Error ? e.message : String(e) })
    failing = true
  }
}, everyMs)
parentPort?.on('message', (m) => {
  if (m !== 'stop') return
  clearInterval(timer)
  db.close()
  parentPort?.close()
})
