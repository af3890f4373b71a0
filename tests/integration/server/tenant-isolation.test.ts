// Generated from the route table: for every call with id fields, a user of enterprise B naming
// enterprise A's ids gets 90003 and nothing of A changes; every call guarded by a permission key
// refuses a user without it (90008); every signed-in call refuses a request without a session (1006).
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { routes } from '../../../server/routes/index.ts'
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { assetEntityFixtures } from './asset-fixtures.ts'
import { equipmentEntityFixtures } from './equipment-fixtures.ts'
import { excelEntityFixtures } from './excel-fixtures.ts'
import {
  createAccount,
  loginDemoAdmin,
  ok,
  type Session,
  serverWithTwoEnterprises,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'
import { liveEntityFixtures } from './live-fixtures.ts'
import { mediaEntityFixtures } from './media-fixtures.ts'
import { operationsEntityFixtures } from './operations-fixtures.ts'
import { opsEntityFixtures } from './ops-fixtures.ts'
import { projectEntityFixtures } from './project-fixtures.ts'
import { idLikePaths, sampleBody, setAt } from './route-table.ts'
import { styleEntityFixtures } from './style-fixtures.ts'
import { symbolEntityFixtures } from './symbol-fixtures.ts'

let server: TestServer
let a: TestEnterprise
let b: TestEnterprise
let bPlain: Session
/** One entity of each kind in each enterprise. Kinds used by new routes need a fixture here. */
const aIds: Partial<Record<EntityKind, string>> = {}
const bIds: Partial<Record<EntityKind, string>> = {}

async function fixtures(org: TestEnterprise, into: Partial<Record<EntityKind, string>>, platform: Session) {
  const role = await ok(org.admin.call('org/role/add', { uuid: 'fixture', name: 'Fixture', auths: [] }))
  const dept = await ok(org.admin.call('org/dept/add', { name: 'Fixture' }))
  const account = await createAccount(server, org.admin, { roleId: role.id, deptId: dept.id })
  const plugin = await ok(
    org.admin.call('plugin/add', { name: 'Fixture', url: 'https://plugins.test/fixture.js' }),
  )
  Object.assign(into, {
    enterprise: org.orgId,
    role: role.id,
    dept: dept.id,
    account: account.id,
    logObject: account.id,
    remotePlugin: plugin.id,
  })
  Object.assign(into, await equipmentEntityFixtures(server, org, platform))
  Object.assign(into, await projectEntityFixtures(server, org, into))
  Object.assign(into, await liveEntityFixtures(server, org, into))
  Object.assign(into, await opsEntityFixtures(server, org, into))
  Object.assign(into, await styleEntityFixtures(org, platform))
  Object.assign(into, await operationsEntityFixtures(server, org, into))
  Object.assign(into, await assetEntityFixtures(server, org))
  Object.assign(into, await symbolEntityFixtures(server, org))
  Object.assign(into, await mediaEntityFixtures(org))
  Object.assign(into, await excelEntityFixtures(server, org))
  // an API key of the enterprise, on its own device (issue 32)
  const key = await ok(org.admin.call('api/key/add', { name: 'Fixture', deviceIds: [into.device] }))
  Object.assign(into, { apiKey: key.key.id })
  // a grant of its device to a third enterprise (the platform's), never to the other one under test
  const grant = await ok(
    org.admin.call('api/pmsn/auth', { party: platform.info.loginname, deviceIds: [into.device] }),
  )
  Object.assign(into, { externalGrant: grant.id, deviceCard: into.device })
  // an unpaid recharge order of the enterprise (issue 33)
  const order = await ok(org.admin.call('wallet/recharge', { amount: 100 }))
  Object.assign(into, { order: order.id })
  // an IoT card of the enterprise (issue 33)
  const card = `card-${org.orgId}`
  await server.db
    .insertInto('iotCards')
    .values({
      id: card,
      orgId: org.orgId,
      iccid: `89860${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`,
      monthlyPrice: 100,
      expiresAt: server.clock.now() + 400 * 86_400_000,
      createdAt: server.clock.now(),
      updatedAt: server.clock.now(),
    })
    .execute()
  Object.assign(into, { card })
  // a GM group of the enterprise's administrator (issue 36): GM groups are their maker's alone
  const gmGroup = `gm-${org.orgId}`
  const at = server.clock.now()
  await server.db
    .insertInto('gmGroups')
    .values({ id: gmGroup, accountId: org.adminId, name: 'Fixture', createdAt: at, updatedAt: at })
    .execute()
  Object.assign(into, { gmGroup })
  // an invitation of the enterprise (issue 34)
  const invitation = await ok(org.admin.call('account/invite/add', { kind: 'internal' }))
  Object.assign(into, { invitation: invitation.id })
  // a system notice of the enterprise, published to it alone (issue 34)
  const notice = randomUUID()
  await server.db
    .insertInto('systemNotices')
    .values({
      id: notice,
      orgId: org.orgId,
      title: 'Fixture',
      audience: 'orgs',
      orgIds: JSON.stringify([org.orgId]),
      publishAt: 1,
      publishedAt: 1,
      createdBy: null,
      createdAt: 1,
      updatedAt: 1,
    })
    .execute()
  Object.assign(into, { notice, visibleNotice: notice })
}

beforeAll(async () => {
  let platform: Session
  ;({ server, platform, a, b } = await serverWithTwoEnterprises())
  // B's administrator holds every key, the platform one too, so only the scope can refuse.
  await server.db.updateTable('accounts').set({ platformAdmin: 1 }).where('id', '=', b.adminId).execute()
  await fixtures(a, aIds, platform)
  await fixtures(b, bIds, platform)
  bPlain = await (await createAccount(server, b.admin)).session()
})
afterAll(() => server.close())

/** Every row tied to enterprise A, table by table. */
async function snapshotOf(orgId: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {}
  for (const table of await server.db.introspection.getTables()) {
    const column =
      table.name === 'enterprises' ? 'id' : table.columns.some((c) => c.name === 'org_id') ? 'org_id' : null
    if (!column) continue
    const { rows } =
      await sql`select * from ${sql.table(table.name)} where ${sql.ref(column)} = ${orgId} order by 1`.execute(
        server.db,
      )
    snapshot[table.name] = rows
  }
  return snapshot
}

describe('every id field is declared', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s', (_path, route) => {
    expect(idLikePaths(route.bodySchema).filter((p) => !(p in route.idFields))).toEqual([])
  })
})

