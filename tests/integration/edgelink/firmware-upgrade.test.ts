// Over-the-air upgrade end to end (issue 35): a platform administrator uploads a package built here
// (edge/tools/firmware-package.ts), the platform signs it, and upgrading the demo gateway sends a real
// agent the NCMD; the agent downloads the package over HTTP with its one-time token, checks its sha-256 and
// the platform's Ed25519 signature, unpacks it, restarts into it (the restart hook starts the agent again
// on the same firmware folder) and the job ends done with the gateway reporting the new version. Refused:
// a package whose bytes changed after upload (hash mismatch), one signed by another key (bad signature),
// a second download with a spent token, a version the gateway runs (1307) and a package for another series
// (1352); a new version that does not come online in time is rolled back.
import { generateKeyPairSync, sign } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { decodePayload, findMetric, Metrics } from '../../../core/sparkplug/index.ts'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { localDetails } from '../../../edge/agent/details.ts'
import { firmwarePackage } from '../../../edge/tools/firmware-package.ts'
import type { FirmwarePackageView } from '../../../schemas/api/firmware.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { setSystemParam } from '../../../server/params/system-params.ts'
import { postFile } from '../server/asset-fixtures.ts'
import { ok } from '../server/helpers.ts'
import { type EdgePlatform, startEdgePlatform, until } from './platform.ts'

const BASE = 'lfscada-edge 0.1.0'
let platform: EdgePlatform
let agent: EdgeAgent
let publicKey: string
/** the commands the platform sent the gateway, as the agent got them */
const commands: { url: string; jobId: string }[] = []
let spy: mqtt.MqttClient
/**
 * what the next restart into a version starts: a broken version cannot reach the broker (a closed port).
 * Not a wrong code: the broker's guess limit would then lock the SN, and the version rolled back to
 * could not log in either.
 */
let broken = new Set<string>()

const root = () => join(platform.dir, 'firmware')

async function start(version?: string): Promise<void> {
  const bad = version !== undefined && broken.has(version)
  agent = await startEdgeAgent({
    sn: DEMO_GATEWAY.sn,
    code: DEMO_GATEWAY.code,
    serverUrl: bad ? 'mqtt://127.0.0.1:1' : platform.broker.url,
    dataDir: join(platform.dir, 'agent'),
    reconnectMs: 100,
    initialConfig: await buildGatewayConfig(platform.db, platform.deviceId),
    details: { ...localDetails(), firmware: BASE },
    firmware: {
      publicKey,
      root: root(),
      version: BASE,
      // a broken version is rolled back soon; a good one has room to come online on a busy machine
      rollbackMs: bad ? 1500 : 30_000,
      // the process would exit for its supervisor; here the agent is started again on the same folders
      restart: (next) => {
        setImmediate(async () => {
          await agent.stop()
          await start(next)
        })
      },
    },
  })
}

const upload = (version: string, data: Buffer, fields: Record<string, string> = {}) =>
  postFile(
    { app: platform.fastify },
    'system/firmware/upload',
    platform.admin.cookie,
    {
      name: 'fw.gz',
      data,
      type: 'application/gzip',
    },
    { version, ...fields },
  )

/** Uploads a package that must be taken. */
const publish = async (version: string, data: Buffer, fields: Record<string, string> = {}) =>
  (await ok(upload(version, data, fields))) as FirmwarePackageView

const jobOf = async (jobId: string) =>
  (await ok(platform.admin.call('system/firmware/jobs', { sn: DEMO_GATEWAY.sn, pageSize: 100 }))).list.find(
    (j: { id: string }) => j.id === jobId,
  ) as { state: string; code: number | null; msg: string; percent: number }

const finished = (jobId: string) => {
  let last: unknown
  return until(
    async () => {
      const job = await jobOf(jobId)
      last = job
      return (job.state === 'done' || job.state === 'failed') && job
    },
    `job ${jobId} finished`,
    20_000,
  ).catch((e: Error) => {
    throw new Error(`${e.message}; last seen ${JSON.stringify(last)}`)
  })
}

async function upgrade(packageId: string): Promise<string> {
  const { results } = await ok(
    platform.admin.call('system/firmware/upgrade', { sns: [DEMO_GATEWAY.sn], package: packageId }),
  )
  expect(results[0]).toMatchObject({ code: 200 })
  return results[0].jobId as string
}

const firmwareOfGateway = async () =>
  (await ok(platform.admin.call('system/hardware/query', { keyword: DEMO_GATEWAY.sn }))).list[0]
    .firmwareVersion

beforeAll(async () => {
  platform = await startEdgePlatform('firmware', 1)
  const address = await platform.fastify.listen({ port: 0, host: '127.0.0.1' })
  await setSystemParam(platform.db, 'publicUrl', address, Date.now())
  publicKey = (await ok(platform.admin.call('system/firmware/key'))).publicKey
  spy = await mqtt.connectAsync(platform.broker.url, { ...platform.login, clientId: 'firmware-spy' })
  await spy.subscribeAsync(`spBv1.0/+/NCMD/${DEMO_GATEWAY.sn}`)
  spy.on('message', (_topic, payload) => {
    const decoded = decodePayload(payload)
    const text = decoded.ok ? findMetric(decoded.payload, Metrics.firmwareUpgrade)?.value : undefined
    if (typeof text === 'string') commands.push(JSON.parse(text))
  })
  await start()
  await agent.whenLive()
  await until(async () => (await firmwareOfGateway()) === BASE, 'the base version reported')
}, 60_000)

