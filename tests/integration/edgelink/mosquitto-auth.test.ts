// Gateways authenticated on an external Mosquitto (issue 11 "External broker"): a private Mosquitto on a
// free port, with its dynamic-security plugin, set up by the platform's commands (grantPlatformRole,
// provisionGateways). An anonymous client cannot publish as a gateway; a gateway with its credential can,
// only on its own topics; the platform hears it and commands it. The start-up probe tells such a broker
// from an open one. Skipped, saying why, where Mosquitto or its plugin is not installed.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPARKPLUG_GROUP } from '../../../core/sparkplug/index.ts'
import { probeAnonymousPublish } from '../../../server/broker/anonymous-probe.ts'
import {
  type DynsecAdmin,
  grantPlatformRole,
  provisionGateways,
} from '../../../server/broker/mosquitto-dynsec.ts'
import { connectClient } from '../edge/helpers.ts'
import { hasMosquitto, MOSQUITTO, type MosquittoProcess, startMosquitto } from './mosquitto-process.ts'

const PLUGIN = [
  '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so',
  '/usr/lib/mosquitto_dynamic_security.so',
].find((p) => existsSync(p))
const missing = !hasMosquitto
  ? `${MOSQUITTO} not installed`
  : !PLUGIN
    ? 'the Mosquitto dynamic-security plugin is not installed'
    : null

const G = SPARKPLUG_GROUP
const A = { sn: '610000000001', code: '135791' }
const B = { sn: '610000000002', code: '246802' }
const topic = (type: string, sn: string) => `spBv1.0/${G}/${type}/${sn}`

/**
 * How many messages `client` hears on `filter` from what `act` publishes. Told by a fence, not a pause:
 * `fence.by` (the client `act` publishes with) then publishes on `fence.topic`, which `client` may hear;
 * the broker keeps one publisher's messages in order, so whatever of `act`'s got through came before it.
 */
async function heard(
  client: MqttClient,
  filter: string,
  act: () => Promise<unknown>,
  fence: { by: MqttClient; topic: string },
) {
  const got: string[] = []
  let fenced = false
  const onMessage = (t: string, payload: Buffer) => {
    if (t === fence.topic && payload.toString() === FENCE) fenced = true
    else if (t === filter) got.push(t)
  }
  client.on('message', onMessage)
  await client.subscribeAsync([filter, fence.topic], { qos: 1 })
  await act()
  await fence.by.publishAsync(fence.topic, Buffer.from(FENCE), { qos: 1 })
  const end = Date.now() + 5000
  while (!fenced) {
    if (Date.now() > end) throw new Error(`no fence on ${fence.topic}`)
    await new Promise((r) => setTimeout(r, 20))
  }
  client.off('message', onMessage)
  await client.unsubscribeAsync([filter, fence.topic])
  return got.length
}
const FENCE = 'fence'

const login = (url: string, sn: string, password: string, clientId = sn) =>
  connectClient(url, { clientId, username: sn, password }).then(
    async (c) => {
      await c.endAsync(true)
      return 'accepted'
    },
    () => 'refused',
  )

if (missing)
  describe('gateways on an external Mosquitto', () => {
    console.log(`Mosquitto with dynamic security: skipped (${missing})`)
    it.skip(`skipped: ${missing}`, () => {})
  })