const scoped = routes.filter((r) => Object.keys(r.idFields).length > 0)

describe("enterprise B cannot use enterprise A's ids", () => {
  it.each(scoped.flatMap((r) => Object.keys(r.idFields).map((field) => [r.path, field, r] as const)))(
    '%s with A in %s',
    async (_path, field, route) => {
      const kind = route.idFields[field]!
      const id = aIds[kind]
      expect(id, `add a fixture for entity kind '${kind}'`).toBeDefined()
      const body = sampleBody(route.bodySchema)
      setAt(body, field, id)
      const before = await snapshotOf(a.orgId)
      const reply = await b.admin.call(route.path, body, { method: route.method })
      expect(reply.code).toBe(Code.noDataOrPermission)
      expect(await snapshotOf(a.orgId)).toEqual(before)
      // The same call form-encoded, and with A's id hidden in a list after one of B's own.
      expect((await b.admin.call(route.path, body, { method: route.method, form: true })).code).toBe(
        Code.noDataOrPermission,
      )
      setAt(body, field, `${bIds[kind]},${id}`)
      expect((await b.admin.call(route.path, body, { method: route.method })).code).toBe(
        Code.noDataOrPermission,
      )
    },
  )
})

/** The kinds a grant to an external party opens: the device's card, watching it, its signals and reports. */
const WATCH_KINDS = new Set(['deviceCard', 'watchDevice', 'watchSignal', 'watchReport'])

/** Every call naming A's ids in a field of a kind not in `watching` is refused, and nothing of A changes. */
function refusesBeyond(watching: ReadonlySet<string>) {
  const configuring = scoped.flatMap((r) =>
    Object.entries(r.idFields)
      .filter(([, kind]) => !watching.has(kind))
      .map(([field]) => [r.path, field, r] as const),
  )
  it.each(configuring)('%s with A in %s', async (_path, field, route) => {
    const body = sampleBody(route.bodySchema)
    setAt(body, field, aIds[route.idFields[field]!])
    const before = await snapshotOf(a.orgId)
    expect((await b.admin.call(route.path, body, { method: route.method })).code).toBe(
      Code.noDataOrPermission,
    )
    expect(await snapshotOf(a.orgId)).toEqual(before)
  })
}

// issue 32: A grants B its device; every call that names A's ids for anything but watching is still refused
describe("with a grant of A's device to B, B still cannot use A's ids beyond watching", () => {
  beforeAll(async () => {
    await ok(a.admin.call('api/pmsn/auth', { party: b.orgId, deviceIds: [aIds.device!], write: true }))
  })
  refusesBeyond(WATCH_KINDS)
})

/** The kinds a grant of a project opens besides: the project, its pages and memory variables, to watch. */
const PROJECT_WATCH_KINDS = new Set([...WATCH_KINDS, 'watchProject', 'watchPage', 'watchMvar'])

