// Never lost in a crash (issue 38): the server (`npm start` as a child process) raises an alarm that goes
// to one person by SMS, voice and WeChat, each a webhook to a stand-in that hangs; the process is killed
// (SIGKILL) while all three deliveries hang, and started again on the same database. Every channel is
// then delivered exactly once (one answered post each), every attempt of a message carries the same
// idempotency key (its outbox id) and the alarm's id, and the outbox shows them sent on their second
// attempt. Before, the messages were sent one after another inside the alarm's queue: the kill lost the
// voice and WeChat messages for good.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { DEFAULT_RETRY } from '../../../server/notify/notifier.ts'
import { DEMO_ADMIN, seedDemo } from '../../../server/seed.ts'
import { migrateToLatest, openDb } from '../../../server/storage/db.ts'
import { connectClient } from '../edge/helpers.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from '../edgelink/sparkplug.ts'
import { demoRuleAtLimit } from './helpers.ts'
import { type StandIn, startStandIn } from './notify-stand-in.ts'
import { emptyWebRoot, freePort, spawnServer } from './server-process.ts'

const CHANNELS = ['sms', 'voice', 'wechat'] as const
/**
 * An attempt's time limit in the child, the product's own: its lease is twice that, then the restarted
 * one retries. A shorter one (3 s) failed at load 10: the restarted child, busy starting, took longer
 * than that to read the stand-in's answer, so the attempt counted as failed and its retry came 2 min later.
 */
const TIMEOUT_MS = DEFAULT_RETRY.timeoutMs
const dir = mkdtempSync(join(tmpdir(), 'lfscada-alarm-crash-'))
const webRoot = emptyWebRoot(dir)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await probe()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The demo database; its temperature rule sends SMS, voice (3 loops) and WeChat to the admin. */
async function prepareDatabase(file: string): Promise<void> {
  const db = openDb({ sqliteFile: file })
  await migrateToLatest(db)
  await seedDemo(db, Date.now())
  await demoRuleAtLimit(db)
  await db
    .updateTable('alarmRules')
    .set({ push: JSON.stringify({ pushMethods: ['message', ...CHANNELS], voiceLoops: 3 }) })
    .where('variableId', '=', 'temperature')
    .execute()
  await db
    .updateTable('accounts')
    .set({ tel: '13800000000', wechatOpenId: 'wx-admin' })
    .where('loginname', '=', DEMO_ADMIN.loginname)
    .execute()
  await db.destroy()
}

/** The server on the database, once its API answers (its MQTT link is up by then). */
async function start(file: string, standIn: StandIn, mqttPort: number) {
  const port = await freePort()
  const server = spawnServer(webRoot, {
    PORT: String(port),
    SQLITE_FILE: file,
    DEMO_EDGE: '0',
    PLC_PORT: String(await freePort()),
    MQTT_HOST: '127.0.0.1',
    MQTT_PORT: String(mqttPort),
    NOTIFY_TIMEOUT_MS: String(TIMEOUT_MS),
    ...Object.fromEntries(CHANNELS.map((c) => [`NOTIFY_${c.toUpperCase()}_URL`, `${standIn.url}/${c}`])),
  })
  const end = Date.now() + 60_000
  while (
    !(await fetch(`http://127.0.0.1:${port}/lfscada/user/publicKey`, { method: 'POST' }).catch(() => null))
  ) {
    if (Date.now() > end) throw new Error('the server did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return server
}

/** The demo gateway's MQTT client, once the child's broker takes it. */
async function gatewayOnline(mqttPort: number) {
  const end = Date.now() + 60_000
  for (;;) {
    const options = { clientId: DEMO_GATEWAY.sn, username: DEMO_GATEWAY.sn, password: DEMO_GATEWAY.code }
    const client = await connectClient(`mqtt://127.0.0.1:${mqttPort}`, options).catch(() => null)
    if (client) return client
    if (Date.now() > end) throw new Error('the broker did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('a server crash while an alarm is delivered', () => {
  it('loses and doubles nothing: each channel delivered once, its key constant', async () => {
    const file = join(dir, 'crash.db')
    await prepareDatabase(file)
    const standIn = await startStandIn(CHANNELS.map(() => 'hang' as const))
    const mqttPort = await freePort()
    let server = await start(file, standIn, mqttPort)
    try {
      const client = await gatewayOnline(mqttPort)
      const sn = DEMO_GATEWAY.sn
      await client.publishAsync(nodeOf('NBIRTH', sn), payload(birthMetrics(1, 0), 0))
      await client.publishAsync(deviceOf('DBIRTH', sn), payload([value('temperature', 20)], 1))
      await client.publishAsync(deviceOf('DDATA', sn), payload([value('temperature', 50)], 2))
      await until(() => (standIn.posts.length >= CHANNELS.length ? true : undefined), 'three hanging posts')
      server.child.kill('SIGKILL')
      await server.exited
      await client.endAsync(true)

      server = await start(file, standIn, mqttPort)
      const answered = (c: string) =>
        standIn.posts.filter((p) => p.path.endsWith(`/${c}`) && p.status === 200)
      await until(
        () => (CHANNELS.every((c) => answered(c).length > 0) ? true : undefined),
        'the redeliveries',
      )
      // a row is marked sent after its provider answered: wait for the outbox to say so before the kill
      const reader = openDb({ sqliteFile: file })
      const unsent = () =>
        reader.selectFrom('notificationOutbox').select('id').where('status', '!=', 'sent').execute()
      try {
        await until(async () => ((await unsent()).length === 0 ? true : undefined), 'the rows marked sent')
      } finally {
        await reader.destroy()
      }
      for (const c of CHANNELS) {
        const posts = standIn.posts.filter((p) => p.path.endsWith(`/${c}`))
        expect(answered(c), c).toHaveLength(1)
        expect(new Set(posts.map((p) => p.key)).size, c).toBe(1)
        expect(new Set(posts.map((p) => p.body.idempotencyKey)), c).toEqual(new Set([posts[0]!.key]))
        expect(new Set(posts.map((p) => p.body.alarmId)).size, c).toBe(1)
      }
      expect(new Set(standIn.posts.map((p) => p.body.alarmId)).size).toBe(1)
    } finally {
      server.child.kill('SIGKILL')
      await server.exited
      await standIn.close()
    }
    const db = openDb({ sqliteFile: file })
    const rows = await db.selectFrom('notificationOutbox').selectAll().orderBy('channel').execute()
    await db.destroy()
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['sms', 'sent', 2],
      ['voice', 'sent', 2],
      ['wechat', 'sent', 2],
    ])
    // the key is the outbox row's id
    for (const row of rows)
      expect(standIn.posts.filter((p) => p.path.endsWith(`/${row.channel}`))[0]!.key).toBe(row.id)
  }, 180_000)
})
