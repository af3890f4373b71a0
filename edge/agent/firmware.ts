// Over-the-air upgrade of the agent's own files (issue 35). The platform's NCMD `Firmware/Upgrade` names a
// package; the agent downloads it over HTTP(S) with the one-time URL, checks its sha-256 and the platform's
// Ed25519 signature, unpacks the version beside the others (`<root>/versions/<version>/`), points
// `<root>/current` at it and restarts into it (`restart`: the CLI exits for its supervisor, tests pass a
// hook). The restarted agent confirms the upgrade once it is live; if it is not live within `rollbackMs`
// it points `current` back and restarts into the old version, which reports the upgrade failed. Every step
// is reported as NDATA `Firmware/Progress`.
import { createHash, verify } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { readFirmwareManifest } from '../../core/firmware/manifest.ts'
import { Code } from '../../core/i18n/codes.ts'
import type { FirmwareProgress, FirmwareUpgrade } from '../../schemas/edge/firmware.ts'
import type { WriteOutcome } from './driver-runner.ts'

export interface FirmwareOptions {
  /** the platform's firmware public key (PEM, SPKI): only packages it signed are installed */
  publicKey: string
  /** where the versions, `current` and the upgrade in progress are kept */
  root: string
  /** the version this agent runs when `<root>/current` names none yet */
  version: string
  /** restarts into the version `current` names (the CLI exits for its supervisor to start it) */
  restart(version: string): void | Promise<void>
  /** how long a new version has to come online before it is rolled back (5 minutes) */
  rollbackMs?: number
  /** the largest package accepted, unpacked (64 MiB) */
  maxBytes?: number
}

interface Pending {
  jobId: string
  from: string
  to: string
}

export interface Firmware {
  /** the version running */
  version(): string
  /** Starts an upgrade: answered at once (1307 up to date, 1310 busy); the steps follow as progress. */
  upgrade(cmd: FirmwareUpgrade): WriteOutcome
  /** The link is live: confirms a pending upgrade and reports an outcome kept over a restart. */
  online(): void
  stop(): void
}

const DEFAULT_ROLLBACK_MS = 5 * 60_000
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024

const failed = (msg: string): Error => new Error(msg)