afterAll(async () => {
  await agent?.stop()
  await spy?.endAsync()
  await platform?.close()
})

describe('firmware upgrade', () => {
  it('refuses an upload that is no package, or names another version than its own', async () => {
    expect((await upload('v-x', Buffer.from('not a package'))).code).toBe(Code.fileFormat)
    expect((await upload('v-x', firmwarePackage('v-y', { 'main.js': '' }))).code).toBe(Code.paramInvalid)
    const bad = firmwarePackage('v-z', { '../escape.js': 'x' })
    expect((await upload('v-z', bad)).code).toBe(Code.fileFormat)
  })

  it('upgrades the gateway: download once, checked, restarted into, reported done', async () => {
    const made = await publish(
      'lfscada-edge 0.2.0',
      firmwarePackage('lfscada-edge 0.2.0', { 'main.js': 'v2' }),
      {
        notes: 'faster polling',
        series: 'standard',
      },
    )
    const jobId = await upgrade(made.id)
    const job = await finished(jobId)
    expect(job).toMatchObject({ state: 'done', percent: 100 })
    expect(readFileSync(join(root(), 'current'), 'utf8')).toBe('lfscada-edge 0.2.0')
    expect(
      readFileSync(join(root(), 'versions', encodeURIComponent('lfscada-edge 0.2.0'), 'main.js'), 'utf8'),
    ).toBe('v2')
    await until(async () => (await firmwareOfGateway()) === 'lfscada-edge 0.2.0', 'the new version reported')
    // the token was spent by the agent's download
    const url = commands.find((c) => c.jobId === jobId)?.url as string
    const again = await fetch(url)
    expect(await again.json()).toMatchObject({ code: Code.noDataOrPermission })
    // the same version again: up to date
    const { results } = await ok(
      platform.admin.call('system/firmware/upgrade', { sns: [DEMO_GATEWAY.sn], package: made.id }),
    )
    expect(results[0]).toMatchObject({ code: Code.upToDate })
  }, 60_000)

  it('answers 1352 when no package fits the gateway’s series', async () => {
    const made = await publish('pro-only 1', firmwarePackage('pro-only 1', { 'main.js': 'p' }), {
      series: 'pro',
    })
    const { results } = await ok(
      platform.admin.call('system/firmware/upgrade', { sns: [DEMO_GATEWAY.sn], package: made.id }),
    )
    expect(results[0]).toMatchObject({ code: Code.noUpgradePackage })
  })

  it('refuses a package changed after upload (hash) or signed by another key', async () => {
    const changed = await publish(
      'lfscada-edge 0.3.0',
      firmwarePackage('lfscada-edge 0.3.0', { 'main.js': 'v3' }),
    )
    await platform.db
      .updateTable('firmwarePackages')
      .set({ content: firmwarePackage('lfscada-edge 0.3.0', { 'main.js': 'evil' }) })
      .where('id', '=', changed.id)
      .execute()
    const hashJob = await finished(await upgrade(changed.id))
    expect(hashJob).toMatchObject({ state: 'failed', code: Code.upgradeFailed, msg: 'hash mismatch' })

    const data = firmwarePackage('lfscada-edge 0.4.0', { 'main.js': 'v4' })
    const forged = await publish('lfscada-edge 0.4.0', data)
    const other = generateKeyPairSync('ed25519').privateKey
    await platform.db
      .updateTable('firmwarePackages')
      .set({ signature: sign(null, data, other).toString('base64') })
      .where('id', '=', forged.id)
      .execute()
    const signatureJob = await finished(await upgrade(forged.id))
    expect(signatureJob).toMatchObject({ state: 'failed', code: Code.upgradeFailed, msg: 'bad signature' })
    expect(readFileSync(join(root(), 'current'), 'utf8')).toBe('lfscada-edge 0.2.0')
  }, 60_000)

  it('rolls back a version that does not come online in time', async () => {
    broken = new Set(['lfscada-edge 0.5.0'])
    const made = await publish(
      'lfscada-edge 0.5.0',
      firmwarePackage('lfscada-edge 0.5.0', { 'main.js': 'v5' }),
    )
    const job = await finished(await upgrade(made.id))
    expect(job).toMatchObject({ state: 'failed', code: Code.upgradeFailed })
    expect(job.msg).toContain('rolled back')
    expect(readFileSync(join(root(), 'current'), 'utf8')).toBe('lfscada-edge 0.2.0')
    await agent.whenLive()
    await until(async () => (await firmwareOfGateway()) === 'lfscada-edge 0.2.0', 'the old version back')
  }, 60_000)
})
