// Project users and permissions through HTTP (platform spec §6, §8 1903 and 1904, §9 50 accounts):
// titles unique, at most 10 permissions, at most 50 accounts, one permission per account, page lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import {
  MAX_ACCOUNTS_PER_PROJECT,
  MAX_PERMISSIONS_PER_PROJECT,
} from '../../../server/projects/permissions.ts'
import {
  createAccount,
  createTestServer,
  loginDemoAdmin,
  ok,
  type Session,
  type TestAccount,
  type TestServer,
  uniqueName,
} from './helpers.ts'

let server: TestServer
let admin: Session
let accounts: TestAccount[]

beforeAll(async () => {
  server = await createTestServer()
  admin = await loginDemoAdmin(server)
  accounts = []
  for (let i = 0; i <= MAX_ACCOUNTS_PER_PROJECT; i++) accounts.push(await createAccount(server, admin))
})
afterAll(() => server.close())

const newProject = async () => (await ok(admin.call('project/add', { name: uniqueName('P') }))).id as string
const ids = (list: TestAccount[]) => list.map((a) => a.id)
const permissionsOf = async (projectId: string) => ok(admin.call('project/pmsn/query', { projectId }))
const usersOf = (permission: { users: { accountId: string }[] }) =>
  permission.users.map((u) => u.accountId).sort()

