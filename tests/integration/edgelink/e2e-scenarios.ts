// End to end, against any broker: PLC simulator -> edge agent -> (cuttable TCP link) -> broker -> platform
// (edge link, live store, history, alarms) -> a WebSocket client of the API. Also: a write from the API
// reaches the PLC register and its acknowledgement comes back; a configuration sync; a cut link loses and
// reorders nothing; a value over a rule's limit raises an alarm and a message; hostile publishes on the
// wire leave the platform running.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MqttClient } from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type EdgeAgent, startEdgeAgent } from '../../../edge/agent/agent.ts'
import { type PlcSimulator, startPlcSimulator } from '../../../edge/plc-simulator/index.ts'
import { buildAppWithServices } from '../../../server/app.ts'
import { buildGatewayConfig } from '../../../server/devices/config-document.ts'
import { hashGatewaySecret } from '../../../server/devices/gateway-secrets.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { readSeries } from '../../../server/history/reader.ts'
import { seedDemo } from '../../../server/seed.ts'
import type { Services } from '../../../server/services.ts'
import { type Db, migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { connectClient, type LinkProxy, startLinkProxy, waitFor } from '../edge/helpers.ts'
import {
  callApi,
  demoRuleAtLimit,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  tellEveryAlarm,
  wallClock,
} from '../server/helpers.ts'
import { alarmText } from './alarm-text.ts'
import { deviceOf, payload, value } from './sparkplug.ts'

export interface BrokerUnderTest {
  host: string
  port: number
  /** the platform's MQTT login on this broker (none on an open Mosquitto) */
  platform?: { username: string; password: string }
  close(): Promise<void>
}

/** The broker for a platform whose gateways are checked against `db`. */
export type BrokerFactory = (db: Db) => Promise<BrokerUnderTest>

export function edgeLinkScenarios(name: string, sn: string, startBroker: BrokerFactory) {
  describe(name, () => {
    const code = DEMO_GATEWAY.code
    const dataDir = mkdtempSync(join(tmpdir(), 'lfscada-e2e-'))
    let db: Db
    let broker: BrokerUnderTest
    let proxy: LinkProxy
    let sim: PlcSimulator
    let agent: EdgeAgent
    let services: Services
    let server: TestServer
    let admin: Session
    let deviceId: string
    let base: string
    let simNow = 1_700_000_000_000
    const simStart = simNow
    /** reads of the simulated PLC (each read asks its clock) */
    let reads = 0

    const rt = () => services.realtime
    const gatewayState = async () =>
      (await db.selectFrom('gateways').select('state').where('sn', '=', sn).executeTakeFirstOrThrow()).state
    const live = (signal: string) => rt().live.get(signal)?.value

    /** Moves the simulated clock one second and waits until the agent has read the PLC twice since. */
    async function step(): Promise<number> {
      simNow += 1000
      const since = reads
      await waitFor(() => reads >= since + 10, 8000, 'two collection rounds')
      return Math.floor((simNow - simStart) / 1000) % 65536
    }

    async function poll<T>(path: string, uuid: string): Promise<T> {
      for (let i = 0; i < 200; i++) {
        const answer = await ok(admin.call(path, { uuid }))
        if (answer.status !== 'pending') return answer
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`${path} ${uuid} still pending`)
    }

    beforeAll(async () => {
      db = openDb({ sqliteFile: join(dataDir, 'platform.db') })
      await migrateToLatest(db)
      await seedDemo(db, Date.now())
      // the alarm scenario wants the first alarm told, cleared at its limit (the guard and hysteresis have
      // their own tests: alarm-paging, alarm-hysteresis)
      await demoRuleAtLimit(db)
      await tellEveryAlarm(db)
      // this run's gateway: its own SN (a shared broker may carry other runs), a fast driver on our simulator
      sim = await startPlcSimulator({
        port: 0,
        now: () => {
          reads++
          return simNow
        },
      })
      const hash = await hashGatewaySecret(sn, code)
      await db
        .updateTable('gateways')
        .set({ sn, codeHash: hash, credentialHash: hash })
        .where('sn', '=', DEMO_GATEWAY.sn)
        .execute()
      deviceId = await deviceOfGateway(db, sn)
      await db
        .updateTable('drivers')
        .set({ tcpPort: sim.port, minCollectMs: 20 })
        .where('deviceId', '=', deviceId)
        .execute()

      broker = await startBroker(db)
      const url = `mqtt://${broker.host}:${broker.port}`
      const app = await buildAppWithServices({
        db,
        edge: { url, ...broker.platform, staleMs: 2000 },
        realtime: { history: { flushMs: 50, holdMs: 100 } },
      })
      services = app.services
      await app.fastify.listen({ port: 0, host: '127.0.0.1' })
      base = `127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`
      server = {
        app: app.fastify,
        db,
        clock: wallClock,
        services,
        call: (path, body, options) => callApi(app.fastify, path, body, options),
        close: () => app.fastify.close(),
      }
      admin = await loginDemoAdmin(server)

      proxy = await startLinkProxy(broker.host, broker.port)
      agent = await startEdgeAgent({
        sn,
        code,
        serverUrl: `mqtt://127.0.0.1:${proxy.port}`,
        dataDir: join(dataDir, 'edge'),
        initialConfig: await buildGatewayConfig(db, deviceId),
        reconnectMs: 200,
      })
      await agent.whenLive()
      await waitForAsync(async () => (await gatewayState()) === 'online', 'the gateway online')
    })

    afterAll(async () => {
      await agent?.stop()
      await server?.close()
      await proxy?.close()
      await broker?.close()
      await sim?.close()
      await db?.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('a PLC value reaches a WebSocket client of the API', async () => {
      const token = await ok(
        admin.call('websocket/monitor/new/token', { equipmentId: deviceId, dataSignal: 'pulses' }),
      )
      const ws = new WebSocket(`ws://${base}/lfscada/ws/eg/signal/subscribe/${token}`)
      const seen: number[] = []
      ws.on('message', (data) => {
        for (const v of JSON.parse(data.toString()).signalVal ?? []) seen.push(v.value)
      })
      await new Promise((resolve) => ws.once('open', resolve))
      const expected = await step()
      await waitFor(() => seen.includes(expected), 8000, `pulses ${expected} on the socket`)
      expect(sim.value('pulses')).toBe(expected)
      ws.close()
    })

    it('a write from the API changes the PLC register and the acknowledgement comes back', async () => {
      const { uuid } = await ok(
        admin.call('signal/writeVal', { projectId: '', signalId: 'setpoint', value: '321' }),
      )
      const answer = await poll<{ status: string; result: unknown }>('signal/callback', uuid)
      expect(answer).toEqual({ status: 'success', result: { signalId: 'setpoint', value: 321 } })
      expect(sim.holdingRegisters[0]).toBe(321)
      await waitFor(() => live('setpoint') === 321, 8000, 'the written value live')
      const log = await ok(admin.call('user/operationlog/queryByObjectId', { objectId: 'setpoint' }))
      expect(log.list[0]).toMatchObject({
        action: 'write',
        loginname: 'admin',
        after: { value: 321, status: 'success' },
      })
    })

    it('a write the PLC table refuses comes back with the gateway’s code', async () => {
      await db.updateTable('variables').set({ rw: 'rw' }).where('id', '=', 'temperature').execute()
      const { uuid } = await ok(
        admin.call('signal/writeVal', { projectId: '', signalId: 'temperature', value: 1 }),
      )
      expect(await poll('signal/callback', uuid)).toMatchObject({ status: 'failure', code: 2003 })
    })

    it('a sync sends the platform’s configuration and the gateway reports running it', async () => {
      await db.updateTable('gateways').set({ configVersion: 5 }).where('sn', '=', sn).execute()
      expect(await ok(admin.call('monitor/multi/gateway/info', { equipmentId: deviceId }))).toMatchObject({
        synced: false,
      })
      const { uuid } = await ok(admin.call('equipment/multi/sync', { equipmentId: deviceId }))
      expect(await poll('equipment/multi/callback', uuid)).toEqual({
        status: 'success',
        result: { configVersion: 5 },
      })
      expect(agent.config().version).toBe(5)
      await waitForAsync(
        async () =>
          (await ok(admin.call('monitor/multi/gateway/info', { equipmentId: deviceId }))).synced === true,
        'synced',
      )
      await agent.whenLive()
    })

    it('a configuration change reaches the agent by itself, logged as the system’s sync', async () => {
      await db.updateTable('gateways').set({ configVersion: 6 }).where('sn', '=', sn).execute()
      await waitForAsync(
        async () =>
          (await ok(admin.call('monitor/multi/gateway/info', { equipmentId: deviceId }))).synced === true,
        'synced without a sync call',
      )
      expect(agent.config().version).toBe(6)
      // the gateway's report of its version (synced) comes before its Command/Result, which logs the sync
      const lastSync = () =>
        db
          .selectFrom('operationLog')
          .select(['loginname', 'afterJson'])
          .where('objectId', '=', deviceId)
          .where('action', '=', 'sync')
          .orderBy('createdAt', 'desc')
          .executeTakeFirstOrThrow()
      await waitForAsync(
        async () => JSON.parse((await lastSync()).afterJson ?? '{}').result?.configVersion === 6,
        'the sync logged',
      )
      const logged = await lastSync()
      expect(logged.loginname).toBe('system')
      expect(JSON.parse(logged.afterJson!)).toMatchObject({ result: { configVersion: 6 } })
      await agent.whenLive()
    })

    it('a cut link loses and reorders nothing', async () => {
      // the births after the last configuration change carry null until the restarted driver's first read:
      // that read (now, or a moment later) must be in before the series starts
      await waitFor(() => typeof live('pulses') === 'number', 8000, 'the first read since the change')
      const from = Date.now()
      const first = await step()
      await waitFor(() => live('pulses') === first, 8000, 'live before the cut')
      proxy.cut()
      await waitForAsync(async () => !agent.isLive(), 'the agent offline')
      const whileDown: number[] = []
      for (let i = 0; i < 5; i++) whileDown.push(await step())
      expect(agent.buffered()).toBeGreaterThan(0)
      proxy.restore()
      await agent.whenLive()
      const last = await step()
      await waitFor(() => live('pulses') === last, 8000, 'live after the restore')
      await rt().ingest.idle()
      await rt().history.flush()
      const stored = (await readSeries(db, rt().history, 'pulses', { start: from, end: Date.now() }, 100_000))
        .values
      expect(stored).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i))
      expect(stored).toEqual(expect.arrayContaining(whileDown))
    })

    it('a value over a rule’s limit raises an alarm and a message', async () => {
      // the simulated temperature (25 ± 15 °C over 60 s) is lowest at 45 s and peaks at 15 s, over the
      // seeded rule's 35 °C: go to the trough first, so any earlier alarm resolves
      const at = (phase: number) => {
        const t = (simNow - simStart) / 1000
        simNow = simStart + (Math.ceil((t - phase) / 60) * 60 + phase) * 1000
      }
      at(45)
      await waitFor(() => Number(live('temperature')) < 35, 8000, 'a low temperature')
      const msgToken = await ok(admin.call('websocket/msg/token'))
      const ws = new WebSocket(`ws://${base}/lfscada/ws/message/subscribe/${msgToken}`)
      const messages: { type: string; equipmentId?: string }[] = []
      ws.on('message', (data) => messages.push(JSON.parse(data.toString())))
      await new Promise((resolve) => ws.once('open', resolve))
      at(15)
      await waitFor(
        () => messages.some((m) => m.type === 'alarm' && m.equipmentId === deviceId),
        8000,
        'the alarm message',
      )
      const alarms = await ok(admin.call('alarm/query', { equipmentId: deviceId, state: 'alarming' }))
      expect(alarms.list[0]).toMatchObject({ signalId: 'temperature', type: 'variable', level: 'important' })
      // the value that raised it, formatted for people with the variable's unit and decimals
      const shown: string = alarms.list[0].value
      expect(Number.parseFloat(shown)).toBeGreaterThan(35)
      expect(shown).toBe(await alarmText(db, deviceId, 'temperature', Number.parseFloat(shown)))
      ws.close()
    })

    it('hostile publishes on the wire leave the platform running and a seq gap asks for a rebirth', async () => {
      const rogue: MqttClient = await connectClient(`mqtt://${broker.host}:${broker.port}`, {
        clientId: `rogue-${sn}`,
        ...broker.platform,
      })
      const before = rt().ingest.stats.rebirths
      const bad: [string, Buffer][] = [
        [deviceOf('DDATA', sn), Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f])],
        [deviceOf('DDATA', sn), Buffer.alloc(1_100_000, 0x41)],
        [`spBv1.0/lfscada/DDATA/${sn}`, payload([value('pulses', 1)])],
        [`spBv1.0/lfscada/BOGUS/${sn}`, payload([value('pulses', 1)])],
        [deviceOf('DDATA', sn), payload([value('pulses', -5)], 200)],
      ]
      for (const [topic, bytes] of bad) await rogue.publishAsync(topic, bytes, { qos: 1 })
      await rogue.endAsync(true)
      await waitFor(() => rt().ingest.stats.rebirths > before, 8000, 'a rebirth request')
      const next = await step()
      await waitFor(() => live('pulses') === next, 8000, 'values flowing after the hostile input')
      expect(rt().ingest.stats.malformed).toBeGreaterThan(0)
      expect((await server.call('user/publicKey')).code).toBe(200)
    })
  })
}

async function waitForAsync(probe: () => Promise<boolean>, what: string, timeoutMs = 8000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await probe())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}
