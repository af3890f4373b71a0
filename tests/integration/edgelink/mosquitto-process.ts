// A private Mosquitto for the tests: `mosquitto -c` with the given configuration lines, on a free port
// (or the one given: a restart), run as the test's user, resolving once it accepts connections.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../server/server-process.ts'

export const MOSQUITTO = '/usr/sbin/mosquitto'
export const hasMosquitto = existsSync(MOSQUITTO)

export interface MosquittoProcess {
  url: string
  port: number
  process: ChildProcess
}

/** `lines` after the listener; without a `persistence` line it keeps nothing between runs. */
export async function startMosquitto(dir: string, lines: string[], port?: number): Promise<MosquittoProcess> {
  const at = port ?? (await freePort())
  const conf = join(dir, 'mosquitto.conf')
  // `user`: run as the test's user (as root Mosquitto would switch to `mosquitto`, who cannot read `dir`)
  const persistence = lines.some((l) => l.startsWith('persistence ')) ? [] : ['persistence false']
  const head = [`listener ${at} 127.0.0.1`, ...persistence, `user ${userInfo().username}`]
  writeFileSync(conf, [...head, ...lines, ''].join('\n'))
  const child = spawn(MOSQUITTO, ['-c', conf], { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(at, '127.0.0.1')
      socket.once('listening', () => socket.close(() => resolve(false)))
      socket.once('error', () => resolve(true))
    })
    if (up) return { url: `mqtt://127.0.0.1:${at}`, port: at, process: child }
    await new Promise((r) => setTimeout(r, 50))
  }
  child.kill()
  throw new Error('mosquitto did not start')
}

/** Stops it (SIGTERM: a persistent one saves its state first) and resolves once it has exited. */
export async function stopMosquitto(m: MosquittoProcess): Promise<void> {
  if (m.process.exitCode !== null || m.process.signalCode !== null) return
  const exited = new Promise((r) => m.process.once('exit', r))
  m.process.kill('SIGTERM')
  await exited
}
