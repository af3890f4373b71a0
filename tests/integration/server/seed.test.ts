// Demo data on first start: once, into an empty database, with an administrator who can sign in and
// create enterprises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_ENTERPRISE_NAME, seedDemo } from '../../../server/seed.ts'
import { createTestServer, loginDemoAdmin, ok, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('seedDemo', () => {
  it('seeded the demo enterprise, its administrator, a department and a role', async () => {
    const admin = await loginDemoAdmin(server)
    expect(admin.info).toMatchObject({ loginname: DEMO_ADMIN.loginname, roleType: 'admin' })
    expect(admin.info.auths).toContain('platform_admin')
    expect(await ok(admin.call('org/my/info'))).toMatchObject({
      name: DEMO_ENTERPRISE_NAME,
      adminAccountId: admin.info.userId,
    })
    expect(await ok(admin.call('org/dept/query'))).toHaveLength(1)
    expect((await ok(admin.call('org/role/query'))).list.map((r: { uuid: string }) => r.uuid)).toEqual([
      'viewer',
    ])
  })

  it('does nothing on a database that has data', async () => {
    expect(await seedDemo(server.db, server.clock.now())).toBe(false)
    expect(await server.db.selectFrom('enterprises').select('id').execute()).toHaveLength(1)
  })
})
