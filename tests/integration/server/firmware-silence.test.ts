// An upgrade job the gateway stops reporting on fails (issue 35): the leader's sweep (failSilentJobs)
// ends every unfinished job silent for JOB_SILENCE_MS with 1301, leaves a job that reported within it and
// a finished one alone, and a failed job's download token no longer gives the package (90003). On SQLite
// and PostgreSQL (skipped where it does not answer).
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { sha256Hex } from '../../../server/crypto/secrets.ts'
import { failSilentJobs, JOB_SILENCE_MS, spendDownloadToken } from '../../../server/firmware/jobs.ts'
import { DIALECTS, migratedDatabase } from './databases.ts'

const T0 = 1_800_000_000_000

const gateway = (id: string, sn: string) => ({
  id,
  sn,
  codeHash: '',
  credentialHash: '',
  series: 'standard',
  model: '',
  firmwareVersion: 'lfscada-edge 0.1.0',
  networkMode: '',
  signalStrength: null,
  createdAt: T0,
  updatedAt: T0,
  orgId: null,
  sparkplugGroup: null,
  alarmPush: null,
  lastSeenAt: null,
})

const job = (id: string, state: string, updatedAt: number) => ({
  id,
  packageId: 'p1',
  gatewayId: 'g1',
  version: 'lfscada-edge 0.2.0',
  fromVersion: 'lfscada-edge 0.1.0',
  state,
  tokenHash: sha256Hex(`token-${id}`),
  tokenExpiresAt: T0 + 2 * JOB_SILENCE_MS,
  createdBy: 'admin',
  createdAt: T0,
  updatedAt,
})

describe.each(DIALECTS)('silent firmware jobs on %s', (dialect) => {
  const database = migratedDatabase(dialect)

  it.skipIf(database.skip)('fail with 1301 after the silence, and their token gives nothing', async () => {
    const { db } = database
    await db.insertInto('gateways').values(gateway('g1', '100000000019')).execute()
    await db
      .insertInto('firmwarePackages')
      .values({
        id: 'p1',
        version: 'lfscada-edge 0.2.0',
        sha256: 'ab',
        signature: 'sig',
        size: 3,
        content: Buffer.from([1, 2, 3]),
        createdAt: T0,
        updatedAt: T0,
      })
      .execute()
    const now = T0 + JOB_SILENCE_MS + 1000
    await db
      .insertInto('firmwareJobs')
      .values([
        job('never-downloaded', 'sent', T0),
        job('gone-after-restart', 'restarting', T0 + 1000),
        job('reported-lately', 'downloading', now - JOB_SILENCE_MS + 1),
        job('finished', 'done', T0),
      ])
      .execute()

    expect(await failSilentJobs(db, now)).toBe(2)
    const rows = await db
      .selectFrom('firmwareJobs')
      .select(['id', 'state', 'code', 'updatedAt'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 'finished', state: 'done', code: null, updatedAt: T0 },
      { id: 'gone-after-restart', state: 'failed', code: Code.commTimeout, updatedAt: now },
      { id: 'never-downloaded', state: 'failed', code: Code.commTimeout, updatedAt: now },
      { id: 'reported-lately', state: 'downloading', code: null, updatedAt: now - JOB_SILENCE_MS + 1 },
    ])
    // a second sweep finds nothing more to fail
    expect(await failSilentJobs(db, now)).toBe(0)

    await expect(spendDownloadToken(db, 'token-never-downloaded', now)).rejects.toMatchObject({
      code: Code.noDataOrPermission,
    })
    const bytes = await spendDownloadToken(db, 'token-reported-lately', now)
    expect([...Buffer.from(bytes)]).toEqual([1, 2, 3])
  })
})
