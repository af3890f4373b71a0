// The scoping helper on its own: enterprise, device authorisation (creator, authorised user,
// administrator and operation accounts) and personal rows. Later device routes rely on it.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { ApiError } from '../../../server/http/api-error.ts'
import { type Caller, callerOf } from '../../../server/tenancy/caller.ts'
import { assertInScope, idsIn } from '../../../server/tenancy/scope.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  loginDemoAdmin,
  type TestEnterprise,
  type TestServer,
} from './helpers.ts'

let server: TestServer
let org: TestEnterprise
let foreign: TestEnterprise
const callers: Record<'admin' | 'operation' | 'creator' | 'authorised' | 'stranger' | 'foreign', Caller> =
  {} as never
let deviceId: string
let variableId: string
let messageId: string

async function callerFor(accountId: string): Promise<Caller> {
  const row = await server.db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  return callerOf(server.db, row, null, server.clock.now())
}

beforeAll(async () => {
  server = await createTestServer()
  const platform = await loginDemoAdmin(server)
  org = await createEnterprise(server, platform)
  foreign = await createEnterprise(server, platform)
  const operation = await createAccount(server, org.admin, { kind: 'operation' })
  const creator = await createAccount(server, org.admin)
  const authorised = await createAccount(server, org.admin)
  const stranger = await createAccount(server, org.admin)
  const now = server.clock.now()
  deviceId = randomUUID()
  variableId = randomUUID()
  messageId = randomUUID()
  const base = { orgId: org.orgId, createdAt: now, updatedAt: now }
  await server.db
    .insertInto('devices')
    .values({ ...base, id: deviceId, ownerId: creator.id, name: 'Pump', address: '', remark: '' })
    .execute()
  await server.db
    .insertInto('deviceUsers')
    .values({ deviceId, accountId: authorised.id, orgId: org.orgId, createdAt: now })
    .execute()
  await server.db
    .insertInto('variables')
    .values({
      ...base,
      id: variableId,
      deviceId,
      templateId: null,
      driverId: null,
      name: 'level',
      key: 'level',
      kind: 'device',
      registerType: '4x',
      address: '1',
      dataType: 'int16',
      rw: 'r',
      unit: 'm',
      decimals: 0,
      deadZone: 0,
      readFormula: '',
      writeFormula: '',
      readMin: null,
      readMax: null,
      writeMin: null,
      writeMax: null,
      collectMode: 'cyclic',
      writePermission: '',
    })
    .execute()
  await server.db
    .insertInto('messages')
    .values({
      id: messageId,
      orgId: org.orgId,
      accountId: creator.id,
      type: 'alarm',
      equipType: '',
      dataId: deviceId,
      dataStatus: '',
      title: 'High level',
      note: '',
      imgUrl: '',
      alarmBroadcastTimes: 0,
      createdAt: now,
    })
    .execute()
  Object.assign(callers, {
    admin: await callerFor(org.adminId),
    operation: await callerFor(operation.id),
    creator: await callerFor(creator.id),
    authorised: await callerFor(authorised.id),
    stranger: await callerFor(stranger.id),
    foreign: await callerFor(foreign.adminId),
  })
})
afterAll(() => server.close())

async function codeOf(promise: Promise<void>): Promise<number | 'ok'> {
  try {
    await promise
    return 'ok'
  } catch (e) {
    if (e instanceof ApiError) return e.code
    throw e
  }
}

describe('device rows', () => {
  it.each([
    ['admin', 'ok'],
    ['operation', 'ok'],
    ['creator', 'ok'],
    ['authorised', 'ok'],
    ['stranger', Code.noDataOrPermission],
    ['foreign', Code.noDataOrPermission],
  ] as const)('%s → %s for the device and its variables', async (who, expected) => {
    expect(await codeOf(assertInScope(server.db, callers[who], 'device', [deviceId]))).toBe(expected)
    expect(await codeOf(assertInScope(server.db, callers[who], 'variable', [variableId]))).toBe(expected)
  })
})

describe('personal rows', () => {
  it('a message is its recipient’s only', async () => {
    expect(await codeOf(assertInScope(server.db, callers.creator, 'message', [messageId]))).toBe('ok')
    expect(await codeOf(assertInScope(server.db, callers.admin, 'message', [messageId]))).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('ids', () => {
  it('an unknown id, and a list with one foreign id, are 90003', async () => {
    expect(await codeOf(assertInScope(server.db, callers.admin, 'account', [randomUUID()]))).toBe(
      Code.noDataOrPermission,
    )
    const ids = [org.adminId, foreign.adminId]
    expect(await codeOf(assertInScope(server.db, callers.admin, 'account', ids))).toBe(
      Code.noDataOrPermission,
    )
    expect(await codeOf(assertInScope(server.db, callers.admin, 'account', [org.adminId, org.adminId]))).toBe(
      'ok',
    )
  })

  it.each([
    ['one id', 'a1', ['a1']],
    ['a comma list', 'a1, b2,,c3', ['a1', 'b2', 'c3']],
    ['an array', ['a1', 'b2,c3'], ['a1', 'b2', 'c3']],
    ['no string', 42, []],
    ['an object', { id: 'a1' }, []],
  ])('idsIn reads %s', (_what, value, ids) => {
    expect(idsIn(value)).toEqual(ids)
  })
})