export function createFirmware(
  o: FirmwareOptions,
  report: (p: FirmwareProgress) => void,
  log: (msg: string) => void,
): Firmware {
  const path = (name: string) => join(o.root, name)
  const readJson = <T>(name: string): T | undefined =>
    existsSync(path(name)) ? (JSON.parse(readFileSync(path(name), 'utf8')) as T) : undefined
  const writeAtomically = (name: string, text: string) => {
    mkdirSync(o.root, { recursive: true })
    writeFileSync(`${path(name)}.tmp`, text)
    renameSync(`${path(name)}.tmp`, path(name))
  }
  const version = () => (existsSync(path('current')) ? readFileSync(path('current'), 'utf8') : o.version)
  const maxBytes = o.maxBytes ?? DEFAULT_MAX_BYTES
  let busy = false
  let watchdog: NodeJS.Timeout | undefined

  const download = async (cmd: FirmwareUpgrade): Promise<Buffer> => {
    const res = await fetch(cmd.url)
    // the platform refuses a spent or unknown token with its JSON error envelope
    if (!res.ok || !res.body || res.headers.get('content-type')?.includes('json'))
      throw failed(`download refused (HTTP ${res.status})`)
    const total = Number(res.headers.get('content-length')) || 0
    const chunks: Buffer[] = []
    let got = 0
    let shown = 0
    const reader = res.body.getReader()
    for (;;) {
      const { done, value: chunk } = await reader.read()
      if (done) break
      got += chunk.length
      if (got > maxBytes) throw failed('package too large')
      chunks.push(Buffer.from(chunk))
      const percent = total ? Math.min(100, Math.floor((got * 100) / total)) : 0
      // a report per quarter: enough to watch, few enough for a slow link
      if (percent >= shown + 25) {
        shown = percent - (percent % 25)
        report({ jobId: cmd.jobId, state: 'downloading', percent: shown })
      }
    }
    return Buffer.concat(chunks)
  }

  const check = (cmd: FirmwareUpgrade, data: Buffer) => {
    if (createHash('sha256').update(data).digest('hex') !== cmd.sha256) throw failed('hash mismatch')
    let signed = false
    try {
      signed = verify(null, data, o.publicKey, Buffer.from(cmd.signature, 'base64'))
    } catch {
      signed = false
    }
    if (!signed) throw failed('bad signature')
  }

  const unpack = (cmd: FirmwareUpgrade, data: Buffer) => {
    let json: string
    try {
      json = gunzipSync(data, { maxOutputLength: maxBytes }).toString('utf8')
    } catch {
      throw failed('not a gzip package')
    }
    const read = readFirmwareManifest(json)
    if (!read.ok) throw failed(read.reason)
    if (read.manifest.version !== cmd.version) throw failed('the package holds another version')
    const dir = path(`versions/${encodeURIComponent(cmd.version)}`)
    const staging = `${dir}.tmp`
    rmSync(staging, { recursive: true, force: true })
    for (const [file, base64] of Object.entries(read.manifest.files)) {
      mkdirSync(dirname(join(staging, file)), { recursive: true })
      writeFileSync(join(staging, file), Buffer.from(base64, 'base64'))
    }
    rmSync(dir, { recursive: true, force: true })
    renameSync(staging, dir)
  }

  const run = async (cmd: FirmwareUpgrade) => {
    const progress = (state: FirmwareProgress['state'], percent: number) =>
      report({ jobId: cmd.jobId, state, percent })
    try {
      progress('downloading', 0)
      const data = await download(cmd)
      progress('verifying', 100)
      check(cmd, data)
      progress('installing', 100)
      unpack(cmd, data)
      writeAtomically('pending.json', JSON.stringify({ jobId: cmd.jobId, from: version(), to: cmd.version }))
      writeAtomically('current', cmd.version)
      progress('restarting', 100)
      log(`firmware ${cmd.version} installed: restarting into it`)
      await o.restart(cmd.version)
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e)
      log(`firmware upgrade to ${cmd.version} failed: ${msg}`)
      report({ jobId: cmd.jobId, state: 'failed', percent: 0, code: Code.upgradeFailed, msg })
    } finally {
      busy = false
    }
  }

  const rollBack = (p: Pending) => {
    log(`firmware ${p.to} did not come online: rolling back to ${p.from}`)
    writeAtomically(
      'outcome.json',
      JSON.stringify({
        jobId: p.jobId,
        state: 'failed',
        percent: 100,
        code: Code.upgradeFailed,
        msg: `rolled back: ${p.to} did not come online`,
      } satisfies FirmwareProgress),
    )
    writeAtomically('current', p.from)
    rmSync(path('pending.json'), { force: true })
    void o.restart(p.from)
  }

  const pending = readJson<Pending>('pending.json')
  if (pending && version() === pending.to)
    watchdog = setTimeout(() => rollBack(pending), o.rollbackMs ?? DEFAULT_ROLLBACK_MS)

  return {
    version,
    upgrade(cmd) {
      const refuse = (code: number, msg: string): WriteOutcome => {
        report({ jobId: cmd.jobId, state: 'failed', percent: 0, code, msg })
        return { status: 'failure', code, msg }
      }
      if (cmd.version === version()) return refuse(Code.upToDate, `already runs ${cmd.version}`)
      if (busy) return refuse(Code.busy, 'an upgrade is under way')
      busy = true
      void run(cmd)
      return { status: 'success', code: 200 }
    },
    online() {
      const p = readJson<Pending>('pending.json')
      if (p && version() === p.to) {
        clearTimeout(watchdog)
        rmSync(path('pending.json'), { force: true })
        report({ jobId: p.jobId, state: 'done', percent: 100 })
      }
      const outcome = readJson<FirmwareProgress>('outcome.json')
      if (outcome) {
        rmSync(path('outcome.json'), { force: true })
        report(outcome)
      }
    },
    stop: () => clearTimeout(watchdog),
  }
}
