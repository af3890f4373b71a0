// What a gateway reports about itself beside values: its details in the NBIRTH (firmware, network mode,
// signal strength, LAN; core/sparkplug GatewayProperties), stored on its row for the device screen; and
// its device scripts' runs in NDATA `Script/Status` (edge/scripts/runner.ts), stored on the script row
// for the script tab. A status naming a script that is not its device's is dropped. Its anti-tamper state
// (NBIRTH and NDATA `AntiTamper/Status`, edge/agent/anti-tamper.ts), stored on its row for the gateway screen.
// Its firmware upgrades' steps (NDATA `Firmware/Progress`, edge/agent/firmware.ts), stored on the job.
import { findMetric, GatewayProperties, Metrics, type Payload } from '../../core/sparkplug/index.ts'
import { AntiTamperStatus, FirmwareProgress, ScriptStatus } from '../../schemas/edge/index.ts'
import { check } from '../../schemas/validate.ts'
import { FINAL_JOB_STATES } from '../firmware/jobs.ts'
import type { Db } from '../storage/db.ts'

const text = (p: Payload, name: string): string | undefined => {
  const v = findMetric(p, name)?.value
  return typeof v === 'string' ? v : undefined
}

/** Stores the details an NBIRTH carries; a birth without them (another agent) changes nothing. */
export async function recordGatewayDetails(db: Db, sn: string, p: Payload): Promise<void> {
  const firmware = text(p, GatewayProperties.firmware)
  if (firmware === undefined) return
  const signal = findMetric(p, GatewayProperties.signalStrength)?.value
  const lan = {
    lanIp: text(p, GatewayProperties.lanIp) ?? '',
    lanMask: text(p, GatewayProperties.lanMask) ?? '',
    mac: text(p, GatewayProperties.mac) ?? '',
  }
  await db
    .updateTable('gateways')
    .set({
      firmwareVersion: firmware.slice(0, 64),
      networkMode: (text(p, GatewayProperties.networkMode) ?? '').slice(0, 32),
      signalStrength: typeof signal === 'number' ? Math.round(signal) : null,
      reportedLan: JSON.stringify(lan),
    })
    .where('sn', '=', sn)
    .execute()
}

/** A JSON status metric of a payload: undefined when absent, null when malformed. */
function statusOf<T>(p: Payload, name: string, schema: Parameters<typeof check>[0]): T | null | undefined {
  const raw = text(p, name)
  if (raw === undefined) return undefined
  try {
    const status: unknown = JSON.parse(raw)
    return check(schema, status).ok ? (status as T) : null
  } catch {
    return null
  }
}

/**
 * Stores an `AntiTamper/Status` of a birth or an NDATA: 1 stored, 0 none, -1 malformed. A birth without
 * one (anti-tamper off) clears the last.
 */
export async function recordAntiTamperStatus(db: Db, sn: string, p: Payload, birth = false): Promise<number> {
  const status = statusOf<AntiTamperStatus>(p, Metrics.antiTamperStatus, AntiTamperStatus)
  if (!status && !(birth && status === undefined)) return status === null ? -1 : 0
  await db
    .updateTable('gateways')
    .set({ antiTamperStatus: JSON.stringify(status ?? {}) })
    .where('sn', '=', sn)
    .execute()
  return status ? 1 : 0
}

/** Stores a `Script/Status` of an NDATA: 1 stored, 0 none, -1 malformed. */
export async function recordScriptStatus(db: Db, deviceId: string, p: Payload): Promise<number> {
  const s = statusOf<ScriptStatus>(p, Metrics.scriptStatus, ScriptStatus)
  if (!s) return s === null ? -1 : 0
  await db
    .updateTable('scripts')
    .set(s.ok ? { lastRunAt: s.at } : { lastRunAt: s.at, lastError: s.error, lastErrorAt: s.at })
    .where('id', '=', s.scriptId)
    .where('deviceId', '=', deviceId)
    .execute()
  return 1
}

/**
 * Moves the upgrade job a `Firmware/Progress` names (server/firmware/jobs.ts), if it is this gateway's and
 * not finished: 1 moved, 0 none, -1 malformed.
 */
export async function recordFirmwareProgress(db: Db, sn: string, p: Payload, now: number): Promise<number> {
  const progress = statusOf<FirmwareProgress>(p, Metrics.firmwareProgress, FirmwareProgress)
  if (!progress) return progress === null ? -1 : 0
  const moved = await db
    .updateTable('firmwareJobs')
    .set({
      state: progress.state,
      percent: progress.percent,
      code: progress.code ?? null,
      msg: progress.msg ?? '',
      updatedAt: now,
    })
    .where('id', '=', progress.jobId)
    .where('state', 'not in', FINAL_JOB_STATES)
    .where('gatewayId', 'in', (eb) => eb.selectFrom('gateways').select('id').where('sn', '=', sn))
    .executeTakeFirst()
  return Number(moved.numUpdatedRows) > 0 ? 1 : 0
}
