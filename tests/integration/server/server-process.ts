// `npm start` (server/main.ts) as a process of its own, for tests that kill it or run it beside another
// instance: on 127.0.0.1, with an empty web app, its output ignored.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')

export const freePort = (): Promise<number> =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

/** A web app of one empty page in `dir` (the server would build the real one). */
export function emptyWebRoot(dir: string): string {
  const webRoot = join(dir, 'web')
  mkdirSync(webRoot, { recursive: true })
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LFSCADA</title>')
  return webRoot
}

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<void>
}

/** Starts the server with `env` over this process's environment. */
export function spawnServer(webRoot: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', WEB_ROOT: webRoot, ...env },
    stdio: 'ignore',
  })
  return { child, exited: new Promise((done) => child.once('exit', () => done())) }
}