else
  describe('gateways on an external Mosquitto (dynamic security)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lfscada-mosquitto-'))
    const admin: Omit<DynsecAdmin, 'url'> = { username: 'lfscada', password: 'admin-secret-1', group: G }
    let secured: MosquittoProcess
    let open: MosquittoProcess
    let platform: MqttClient
    let gateway: MqttClient

    beforeAll(async () => {
      const dynsec = join(dir, 'dynamic-security.json')
      execFileSync('mosquitto_ctrl', ['dynsec', 'init', dynsec, admin.username, admin.password], {
        stdio: 'ignore',
      })
      secured = await startMosquitto(dir, [
        'allow_anonymous false',
        `plugin ${PLUGIN}`,
        `plugin_opt_config_file ${dynsec}`,
      ])
      open = await startMosquitto(mkdtempSync(join(dir, 'open-')), ['allow_anonymous true'])
      await grantPlatformRole({ ...admin, url: secured.url })
      await provisionGateways({ ...admin, url: secured.url }, [A, B])
      platform = await connectClient(secured.url, { clientId: 'platform', ...admin })
    }, 30_000)

    afterAll(async () => {
      await gateway?.endAsync(true)
      await platform?.endAsync(true)
      secured?.process.kill()
      open?.process.kill()
      rmSync(dir, { recursive: true, force: true })
    })

    it('refuses anonymous clients and wrong credentials; a gateway logs in with its SN and credential', async () => {
      expect(
        await connectClient(secured.url, { clientId: 'anon' }).then(
          () => 'accepted',
          () => 'refused',
        ),
      ).toBe('refused')
      expect(await login(secured.url, A.sn, A.code)).toBe('accepted')
      expect(await login(secured.url, A.sn, B.code)).toBe('refused')
      expect(await login(secured.url, A.sn, A.code, 'someone-else')).toBe('refused')
      expect(await login(secured.url, '610000000003', A.code)).toBe('refused')
    })

    it('lets a gateway publish on its own topics only, the platform hearing them', async () => {
      // connected here: the logins above, with the same client id, would have taken its session over
      gateway = await connectClient(secured.url, { clientId: A.sn, username: A.sn, password: A.code })
      const publish = (t: string) => () => gateway.publishAsync(t, Buffer.from('x'), { qos: 1 })
      // the gateway's own NDATA is one it may send and the platform may hear
      const fence = { by: gateway, topic: topic('NDATA', A.sn) }
      expect(await heard(platform, topic('NDATA', A.sn), publish(topic('NDATA', A.sn)), fence)).toBe(1)
      const ddata = `${topic('DDATA', A.sn)}/plc`
      expect(await heard(platform, ddata, publish(ddata), fence)).toBe(1)
      expect(await heard(platform, topic('NDATA', B.sn), publish(topic('NDATA', B.sn)), fence)).toBe(0)
      expect(await heard(platform, topic('NBIRTH', B.sn), publish(topic('NBIRTH', B.sn)), fence)).toBe(0)
      expect(await heard(platform, topic('NCMD', A.sn), publish(topic('NCMD', A.sn)), fence)).toBe(0)
    })

    it("lets a gateway hear its own commands, not another's; the platform commands it", async () => {
      const granted = (filter: string) =>
        gateway.subscribeAsync(filter, { qos: 1 }).then(
          (g) => g.every((x) => x.qos !== 128),
          () => false,
        )
      expect(await granted(topic('NCMD', A.sn))).toBe(true)
      expect(await granted(`${topic('DCMD', A.sn)}/+`)).toBe(true)
      expect(await granted(topic('NCMD', B.sn))).toBe(false)
      expect(await granted('spBv1.0/#')).toBe(false)
      const command = () => platform.publishAsync(topic('NCMD', A.sn), Buffer.from('rebirth'), { qos: 1 })
      // the fence: a second command on the same topic, after the first
      expect(
        await heard(gateway, topic('NCMD', A.sn), command, { by: platform, topic: topic('NCMD', A.sn) }),
      ).toBe(1)
    })

    it('sets a provisioned gateway again with its current credential', async () => {
      await provisionGateways({ ...admin, url: secured.url }, [{ sn: B.sn, code: '999111' }])
      expect(await login(secured.url, B.sn, B.code)).toBe('refused')
      expect(await login(secured.url, B.sn, '999111')).toBe('accepted')
    })

    it('the start-up probe tells this broker from one open to anonymous publishing', async () => {
      expect(await probeAnonymousPublish({ ...admin, url: secured.url })).toBe('closed')
      expect(await probeAnonymousPublish({ url: open.url, group: G })).toBe('open')
    })
  })
