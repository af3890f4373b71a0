// `npm start`: one port (PORT, default 8080) for the web app and the API. Opens the database
// (DATABASE_URL for PostgreSQL, else SQLite at SQLITE_FILE or data/lfscada.db), migrates it, seeds
// demo data on first start, builds the web app when WEB_ROOT (default dist/web) has none, and listens.
import { spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { buildApp } from './app.ts'
import { hasWebApp } from './http/web-app.ts'
import { DEMO_ADMIN, seedDemo } from './seed.ts'
import { migrateToLatest, openDb } from './storage/db.ts'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '0.0.0.0'
const webRoot = resolve(process.env.WEB_ROOT ?? 'dist/web')

function portTaken(): never {
  console.error(`port ${port} is taken; set PORT=xxxx`)
  process.exit(1)
}

/** Checked before the slow start-up steps, so a taken port is reported at once. */
function portIsFree(): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen({ port, host }, () => probe.close(() => done(true)))
  })
}

if (!(await portIsFree())) portTaken()

const db = openDb({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: process.env.SQLITE_FILE ?? 'data/lfscada.db',
})
await migrateToLatest(db)
if (await seedDemo(db, Date.now())) {
  console.log(`demo data created; sign in as ${DEMO_ADMIN.loginname} / ${DEMO_ADMIN.password}`)
}

if (!hasWebApp(webRoot)) {
  console.log(`${webRoot} has no web app: building it (npm run build)…`)
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (!hasWebApp(webRoot))
    console.warn('web app not built; serving the API only. Run `npm run build`, then restart.')
}

const app = await buildApp({ db, config: { webRoot, logger: process.env.LOG_LEVEL !== undefined } })

const shutdown = async () => {
  await app.close()
  await db.destroy()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

try {
  await app.listen({ port, host })
  console.log(`LFSCADA on http://localhost:${port}/ (API under /lfscada)`)
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') portTaken()
  throw error
}
