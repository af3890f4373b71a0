// Long lists (issue 14 "Lists") on SQLite and PostgreSQL: device, monitor and message pages answer the
// same rows and totals as a plain query of the tables, at page boundaries, with keyword search through
// the trigram indexes and with totals kept between pages (views/counts.ts) that follow every change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../server/seed.ts'
import { type Db, migrateToLatest } from '../../../server/storage/db.ts'
import { sortableId } from '../../../server/storage/ids.ts'
import { cachedCount } from '../../../server/views/counts.ts'
import { deviceName, FLEET_USER, seedFleet } from '../../bench/fixtures/device-fleet.ts'
import { pgReachable, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'
import { createTestServer, login, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: its list tests skipped')

const DEVICES = 23
const MESSAGES = 17

const dialects = [
  ['SQLite', async () => sqliteDatabase()],
  ['PostgreSQL', postgresDatabase],
] as const

describe.each(dialects)('totals on a fresh %s database', (name, open) => {
  it.skipIf(name === 'PostgreSQL' && !pgUp)('follow the very first change of a list', async () => {
    const database = await open()
    try {
      const { db } = database
      await migrateToLatest(db)
      await seedDemo(db, Date.now())
      const messages = () => cachedCount(db, 'messages', db.selectFrom('messages').selectAll())
      const before = await messages()
      const account = await db.selectFrom('accounts').select(['id', 'orgId']).executeTakeFirstOrThrow()
      await db.insertInto('messages').values(newMessage(account, Date.now())).execute()
      expect(await messages()).toBe(before + 1)
    } finally {
      await database.drop()
    }
  })
})

const newMessage = (account: { id: string; orgId: string }, now: number) => ({
  id: sortableId(now),
  orgId: account.orgId,
  accountId: account.id,
  type: 'notice',
  equipType: '',
  dataId: '',
  dataStatus: '',
  title: 'New',
  note: '',
  imgUrl: '',
  alarmBroadcastTimes: 0,
  createdAt: now,
})

describe.each(dialects)('lists on %s', (name, open) => {
  let database: TestDatabase
  let server: TestServer
  let db: Db
  let admin: Session
  let user: Session
  let groupId: string
  const skip = name === 'PostgreSQL' && !pgUp

  beforeAll(async () => {
    if (skip) return
    database = await open()
    server = await createTestServer({ db: database.db })
    db = server.db
    ;({ groupId } = await seedFleet(db, DEVICES, MESSAGES))
    admin = await loginDemoAdmin(server)
    user = await login(server, FLEET_USER.loginname, FLEET_USER.password)
  })
  afterAll(async () => {
    await server?.app.close()
    await database?.drop()
  })

  /** Every page of a list, in order, with the total each page answered. */
  async function allPages(session: Session, path: string, body: object, pageSize: number) {
    const ids: string[] = []
    const totals = new Set<number>()
    for (let pageNo = 1; ; pageNo++) {
      const page = await ok(session.call(path, { ...body, pageNo, pageSize }))
      totals.add(page.total)
      ids.push(...page.list.map((d: { id: string }) => d.id))
      if (page.list.length < pageSize) {
        // one page past the end: empty, same total
        const after = await ok(session.call(path, { ...body, pageNo: pageNo + 1, pageSize }))
        expect(after.list).toEqual([])
        totals.add(after.total)
        return { ids, totals: [...totals] }
      }
    }
  }

  const orgDeviceIds = async (where?: { ownerId?: string }) =>
    (
      await db
        .selectFrom('devices')
        .select('id')
        .where('orgId', '=', admin.info.orgId ?? (await orgOfAdmin()))
        .$if(!!where?.ownerId, (qb) => qb.where('ownerId', '=', where?.ownerId as string))
        .orderBy('sort')
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute()
    ).map((r) => r.id)
  const orgOfAdmin = async () =>
    (
      await db
        .selectFrom('accounts')
        .select('orgId')
        .where('loginname', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).orgId

  it.skipIf(skip)('pages through every device once, in order, at every page size boundary', async () => {
    const expected = await orgDeviceIds()
    for (const pageSize of [1, 5, expected.length, expected.length + 1]) {
      const { ids, totals } = await allPages(admin, 'equipment/multi/query', {}, pageSize)
      expect(ids, `pageSize ${pageSize}`).toEqual(expected)
      expect(totals).toEqual([expected.length])
    }
  })

  it.skipIf(skip)('scopes an internal account to its own devices, total included', async () => {
    const own = await db
      .selectFrom('accounts')
      .select('id')
      .where('loginname', '=', FLEET_USER.loginname)
      .executeTakeFirstOrThrow()
    const expected = await orgDeviceIds({ ownerId: own.id })
    expect(expected.length).toBe(Math.ceil(DEVICES / 5))
    const { ids, totals } = await allPages(user, 'equipment/multi/query', {}, 2)
    expect(ids).toEqual(expected)
    expect(totals).toEqual([expected.length])
  })

  it.skipIf(skip)('finds by a part of the name or of the SN, in any case, and nothing else', async () => {
    const byName = await ok(admin.call('equipment/multi/query', { keyword: 'STATION 000017' }))
    expect(byName.list.map((d: { name: string }) => d.name)).toEqual([deviceName(17)])
    expect(byName.total).toBe(1)
    const bySn = await ok(admin.call('equipment/multi/query', { keyword: '0000000021' }))
    expect(bySn.list.map((d: { name: string }) => d.name)).toEqual([deviceName(21)])
    const several = await ok(admin.call('equipment/multi/query', { keyword: 'station 00001', pageSize: 100 }))
    expect(several.total).toBe(10) // 000010 … 000019
    expect(several.list).toHaveLength(10)
    const short = await ok(admin.call('equipment/multi/query', { keyword: '22' }))
    expect(short.list.map((d: { name: string }) => d.name)).toEqual([deviceName(22)])
    const none = await ok(admin.call('equipment/multi/query', { keyword: 'no such pump' }))
    expect(none).toMatchObject({ list: [], total: 0 })
  })

  it.skipIf(skip)('follows a rename and a deletion at once, in the search and in the totals', async () => {
    const before = await ok(admin.call('equipment/multi/query', {}))
    const [target] = (await ok(admin.call('equipment/multi/query', { keyword: deviceName(5) }))).list
    await ok(admin.call('equipment/multi/edit', { id: target.id, name: 'Boiler house East' }))
    expect((await ok(admin.call('equipment/multi/query', { keyword: deviceName(5) }))).total).toBe(0)
    const renamed = await ok(admin.call('equipment/multi/query', { keyword: 'house east' }))
    expect(renamed.list.map((d: { id: string }) => d.id)).toEqual([target.id])
    await ok(admin.call('equipment/multi/delete', { id: target.id }))
    expect((await ok(admin.call('equipment/multi/query', { keyword: 'house east' }))).total).toBe(0)
    expect((await ok(admin.call('equipment/multi/query', {}))).total).toBe(before.total - 1)
    expect((await ok(admin.call('equipment/multi/query', { groupId }))).total).toBe(
      (
        await db
          .selectFrom('devices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('groupId', '=', groupId)
          .executeTakeFirstOrThrow()
      ).n * 1,
    )
  })

  it.skipIf(skip)('counts a gateway going online in the state filter at once', async () => {
    const online = async () => (await ok(admin.call('equipment/multi/query', { state: 'online' }))).total
    const before = await online()
    const offline = await db
      .selectFrom('gateways')
      .select('id')
      .where('state', '=', 'offline')
      .where('sn', 'like', '5%')
      .executeTakeFirstOrThrow()
    await db.updateTable('gateways').set({ state: 'online' }).where('id', '=', offline.id).execute()
    expect(await online()).toBe(before + 1)
  })

  it.skipIf(skip)('puts followed devices first across page boundaries, every device once', async () => {
    const all = await orgDeviceIds()
    const follow = [all[7], all[3], all[12]] as string[]
    for (const id of follow) await ok(admin.call('monitor/equipment/setFollow', { equipmentId: id }))
    const expected = [...all.filter((id) => follow.includes(id)), ...all.filter((id) => !follow.includes(id))]
    for (const pageSize of [2, 3, 4]) {
      const { ids, totals } = await allPages(admin, 'monitor/equipment/query', {}, pageSize)
      expect(ids, `pageSize ${pageSize}`).toEqual(expected)
      expect(totals).toEqual([all.length])
    }
    const page = await ok(admin.call('monitor/equipment/query', { pageSize: 4 }))
    expect(page.list.map((d: { followed: boolean }) => d.followed)).toEqual([true, true, true, false])
    const onlyFollowed = await ok(admin.call('monitor/equipment/query', { followed: true }))
    expect(onlyFollowed.total).toBe(3)
  })

  it.skipIf(skip)('pages the messages newest first, counting a new one and a read one at once', async () => {
    const { ids, totals } = await allPages(admin, 'msg/query', {}, 4)
    expect(ids).toHaveLength(MESSAGES)
    expect(totals).toEqual([MESSAGES])
    const times = await db.selectFrom('messages').select(['id', 'createdAt']).where('id', 'in', ids).execute()
    const timeOf = new Map(times.map((t) => [t.id, t.createdAt]))
    expect(ids.map((id) => timeOf.get(id))).toEqual(
      [...ids.map((id) => timeOf.get(id))].sort((a, b) => (b ?? 0) - (a ?? 0)),
    )
    const unread = async () => (await ok(admin.call('msg/query', { read: false }))).total
    const unreadBefore = await unread()
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'orgId'])
      .where('loginname', '=', 'admin')
      .executeTakeFirstOrThrow()
    const now = Date.now()
    await db.insertInto('messages').values(newMessage(account, now)).execute()
    expect((await ok(admin.call('msg/query', {}))).total).toBe(MESSAGES + 1)
    expect(await unread()).toBe(unreadBefore + 1)
    await db.updateTable('messages').set({ isRead: 1 }).where('accountId', '=', account.id).execute()
    expect(await unread()).toBe(0)
  })
})