// issue 32: A grants B its project with writes; every call naming A's ids for anything but opening and
// watching is still refused, and the opening calls answer
describe("with a grant of A's project to B, B still cannot use A's ids beyond watching", () => {
  beforeAll(async () => {
    await ok(a.admin.call('api/pmsn/auth', { party: b.orgId, projectIds: [aIds.project!], write: true }))
  })
  refusesBeyond(PROJECT_WATCH_KINDS)

  it('opens the project and its page to B', async () => {
    expect((await b.admin.call('project/info', { id: aIds.project })).code).toBe(200)
    expect((await b.admin.call('project/page/info', { id: aIds.page })).code).toBe(200)
    expect((await b.admin.call('project/mvar/queryAll', { projectId: aIds.project })).code).toBe(200)
  })
})

const keyed = routes.filter((r) => r.auth !== 'public' && r.auth !== 'user')

describe('a user without the permission key is refused', () => {
  it.each(keyed.map((r) => [r.path, r.auth, r] as const))('%s needs %s', async (_path, _auth, route) => {
    const reply = await bPlain.call(route.path, sampleBody(route.bodySchema), { method: route.method })
    expect(reply.code).toBe(Code.noAccess)
  })
})

// The platform administrators' calls (issue 35: the platform-admin menu) refuse an enterprise's own
// administrator, who holds every key an enterprise grants.
describe('an enterprise administrator is refused the platform calls', () => {
  it.each(keyed.filter((r) => r.auth === PLATFORM_ADMIN_KEY).map((r) => [r.path, r] as const))(
    '%s',
    async (_path, route) => {
      const reply = await a.admin.call(route.path, sampleBody(route.bodySchema), { method: route.method })
      expect(reply.code).toBe(Code.noAccess)
    },
  )
})

describe('a signed-in call without a session is refused', () => {
  it.each(routes.filter((r) => r.auth !== 'public').map((r) => [r.path, r] as const))(
    '%s',
    async (_path, route) => {
      const reply = await server.call(route.path, sampleBody(route.bodySchema), { method: route.method })
      expect(reply.code).toBe(Code.sessionInvalid)
    },
  )
})

// The GM centre (issue 36) is not an enterprise's: its calls answer platform administrators and operators
// of operating centres only. An enterprise administrator (A's) is refused every one; an operator of a
// centre holding B alone sees nothing of A, whatever it names.
describe('the GM centre', () => {
  const gm = routes.filter((r) => r.path.startsWith('gm/') && r.auth === 'user')
  let operator: Session
  let centreA: string

  beforeAll(async () => {
    const platform = await loginDemoAdmin(server)
    const b = await ok(platform.call('gm/oc/save', { name: 'Isolation B', enterprises: [bOrgId()] }))
    centreA = (await ok(platform.call('gm/oc/save', { name: 'Isolation A', enterprises: [a.orgId] }))).id
    const account = await createAccount(server, platform)
    await ok(platform.call('gm/oc/grant', { centre: b.id, loginname: account.loginname, write: true }))
    operator = await account.session()
  })

  it.each(gm.map((r) => [r.path, r] as const))(
    '%s refuses an enterprise administrator',
    async (_p, route) => {
      // its own GM group (the fixture's): the scope, not the group, refuses
      const body = { ...sampleBody(route.bodySchema), name: 'x', groupId: aIds.gmGroup }
      expect((await a.admin.call(route.path, body, { method: route.method })).code).toBe(
        Code.noDataOrPermission,
      )
    },
  )

  it.each(gm.map((r) => [r.path, r] as const))(
    "%s shows an operator of another centre nothing of A's",
    async (_p, route) => {
      const sn = await snOf(aIds.gateway)
      const refs: Record<string, unknown> = {
        enterprise: a.orgId,
        centre: centreA,
        groupId: aIds.gmGroup,
        add: [sn],
      }
      const fields = Object.keys((route.bodySchema as { properties?: object }).properties ?? {})
      const body = sampleBody(route.bodySchema)
      const named = fields.filter((f) => f in refs)
      for (const f of named) setAt(body, f, refs[f])
      const before = await snapshotOf(a.orgId)
      const reply = await operator.call(route.path, body, { method: route.method })
      if (named.length > 0) expect(reply.code).toBe(Code.noDataOrPermission)
      else {
        expect(reply.code).toBe(200)
        const text = JSON.stringify(reply.data)
        expect(text).not.toContain(a.orgId)
        expect(text).not.toContain(sn)
      }
      expect((await ok(operator.call('gm/list', { keyword: sn }))).list).toEqual([])
      expect(await snapshotOf(a.orgId)).toEqual(before)
    },
  )
})

const bOrgId = () => b.orgId
const snOf = async (gatewayId: string | undefined) =>
  (
    await server.db
      .selectFrom('gateways')
      .select('sn')
      .where('id', '=', gatewayId ?? '')
      .executeTakeFirstOrThrow()
  ).sn
