// Rows the project tests stand on that other areas own (gateways, devices, variables, templates, alarms,
// history reports), written straight into the database with the columns' own defaults, and the page
// save form post built by the platform's FormData like a browser's.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Reply, Session, TestServer } from './helpers.ts'

// Only the columns a test cares about are named; the tables' defaults fill the rest.
// biome-ignore lint/suspicious/noExplicitAny: see above
const loose = (server: TestServer) => server.db as unknown as Kysely<any>

let sn = 200_000_000_000

export async function insertDevice(
  server: TestServer,
  owner: { orgId: string; accountId: string },
  name = 'Device',
  gatewayState?: 'online' | 'offline' | 'sleeping',
): Promise<string> {
  const now = server.clock.now()
  let gatewayId: string | null = null
  if (gatewayState) {
    gatewayId = randomUUID()
    await loose(server)
      .insertInto('gateways')
      .values({
        id: gatewayId,
        orgId: owner.orgId,
        sn: String(++sn),
        codeHash: 'x',
        credentialHash: 'x',
        state: gatewayState,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  }
  const id = randomUUID()
  await loose(server)
    .insertInto('devices')
    .values({
      id,
      orgId: owner.orgId,
      ownerId: owner.accountId,
      name,
      gatewayId,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

export async function insertVariable(
  server: TestServer,
  orgId: string,
  deviceId: string,
  name: string,
  rw = 'rw',
): Promise<string> {
  const now = server.clock.now()
  const id = randomUUID()
  await loose(server)
    .insertInto('variables')
    .values({ id, orgId, deviceId, name, key: name, rw, unit: 'm', createdAt: now, updatedAt: now })
    .execute()
  return id
}

export async function insertTemplate(server: TestServer, orgId: string, ownerId: string): Promise<string> {
  const now = server.clock.now()
  const id = randomUUID()
  await loose(server)
    .insertInto('templates')
    .values({ id, orgId, ownerId, name: 'Template', createdAt: now, updatedAt: now })
    .execute()
  return id
}

/** An alarm of the device still unresolved. */
export async function insertAlarm(server: TestServer, orgId: string, deviceId: string): Promise<void> {
  await loose(server)
    .insertInto('alarmRecords')
    .values({
      id: randomUUID(),
      orgId,
      deviceId,
      type: 'variable',
      level: 'normal',
      value: '1',
      text: 'high',
      triggeredAt: server.clock.now(),
    })
    .execute()
}

/** A history report of the device keeping these variables; answers its id. */
export async function insertReport(
  server: TestServer,
  orgId: string,
  deviceId: string,
  variableIds: string[],
  name = 'Report',
): Promise<string> {
  const now = server.clock.now()
  const id = randomUUID()
  await loose(server)
    .insertInto('reports')
    .values({
      id,
      orgId,
      deviceId,
      name,
      type: 'normal',
      storageMode: 'periodic',
      intervalS: 60,
      aggregation: 'last',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  await loose(server)
    .insertInto('reportVariables')
    .values(
      variableIds.map((variableId, sort) => ({ reportId: id, variableId, orgId, aggregation: 'last', sort })),
    )
    .execute()
  return id
}

/** The designer's page save: form fields plus the page JSON as the file `json` (designer spec §7). */
export async function savePage(
  server: TestServer,
  session: Session,
  fields: Record<string, string | number | boolean>,
  json?: string | Uint8Array,
): Promise<Reply> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  if (json !== undefined)
    form.append('json', new Blob([json as BlobPart], { type: 'application/json' }), 'page.json')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const response = await server.app.inject({
    method: 'POST',
    url: '/lfscada/project/page/save',
    headers: { cookie: session.cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  return response.json()
}

/**
 * One entity of each kind the project routes name, in the enterprise of `org` (tenant-isolation
 * fixtures). Devices, variables and templates come from `have` when their own area made them.
 */
export async function projectEntityFixtures(
  server: TestServer,
  org: { orgId: string; adminId: string; admin: Session },
  have: Partial<Record<string, string>>,
): Promise<Record<string, string>> {
  const { orgId, adminId, admin } = org
  const call = async (path: string, body: unknown) => {
    const reply = await admin.call(path, body)
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${JSON.stringify(reply.data)}`)
    return reply.data
  }
  const device = have.device ?? (await insertDevice(server, { orgId, accountId: adminId }, 'Fixture'))
  const signal = await insertVariable(server, orgId, device, 'fixture')
  const project = await call('project/add', { name: 'Fixture' })
  await call('project/equip/add', { projectId: project.id, equipmentIds: device })
  const page = await call('project/page/add', { projectId: project.id, title: 'Fixture' })
  const pageTemplate = await call('project/page/template/save', { pageId: page.id, title: 'Fixture' })
  const permission = await call('project/pmsn/add', {
    projectId: project.id,
    title: 'Fixture',
    actions: ['query'],
  })
  const mvar = await call('project/mvar/add', {
    projectId: project.id,
    name: 'Fixture',
    calcType: 'sum',
    signalIds: signal,
  })
  return {
    device,
    variable: have.variable ?? signal,
    template: have.template ?? (await insertTemplate(server, orgId, adminId)),
    project: project.id,
    page: page.id,
    pageTemplate: pageTemplate.id,
    projectPermission: permission.id,
    mvar: mvar.id,
    // the same, named by the calls that open and watch a project (a grant of it opens them: issue 32)
    watchProject: project.id,
    watchPage: page.id,
    watchMvar: mvar.id,
  }
}
