// Enterprises, departments and roles through HTTP: who may create enterprises, one's own enterprise,
// the department tree (cycles 10001, in use 10004), role uuids unique per enterprise (3401).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { Department, Enterprise, Role } from '../../../schemas/entities/org.ts'
import { check } from '../../../schemas/validate.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let platform: Session
let other: TestEnterprise

beforeAll(async () => {
  server = await createTestServer()
  platform = await loginDemoAdmin(server)
  other = await createEnterprise(server, platform)
})
afterAll(() => server.close())

describe('enterprises', () => {
  it('a platform administrator creates an enterprise with its administrator', async () => {
    const data = await ok(
      platform.call('org/enterprise/add', {
        name: 'Acme',
        tel: '',
        admin: { loginname: 'acme-admin', password: 'Acme#2026ok' },
      }),
    )
    expect(check(Enterprise, { ...data, admin: undefined }).ok).toBe(true)
    expect(data.admin).toMatchObject({
      loginname: 'acme-admin',
      kind: 'enterprise',
      roleType: 'admin',
      orgId: data.id,
    })
    expect(data.adminAccountId).toBe(data.admin.id)
  })

  it('an enterprise administrator is not a platform administrator (90008)', async () => {
    const reply = await other.admin.call('org/enterprise/add', {
      name: 'Nope',
      admin: { loginname: 'nope1', password: 'Acme#2026ok' },
    })
    expect(reply.code).toBe(Code.noAccess)
  })

  it('creating with a taken administrator name changes nothing (1015)', async () => {
    const before = (await ok(platform.call('org/enterprise/query', { pageSize: 100 }))).total
    const reply = await platform.call('org/enterprise/add', {
      name: 'Twice',
      admin: { loginname: 'admin', password: 'Acme#2026ok' },
    })
    expect(reply.code).toBe(Code.usernameExists)
    expect((await ok(platform.call('org/enterprise/query', { pageSize: 100 }))).total).toBe(before)
  })

  it('query: the platform administrator sees every enterprise, others only their own', async () => {
    const all = await ok(platform.call('org/enterprise/query', { pageSize: 100 }))
    expect(all.total).toBeGreaterThanOrEqual(3)
    const own = await ok(other.admin.call('org/enterprise/query', {}))
    expect(own.list.map((e: Enterprise) => e.id)).toEqual([other.orgId])
  })

  it('edits its own enterprise; org/my/info shows it', async () => {
    const edited = await ok(
      other.admin.call('org/enterprise/edit', { id: other.orgId, name: 'Renamed', contact: 'Li' }),
    )
    expect(edited).toMatchObject({ name: 'Renamed', contact: 'Li' })
    expect(await ok(other.admin.call('org/my/info'))).toMatchObject({ id: other.orgId, name: 'Renamed' })
  })

  it('org/queryCompanyAndExternal lists the enterprise and its external accounts', async () => {
    const external = await createAccount(server, other.admin, { kind: 'external' })
    await createAccount(server, other.admin, { kind: 'internal' })
    const data = await ok(other.admin.call('org/queryCompanyAndExternal'))
    expect(data.company.id).toBe(other.orgId)
    expect(data.externals.map((a: { id: string }) => a.id)).toEqual([external.id])
  })
})

