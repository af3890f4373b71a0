// Over-the-air upgrades (issue 35), the platform's side: an upgrade request makes one job per gateway and
// sends it the NCMD `Firmware/Upgrade` (schemas/edge/firmware.ts) with a download address carrying a
// one-time token; the download spends the token; the agent's NDATA `Firmware/Progress` moves the job
// (edge-link/gateway-reports.ts). A gateway is refused before anything is sent when it is offline (1304),
// its configuration is not synchronised (1308: an upgrade restarts it mid-change), no package fits its
// series and model (1352), or it runs that version already (1307). A job the gateway stops reporting on
// (it never downloads, or never comes back after its restart) fails with 1301 after JOB_SILENCE_MS.
import { randomUUID } from 'node:crypto'
import type { Static } from 'typebox'
import { Code } from '../../core/i18n/codes.ts'
import { DataType, Metrics } from '../../core/sparkplug/index.ts'
import type { FirmwareJobView, FirmwareUpgradeAnswer } from '../../schemas/api/firmware.ts'
import type { FirmwareUpgrade } from '../../schemas/edge/firmware.ts'
import { randomToken, sha256Hex } from '../crypto/secrets.ts'
import type { Realtime } from '../edge-link/realtime.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonArray } from '../storage/json.ts'
import { PACKAGE_COLUMNS } from './packages.ts'

/** a download address is good for this long after the command went out */
const TOKEN_TTL_MS = 30 * 60_000
export const MAX_UPGRADE_BATCH = 100
/**
 * An unfinished job the gateway has said nothing about for this long has failed (1301): the download
 * address is good for TOKEN_TTL_MS, and an agent reports each step and confirms within its rollback
 * window once restarted, so a longer silence means the gateway is gone, not slow.
 */
export const JOB_SILENCE_MS = TOKEN_TTL_MS

/** The states after which a gateway's reports no longer move a job. */
export const FINAL_JOB_STATES = ['done', 'failed'] as const

type Result = Static<typeof FirmwareUpgradeAnswer>['results'][number]

interface Gateway {
  id: string
  sn: string
  series: string
  model: string
  firmwareVersion: string
  state: string
  configVersion: number
  reportedVersion: number
}

interface Package {
  id: string
  version: string
  series: string
  models: string
  sha256: string
  signature: string
  createdAt: number
}

const fits = (p: Package, g: Gateway) => {
  const series = parseJsonArray<string>(p.series)
  const models = parseJsonArray<string>(p.models)
  return (!series.length || series.includes(g.series)) && (!models.length || models.includes(g.model))
}

export interface UpgradeRequest {
  sns: string[]
  packageId?: string | undefined
  /** the platform's address the gateway downloads from, without a trailing slash, with the API prefix */
  baseUrl: string
  by: string
  now: number
}

/** Starts the upgrade of each gateway that can take one; says per gateway why not otherwise. */
export async function startUpgrades(db: Db, rt: Realtime, r: UpgradeRequest): Promise<Result[]> {
  const sns = [...new Set(r.sns)]
  if (sns.length > MAX_UPGRADE_BATCH) fail(Code.batchTooLarge, { max: MAX_UPGRADE_BATCH })
  const packages: Package[] = await db
    .selectFrom('firmwarePackages')
    .select(PACKAGE_COLUMNS)
    .$if(r.packageId !== undefined, (q) => q.where('id', '=', r.packageId as string))
    .orderBy('createdAt', 'desc')
    .execute()
  if (r.packageId !== undefined && !packages.length) fail(Code.noDataOrPermission)
  const gateways = await db
    .selectFrom('gateways')
    .select(['id', 'sn', 'series', 'model', 'firmwareVersion', 'state', 'configVersion', 'reportedVersion'])
    .where('sn', 'in', sns)
    .execute()
  const bySn = new Map(gateways.map((g) => [g.sn, g]))
  const results: Result[] = []
  for (const sn of sns) {
    const g = bySn.get(sn)
    if (!g) {
      results.push({ sn, code: Code.noDataOrPermission })
      continue
    }
    const pkg = packages.find((p) => fits(p, g))
    const code = !pkg
      ? Code.noUpgradePackage
      : pkg.version === g.firmwareVersion
        ? Code.upToDate
        : g.state !== 'online'
          ? Code.offline
          : g.configVersion !== g.reportedVersion
            ? Code.notSynchronised
            : 200
    if (code !== 200 || !pkg) results.push({ sn, code })
    else results.push(await sendUpgrade(db, rt, g, pkg, r))
  }
  return results
}

