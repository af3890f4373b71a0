// An edge agent started on a full disk (edge/agent/disk.ts): its data dir on a small tmpfs filled to the
// last byte, so opening its store fails with a real ENOSPC / SQLITE_FULL. It waits, logging that once,
// instead of dying; once space is freed it opens its store, says so once, and goes live on the broker.
// Mounting needs root (CAP_SYS_ADMIN): without it the test is skipped, saying so.
import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { waitFor } from './helpers.ts'

const SN = '200000000026'
const CODE = '262626'
const mountPoint = mkdtempSync(join(tmpdir(), 'lfscada-full-disk-'))
const mounted =
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mountPoint], { stdio: 'ignore' }).status ===
  0
if (!mounted) console.log('cannot mount a tmpfs here (needs root): the full-disk agent test is skipped')

let broker: Broker | undefined
let agent: EdgeAgent | undefined

afterAll(async () => {
  await agent?.stop()
  await broker?.close()
  if (mounted) spawnSync('umount', ['-l', mountPoint]) // lazy: even with a file left open
  rmSync(mountPoint, { recursive: true, force: true })
})

/** Fills the file system to its last block: each append of a page until it is refused. */
function fill(file: string) {
  const page = Buffer.alloc(4096, 1)
  for (;;) {
    try {
      appendFileSync(file, page)
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
      return
    }
  }
}

it.skipIf(!mounted)('retries on a full disk instead of dying, then starts when space returns', async () => {
  broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    verifyGateway: async (sn, password) => sn === SN && password === CODE,
  })
  const filler = join(mountPoint, 'filler')
  mkdirSync(join(mountPoint, 'edge'))
  fill(filler)
  const log: string[] = []
  let outcome: 'pending' | 'started' | Error = 'pending'
  const starting = startEdgeAgent({
    sn: SN,
    code: CODE,
    serverUrl: broker.url,
    dataDir: join(mountPoint, 'edge'),
    storeRetryMs: 20,
    reconnectMs: 100,
    log: (line) => log.push(line),
  }).then(
    (started) => {
      outcome = 'started'
      return started
    },
    (error: Error) => {
      outcome = error
      throw error
    },
  )
  await waitFor(() => log.find((line) => line.includes('failed on the disk')), 10_000, 'the disk failure')
  expect(outcome).toBe('pending')

  rmSync(filler)
  agent = await starting // rejects if it gave up meanwhile
  await agent.whenLive()
  expect(log.filter((line) => line.includes('failed on the disk'))).toHaveLength(1)
  expect(log.filter((line) => line.includes('takes writes again'))).toHaveLength(1)
})