describe('departments', () => {
  let admin: Session
  beforeEach(async () => {
    admin = other.admin
  })

  it('builds a tree, form-encoded or JSON', async () => {
    const root = await ok(admin.call('org/dept/add', { name: 'Plant', sort: 2 }, { form: true }))
    expect(check(Department, root).errors).toEqual([])
    expect(root.sort).toBe(2)
    const child = await ok(admin.call('org/dept/add', { name: 'Line 1', parentId: root.id }))
    expect(child.parentId).toBe(root.id)
    const list = await ok(admin.call('org/dept/query'))
    expect(list.map((d: Department) => d.id)).toEqual(expect.arrayContaining([root.id, child.id]))
  })

  it('refuses to move a department under itself or its descendants (10001)', async () => {
    const a = await ok(admin.call('org/dept/add', { name: 'A' }))
    const b = await ok(admin.call('org/dept/add', { name: 'B', parentId: a.id }))
    expect((await admin.call('org/dept/edit', { id: a.id, parentId: a.id })).code).toBe(Code.paramInvalid)
    expect((await admin.call('org/dept/edit', { id: a.id, parentId: b.id })).code).toBe(Code.paramInvalid)
    expect(await ok(admin.call('org/dept/edit', { id: b.id, parentId: '', name: 'B2' }))).toMatchObject({
      parentId: null,
      name: 'B2',
    })
  })

  it('does not delete a department in use (10004), deletes an unused one', async () => {
    const parent = await ok(admin.call('org/dept/add', { name: 'Parent' }))
    const child = await ok(admin.call('org/dept/add', { name: 'Child', parentId: parent.id }))
    expect((await admin.call('org/dept/delete', { id: parent.id })).code).toBe(Code.inUse)
    const member = await createAccount(server, admin, { deptId: child.id })
    expect((await admin.call('org/dept/delete', { id: child.id })).code).toBe(Code.inUse)
    await ok(admin.call('account/edit', { id: member.id, deptId: '' }))
    await ok(admin.call('org/dept/delete', { id: child.id }))
    await ok(admin.call('org/dept/delete', { id: parent.id }))
  })
})

describe('roles', () => {
  it('creates a role; the uuid is unique per enterprise (3401) but may repeat across enterprises', async () => {
    const role = await ok(
      other.admin.call('org/role/add', { uuid: 'ops', name: 'Ops', auths: ['manage_account'] }),
    )
    expect(check(Role, role).errors).toEqual([])
    expect((await other.admin.call('org/role/add', { uuid: 'ops', name: 'Again', auths: [] })).code).toBe(
      Code.roleUuidExists,
    )
    await ok(platform.call('org/role/add', { uuid: 'ops', name: 'Ops elsewhere', auths: [] }))
  })

  it('refuses an edit to a taken uuid (3401) and unknown permission keys (10001)', async () => {
    const a = await ok(other.admin.call('org/role/add', { uuid: 'r-a', name: 'A', auths: [] }))
    await ok(other.admin.call('org/role/add', { uuid: 'r-b', name: 'B', auths: [] }))
    expect((await other.admin.call('org/role/edit', { id: a.id, uuid: 'r-b' })).code).toBe(
      Code.roleUuidExists,
    )
    expect((await other.admin.call('org/role/edit', { id: a.id, auths: ['no_such_key'] })).code).toBe(
      Code.paramInvalid,
    )
    expect(await ok(other.admin.call('org/role/edit', { id: a.id, uuid: 'r-a', name: 'A2' }))).toMatchObject({
      name: 'A2',
    })
  })

  it("a role's keys are its holders' auths, at once after an edit", async () => {
    const role = await ok(
      other.admin.call('org/role/add', { uuid: 'viewer', name: 'Viewer', auths: ['manage_orgal_dept'] }),
    )
    const user = await createAccount(server, other.admin, { roleId: role.id })
    const session = await user.session()
    expect(session.info.auths).toEqual(['manage_orgal_dept'])
    await ok(session.call('org/dept/query'))
    expect((await session.call('org/role/query')).code).toBe(Code.noAccess)
    await ok(other.admin.call('org/role/edit', { id: role.id, auths: [] }))
    expect((await session.call('org/dept/query')).code).toBe(Code.noAccess)
  })

  it('pages through roles and will not delete one in use (10004)', async () => {
    const role = await ok(other.admin.call('org/role/add', { uuid: 'held', name: 'Held', auths: [] }))
    const holder = await createAccount(server, other.admin, { roleId: role.id })
    const page = await ok(other.admin.call('org/role/query', { pageNo: 1, pageSize: 2 }))
    expect(page.list).toHaveLength(2)
    expect(page.total).toBeGreaterThan(2)
    expect((await other.admin.call('org/role/delete', { id: role.id })).code).toBe(Code.inUse)
    await ok(other.admin.call('account/edit', { id: holder.id, roleId: '' }))
    await ok(other.admin.call('org/role/delete', { id: role.id }))
  })
})