describe('project/pmsn', () => {
  it('adds a permission with actions, pages and accounts, form-encoded too', async () => {
    const projectId = await newProject()
    const page = await ok(admin.call('project/page/add', { projectId, title: 'Main' }))
    const added = await ok(
      admin.call(
        'project/pmsn/add',
        {
          projectId,
          title: 'Operators',
          actions: ['query', 'edit'],
          pageIds: page.id,
          accountIds: ids(accounts.slice(0, 2)).join(','),
        },
        { form: true },
      ),
    )
    expect(added).toMatchObject({
      projectId,
      title: 'Operators',
      actions: ['query', 'edit'],
      pageIds: [page.id],
    })
    expect(usersOf(added)).toEqual(ids(accounts.slice(0, 2)).sort())
    expect(await permissionsOf(projectId)).toEqual([added])
  })

  it('keeps titles unique in a project (1903), on add and on edit', async () => {
    const projectId = await newProject()
    await ok(admin.call('project/pmsn/add', { projectId, title: 'A', actions: [] }))
    const b = await ok(admin.call('project/pmsn/add', { projectId, title: 'B', actions: [] }))
    expect((await admin.call('project/pmsn/add', { projectId, title: 'A', actions: [] })).code).toBe(
      Code.permissionTitleExists,
    )
    expect((await admin.call('project/pmsn/edit', { id: b.id, title: 'A' })).code).toBe(
      Code.permissionTitleExists,
    )
    expect(await ok(admin.call('project/pmsn/edit', { id: b.id, title: 'B' }))).toMatchObject({ title: 'B' })
    // Another project may use the same title.
    await ok(admin.call('project/pmsn/add', { projectId: await newProject(), title: 'A', actions: [] }))
  })

  it(`allows at most ${MAX_PERMISSIONS_PER_PROJECT} permissions per project (1904)`, async () => {
    const projectId = await newProject()
    for (let i = 0; i < MAX_PERMISSIONS_PER_PROJECT; i++) {
      await ok(admin.call('project/pmsn/add', { projectId, title: `P${i}`, actions: ['query'] }))
    }
    const reply = await admin.call('project/pmsn/add', { projectId, title: 'one more', actions: ['query'] })
    expect(reply).toMatchObject({ code: Code.tooManyPermissions, data: { max: MAX_PERMISSIONS_PER_PROJECT } })
    expect(await permissionsOf(projectId)).toHaveLength(MAX_PERMISSIONS_PER_PROJECT)
  })

  it(`allows at most ${MAX_ACCOUNTS_PER_PROJECT} accounts per project (2602), changing nothing when over`, async () => {
    const projectId = await newProject()
    const first = await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: 'First',
        actions: ['query'],
        accountIds: ids(accounts.slice(0, 30)),
      }),
    )
    const second = await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: 'Second',
        actions: ['query'],
        accountIds: ids(accounts.slice(30, 50)),
      }),
    )
    const over = await admin.call('project/pmsn/edit', {
      id: second.id,
      accountIds: ids(accounts.slice(30, 51)),
    })
    expect(over).toMatchObject({ code: Code.projectAccountLimit, data: { max: MAX_ACCOUNTS_PER_PROJECT } })
    expect(
      (
        await admin.call('project/pmsn/add', {
          projectId,
          title: 'Third',
          actions: [],
          accountIds: accounts[50]!.id,
        })
      ).code,
    ).toBe(Code.projectAccountLimit)
    const after = await permissionsOf(projectId)
    expect(after.map((p: { title: string }) => p.title)).toEqual(['First', 'Second'])
    expect(usersOf(after[0])).toEqual(usersOf(first))
    expect(usersOf(after[1])).toEqual(usersOf(second))
  })

  it('gives an account one permission per project: naming it elsewhere moves it; accountIds replaces', async () => {
    const projectId = await newProject()
    const [x, y, z] = accounts
    const a = await ok(
      admin.call('project/pmsn/add', { projectId, title: 'A', actions: [], accountIds: [x!.id, y!.id] }),
    )
    const b = await ok(
      admin.call('project/pmsn/add', { projectId, title: 'B', actions: [], accountIds: [y!.id] }),
    )
    expect(usersOf(b)).toEqual([y!.id])
    expect(usersOf((await permissionsOf(projectId))[0])).toEqual([x!.id])
    expect(usersOf(await ok(admin.call('project/pmsn/edit', { id: a.id, accountIds: [z!.id] })))).toEqual([
      z!.id,
    ])
    expect(usersOf(await ok(admin.call('project/pmsn/edit', { id: a.id, accountIds: [] })))).toEqual([])
  })

  it('lists the accounts holding no permission of the project, administrators excluded', async () => {
    const projectId = await newProject()
    const free = async () =>
      (await ok(admin.call('project/pmsn/queryNoPmsnUser', { projectId }))).map(
        (u: { accountId: string }) => u.accountId,
      )
    const before = await free()
    expect(before).toEqual(expect.arrayContaining(ids(accounts)))
    expect(before).not.toContain(admin.info.userId)
    const p = await ok(
      admin.call('project/pmsn/add', { projectId, title: 'A', actions: [], accountIds: accounts[0]!.id }),
    )
    expect(await free()).not.toContain(accounts[0]!.id)
    await ok(admin.call('project/pmsn/delete', { id: p.id }))
    expect(await free()).toContain(accounts[0]!.id)
    expect(await permissionsOf(projectId)).toEqual([])
  })

  it('takes only pages of the same project (10001), and opens only those pages to its holders', async () => {
    const projectId = await newProject()
    const [p1, p2] = [
      await ok(admin.call('project/page/add', { projectId, title: 'One' })),
      await ok(admin.call('project/page/add', { projectId, title: 'Two' })),
    ]
    const foreign = await ok(
      admin.call('project/page/add', { projectId: await newProject(), title: 'Other' }),
    )
    const refused = await admin.call('project/pmsn/add', {
      projectId,
      title: 'X',
      actions: ['query'],
      pageIds: [p1.id, foreign.id],
    })
    expect(refused).toMatchObject({ code: Code.paramInvalid, data: { field: 'pageIds', ids: [foreign.id] } })

    const holder = accounts[1]!
    await ok(
      admin.call('project/pmsn/add', {
        projectId,
        title: 'One only',
        actions: ['query'],
        pageIds: [p1.id],
        accountIds: holder.id,
      }),
    )
    const user = await holder.session()
    expect(
      (await ok(user.call('project/page/query', { projectId }))).map((p: { id: string }) => p.id),
    ).toEqual([p1.id])
    expect(await ok(user.call('project/page/info', { id: p1.id }))).toMatchObject({ id: p1.id })
    expect((await user.call('project/page/info', { id: p2.id })).code).toBe(Code.noAccess)
    expect((await user.call('project/page/validPassword', { id: p2.id, password: '' })).code).toBe(
      Code.noAccess,
    )
  })
})
