// The edge link's cache of gateways (directory.ts): an expired entry of a known gateway is answered at
// once and read again in the background, so the ingest never waits for the database (issue 26).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_GATEWAY, SPARE_GATEWAY } from '../../../server/devices/seed.ts'
import { GatewayDirectory } from '../../../server/edge-link/directory.ts'
import { createTestServer, type TestServer } from '../server/helpers.ts'

const TTL_MS = 30_000
let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const setGroup = (sn: string, group: string | null) =>
  server.db.updateTable('gateways').set({ sparkplugGroup: group }).where('sn', '=', sn).execute()

describe('gateway directory', () => {
  it('answers an expired entry at once and reads it again in the background', async () => {
    let now = 0
    const directory = new GatewayDirectory(server.db, () => now, TTL_MS)
    await setGroup(DEMO_GATEWAY.sn, 'before')
    expect((await directory.get(DEMO_GATEWAY.sn))?.group).toBe('before')
    await setGroup(DEMO_GATEWAY.sn, 'after')
    now += TTL_MS
    expect(directory.peek(DEMO_GATEWAY.sn)?.group).toBe('before')
    await vi.waitFor(() => expect(directory.peek(DEMO_GATEWAY.sn)?.group).toBe('after'))
  })

  it('reads expired entries again one at a time', async () => {
    let now = 0
    const directory = new GatewayDirectory(server.db, () => now, TTL_MS)
    const sns = [DEMO_GATEWAY.sn, SPARE_GATEWAY.sn]
    for (const sn of sns) await directory.get(sn)
    const reload = directory.reload.bind(directory)
    let reading = 0
    let most = 0
    const reloaded: string[] = []
    vi.spyOn(directory, 'reload').mockImplementation(async (sn) => {
      most = Math.max(most, ++reading)
      try {
        return await reload(sn)
      } finally {
        reading--
        reloaded.push(sn)
      }
    })
    now += TTL_MS
    for (const sn of sns) directory.peek(sn)
    await vi.waitFor(() => expect(reloaded).toEqual(sns))
    expect(most).toBe(1)
  })

  it('asks again for a gateway it did not know once expired (it may be registered since)', async () => {
    let now = 0
    const directory = new GatewayDirectory(server.db, () => now, TTL_MS)
    expect(await directory.get('999999999999')).toBeNull()
    expect(directory.peek('999999999999')).toBeNull()
    now += TTL_MS
    expect(directory.peek('999999999999')).toBeUndefined()
    expect((await directory.get(SPARE_GATEWAY.sn))?.sn).toBe(SPARE_GATEWAY.sn)
  })

  it('holds one target per variable, under every name of it, kept when the entry is read again', async () => {
    const directory = new GatewayDirectory(server.db)
    const targets = async () => {
      const entry = await directory.reload(DEMO_GATEWAY.sn)
      const all = [...(entry?.devices.values() ?? [])].flatMap((d) => [...d.byName.values()])
      return { entry, all, distinct: new Set(all) }
    }
    const first = await targets()
    const ids = new Set(first.all.map((t) => t.variableId))
    expect(ids.size).toBeGreaterThan(0)
    // a driver's metrics are one map under its id and its name; a variable is one target whatever names it
    expect(first.distinct.size).toBe(ids.size)
    const second = await targets()
    expect(second.entry).not.toBe(first.entry)
    expect([...second.distinct].every((t) => first.distinct.has(t))).toBe(true)
  })
})
