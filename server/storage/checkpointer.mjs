// The SQLite checkpointer's thread (checkpointer.ts): its own connection to the database file copies the
// WAL's pages into the file every `everyMs` (PASSIVE: it never waits for, nor blocks, the server's
// writes), so the checkpoint's disk writes and fsync happen off the server's event loop. Plain JavaScript:
// a worker is started without the TypeScript loader. Tells its parent the first failure of a run of
// them, and a pass that leaves the WAL longer than `tailPages`: it then pauses until the parent has
// copied the tail ('tail copied'), as two checkpoints at once would make the parent's find the WAL busy
// (checkpointer.ts); ends on 'stop'.
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

const { file, everyMs, tailPages } = workerData
const db = new Database(file)
db.pragma('busy_timeout = 5000')
let failing = false
let parentCopies = false
const timer = setInterval(() => {
  if (parentCopies) return
  try {
    const [pass] = db.pragma('wal_checkpoint(PASSIVE)')
    failing = false
    if (pass && pass.log > tailPages) {
      parentCopies = true
      parentPort?.postMessage({ long: true })
    }
  } catch (e) {
    if (!failing) parentPort?.postMessage({ failed: e instanceof Error ? e.message : String(e) })
    failing = true
  }
}, everyMs)
parentPort?.on('message', (m) => {
  if (m === 'tail copied') parentCopies = false
  if (m !== 'stop') return
  clearInterval(timer)
  db.close()
  parentPort?.close()
})
