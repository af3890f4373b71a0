// Public sharing (issue 21): a shared device's link opens with its share password into a read-only view
// with live values; a wrong password is refused (2502) and counted towards the guess limit (1005); an
// expired link is refused (2503); changing the share password ends open sessions (2504), and ending the
// share refuses them (2501).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { DEMO_GATEWAY } from '../../../server/devices/seed.ts'
import { birthMetrics, deviceOf, nodeOf, payload, value } from '../edgelink/sparkplug.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let admin: Session
let deviceId: string
beforeEach(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  deviceId = await deviceOfGateway(server.db, DEMO_GATEWAY.sn)
  await ok(
    admin.call('equipment/multi/share/editPwd', { equipId: deviceId, shared: true, password: 'view2026' }),
  )
})
afterEach(() => server.close())

const open = (token: string, password: string) => server.call('share/open', { token, password })

describe('share links', () => {
  it('open with the password into live values; a wrong password is refused and guess-limited', async () => {
    const rt = server.services.realtime
    for (const [topic, metrics] of [
      [nodeOf('NBIRTH', DEMO_GATEWAY.sn), birthMetrics(1, 2)],
      [deviceOf('DDATA', DEMO_GATEWAY.sn), [value('temperature', 21.5)]],
    ] as const) {
      rt.ingest.handle(topic, payload(metrics as Parameters<typeof payload>[0]))
      await rt.ingest.idle()
    }
    const link = await ok(admin.call('share/link/add', { equipmentId: deviceId, days: 7 }))
    expect(link.path).toBe(`/share/${link.token}`)
    const wrong = await open(link.token, 'guess123')
    expect(wrong.code).toBe(Code.publicWrongPassword)
    const { session } = await ok(open(link.token, 'view2026'))
    const view = await ok(server.call('share/view', { session }))
    const temperature = view.devices[0].values.find((v: { name: string }) => v.name === 'temperature')
    expect(temperature).toMatchObject({ value: 21.5 })
    // no writing through a share: there is no such call, and the session is no login
    expect(
      (await server.call('signal/writeVal', { session, signalId: temperature.signalId, value: 1 })).code,
    ).toBe(Code.sessionInvalid)
    for (let i = 0; i < 5; i++) await open(link.token, 'guess123')
    expect((await open(link.token, 'view2026')).code).toBe(Code.tooManyAttempts)
  })

  it('refuses an expired link, and ends sessions when the password changes or the share ends', async () => {
    const link = await ok(admin.call('share/link/add', { equipmentId: deviceId, days: 1 }))
    const { session } = await ok(open(link.token, 'view2026'))
    await ok(
      admin.call('equipment/multi/share/editPwd', { equipId: deviceId, shared: true, password: 'newpass42' }),
    )
    expect((await server.call('share/view', { session })).code).toBe(2504)
    const again = (await ok(open(link.token, 'newpass42'))).session
    await ok(admin.call('equipment/multi/share/editPwd', { equipId: deviceId, shared: false }))
    expect((await server.call('share/view', { session: again })).code).toBe(2501)
    await ok(admin.call('equipment/multi/share/editPwd', { equipId: deviceId, shared: true }))
    server.clock.advance(86_400_000)
    expect((await open(link.token, 'newpass42')).code).toBe(2503)
  })

  it("lists a device's links and revokes one: its open session is refused, the others stay", async () => {
    const first = await ok(admin.call('share/link/add', { equipmentId: deviceId, days: 7 }))
    const second = await ok(admin.call('share/link/add', { equipmentId: deviceId, days: 30 }))
    const { session } = await ok(open(first.token, 'view2026'))
    const kept = (await ok(open(second.token, 'view2026'))).session
    const listed = await ok(admin.call('share/link/list', { equipmentId: deviceId }))
    expect(listed.map((l: { path: string }) => l.path).sort()).toEqual([first.path, second.path].sort())
    const revoked = await ok(admin.call('share/link/revoke', { id: first.id }))
    expect(revoked.revokedAt).toBe(server.clock.now())
    expect((await server.call('share/view', { session })).code).toBe(2504)
    expect((await open(first.token, 'view2026')).code).toBe(2504)
    await ok(server.call('share/view', { session: kept }))
    expect((await admin.call('share/link/list', {})).code).toBe(Code.paramInvalid)
  })

  it('a shared project shows its configuration pages, and only its own pages', async () => {
    const page = await server.db
      .selectFrom('pages')
      .select(['id', 'projectId'])
      .where('projectId', 'is not', null)
      .executeTakeFirstOrThrow()
    const projectId = page.projectId as string
    await ok(admin.call('project/editSharePwd', { projectId, shared: true, password: 'plant2026' }))
    const link = await ok(admin.call('share/link/add', { projectId, days: 7 }))
    const { session } = await ok(open(link.token, 'plant2026'))
    const view = await ok(server.call('share/view', { session }))
    expect(view.pages.map((p: { id: string }) => p.id)).toContain(page.id)
    const shown = await ok(server.call('share/page', { session, page: page.id }))
    expect(shown.json.widgets.length).toBeGreaterThan(0)
    expect(shown.json.con.password).toBe('')
    const devicePage = await ok(
      admin.call('project/page/add', { equipmentId: deviceId, title: 'Device page', kind: 'main' }),
    )
    const other = (await server.call('share/page', { session, page: devicePage.id })).code
    expect(other).toBe(Code.noDataOrPermission)
  })

  it('needs a shared device with a password', async () => {
    await ok(admin.call('equipment/multi/share/editPwd', { equipId: deviceId, shared: false }))
    expect((await admin.call('share/link/add', { equipmentId: deviceId, days: 7 })).code).toBe(2501)
  })
})
