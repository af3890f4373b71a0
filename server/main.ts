// `npm start`: one port (PORT, default 8080) for the web app and the API. Opens the database
// (DATABASE_URL for PostgreSQL, else SQLite under data/), migrates it, seeds demo data on first
// start, builds the web app when dist/web is missing, and listens.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { buildApp } from './app.ts'
import { hasWebApp } from './http/web-app.ts'
import { DEMO_ADMIN, seedDemo } from './seed.ts'
import { migrateToLatest, openDb } from './storage/db.ts'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '0.0.0.0'
const webRoot = resolve('dist/web')

const db = openDb({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: process.env.SQLITE_FILE ?? 'data/lfscada.db',
})
await migrateToLatest(db)
if (await seedDemo(db, Date.now())) {
  console.log(`demo data created; sign in as ${DEMO_ADMIN.loginname} / ${DEMO_ADMIN.password}`)
}

if (!hasWebApp(webRoot)) {
  console.log('dist/web is missing: building the web app (npm run build)…')
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (!hasWebApp(webRoot))
    console.warn('web app not built; serving the API only. Run `npm run build`, then restart.')
}

const app = await buildApp({ db, config: { webRoot, logger: true } })

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
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`port ${port} is taken; set PORT=xxxx`)
    await db.destroy()
    process.exit(1)
  }
  throw error
}