async function sendUpgrade(
  db: Db,
  rt: Realtime,
  g: Gateway,
  pkg: Package,
  r: UpgradeRequest,
): Promise<Result> {
  const token = randomToken()
  const job = {
    id: randomUUID(),
    packageId: pkg.id,
    gatewayId: g.id,
    version: pkg.version,
    fromVersion: g.firmwareVersion,
    state: 'sent',
    tokenHash: sha256Hex(token),
    tokenExpiresAt: r.now + TOKEN_TTL_MS,
    createdBy: r.by,
    createdAt: r.now,
    updatedAt: r.now,
  }
  await db.insertInto('firmwareJobs').values(job).execute()
  const command: FirmwareUpgrade = {
    jobId: job.id,
    version: pkg.version,
    url: `${r.baseUrl}/firmware/download/${token}`,
    sha256: pkg.sha256,
    signature: pkg.signature,
  }
  try {
    await rt.publishCommand(g.sn, [
      { name: Metrics.firmwareUpgrade, datatype: DataType.String, value: JSON.stringify(command) },
    ])
  } catch {
    await db
      .updateTable('firmwareJobs')
      .set({ state: 'failed', code: Code.offline, msg: 'the gateway link is down', updatedAt: r.now })
      .where('id', '=', job.id)
      .execute()
    return { sn: g.sn, code: Code.offline }
  }
  return { sn: g.sn, code: 200, jobId: job.id }
}

/** Fails every unfinished job silent for JOB_SILENCE_MS (the leader's sweep); how many it failed. */
export async function failSilentJobs(db: Db, now: number): Promise<number> {
  const failed = await db
    .updateTable('firmwareJobs')
    .set({ state: 'failed', code: Code.commTimeout, msg: 'no report from the gateway', updatedAt: now })
    .where('state', 'not in', FINAL_JOB_STATES)
    .where('updatedAt', '<=', now - JOB_SILENCE_MS)
    .executeTakeFirst()
  return Number(failed.numUpdatedRows)
}

/**
 * The package bytes for a download token, once, while its job is unfinished: a spent, expired or unknown
 * token, or one of a failed job, gets 90003.
 */
export async function spendDownloadToken(db: Db, token: string, now: number): Promise<Uint8Array> {
  const hash = sha256Hex(token)
  const spent = await db
    .updateTable('firmwareJobs')
    .set({ tokenUsedAt: now })
    .where('tokenHash', '=', hash)
    .where('tokenUsedAt', 'is', null)
    .where('tokenExpiresAt', '>', now)
    .where('state', 'not in', FINAL_JOB_STATES)
    .executeTakeFirst()
  if (Number(spent.numUpdatedRows) !== 1) fail(Code.noDataOrPermission)
  const row = await db
    .selectFrom('firmwareJobs')
    .innerJoin('firmwarePackages', 'firmwarePackages.id', 'firmwareJobs.packageId')
    .select('firmwarePackages.content')
    .where('firmwareJobs.tokenHash', '=', hash)
    .executeTakeFirst()
  if (!row) fail(Code.noDataOrPermission)
  return row.content
}

export const jobView = (row: {
  id: string
  sn: string
  version: string
  fromVersion: string
  state: string
  percent: number
  code: number | null
  msg: string
  createdAt: number
  updatedAt: number
}): FirmwareJobView => ({ ...row, state: row.state as FirmwareJobView['state'] })
