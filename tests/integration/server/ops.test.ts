// Operation and maintenance (server/maintenance, `ops/*`): the work-order state machine of spec §4 (every
// allowed and every refused transition), who may move an order, the order messages, the §9 limits
// (30 devices per plan: 2701, 50 items per content: 2706), the inspection flow (accept, inspect,
// complete, end) and who sees what. On SQLite always, on PostgreSQL when it answers at 127.0.0.1:5432.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import {
  INSPECTION_CONTENT_MAX_ITEMS,
  INSPECTION_PLAN_MAX_DEVICES,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from '../../../schemas/entities/ops.ts'
import { orderDay } from '../../../server/maintenance/work-orders.ts'
import { pgReachable, postgresDatabase, type TestDatabase } from './databases.ts'
import {
  createAccount,
  createEnterprise,
  createTestServer,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  START,
  type TestEnterprise,
  type TestServer,
  uniqueName,
} from './helpers.ts'
import { insertDevice } from './project-fixtures.ts'

const pgUp = await pgReachable()
if (!pgUp) console.log('PostgreSQL not reachable: skipped')

const dialects = [
  ['SQLite', async () => null],
  ['PostgreSQL', postgresDatabase],
] as const

/**
 * Spec §4 work order states and what each action may start from, written out here on their own:
 * dispatch from pending or dispatched (to another repairer), receive from dispatched, finish from
 * received, end (early) from anything not finished or ended.
 */
const ALLOWED: Record<string, readonly WorkOrderStatus[]> = {
  dispatch: ['pending', 'dispatched'],
  receive: ['dispatched'],
  finish: ['received'],
  end: ['pending', 'dispatched', 'received'],
}
const RESULT_OF: Record<string, WorkOrderStatus> = {
  dispatch: 'dispatched',
  receive: 'received',
  finish: 'finished',
  end: 'ended',
}

describe.each(dialects)('O&M on %s', (dialect, open) => {
  const skip = dialect === 'PostgreSQL' && !pgUp
  let database: TestDatabase | null = null
  let server: TestServer
  let admin: Session
  let orgId: string
  /** holds ops_order_handle and the repair view key */
  let repairer: { id: string; loginname: string; session: Session }
  let repairer2: { id: string; loginname: string; session: Session }
  /** holds ops_inspection_do */
  let inspector: { id: string; loginname: string; session: Session }
  let inspector2: { id: string; loginname: string; session: Session }
  /** holds monitor_multi_designer_repair only: authorised for no device */
  let viewer: Session
  /** holds no key */
  let plain: Session
  let device: string
  let other: TestEnterprise
  let otherDevice: string
  /** one more than a plan may hold, and the inspection content the plans use */
  let devices: string[]
  let content: Json

  async function accountWith(auths: string[]) {
    const role = await ok(admin.call('org/role/add', { uuid: uniqueName('r'), name: uniqueName('R'), auths }))
    const account = await createAccount(server, admin, { roleId: role.id })
    return { id: account.id, loginname: account.loginname, session: await account.session() }
  }

  beforeAll(async () => {
    if (skip) return
    database = await open()
    server = await createTestServer(database ? { db: database.db } : {})
    admin = await loginDemoAdmin(server)
    orgId = admin.info.orgId
    repairer = await accountWith(['ops_order_handle', 'monitor_multi_designer_repair'])
    repairer2 = await accountWith(['ops_order_handle', 'monitor_multi_designer_repair'])
    inspector = await accountWith(['ops_inspection_do'])
    inspector2 = await accountWith(['ops_inspection_do'])
    viewer = (await accountWith(['monitor_multi_designer_repair'])).session
    plain = (await accountWith([])).session
    device = await insertDevice(server, { orgId, accountId: admin.info.userId }, 'Pump')
    other = await createEnterprise(server, admin)
    otherDevice = await insertDevice(server, { orgId: other.orgId, accountId: other.adminId }, 'Foreign')
    devices = []
    for (let i = 0; i <= INSPECTION_PLAN_MAX_DEVICES; i++)
      devices.push(await insertDevice(server, { orgId, accountId: admin.info.userId }, `Line ${i}`))
    content = await ok(
      admin.call('ops/inspection/content/add', {
        name: 'Daily',
        items: [{ name: 'Oil', standard: 'full' }, { name: 'Noise' }],
      }),
    )
  })
  afterAll(async () => {
    if (skip) return
    await server.app.close()
    if (database) await database.drop()
    else await server.db.destroy()
  })

  const tick = () => server.clock.advance(1000)

  async function order(status: WorkOrderStatus): Promise<Json> {
    tick()
    const withRepairer = status !== 'pending' && status !== 'ended'
    const made = await ok(
      admin.call('ops/repair/add', {
        equipmentId: device,
        description: `to be ${status}`,
        ...(withRepairer ? { repairerId: repairer.id } : {}),
      }),
    )
    if (status === 'received' || status === 'finished')
      await ok(repairer.session.call('ops/repair/receive', { id: made.id }))
    if (status === 'finished')
      await ok(repairer.session.call('ops/repair/finish', { id: made.id, result: 'fixed' }))
    if (status === 'ended') await ok(admin.call('ops/repair/end', { id: made.id, reason: 'not needed' }))
    return made
  }

  /** The action as the one who would do it: managers dispatch and end, the repairer receives and finishes. */
  function act(action: string, id: string) {
    switch (action) {
      case 'dispatch':
        return admin.call('ops/repair/dispatch', { id, repairerId: repairer.id })
      case 'receive':
        return repairer.session.call('ops/repair/receive', { id })
      case 'finish':
        return repairer.session.call('ops/repair/finish', { id, result: 'replaced the seal' })
      default:
        return admin.call('ops/repair/end', { id, reason: 'duplicate' })
    }
  }

  const statusOf = async (id: string): Promise<WorkOrderStatus> => {
    const page = await ok(admin.call('ops/repair/query', { equipmentId: device, pageSize: 100 }))
    return page.list.find((o: Json) => o.id === id).status
  }

  describe.skipIf(skip)('work orders', () => {
    it('gives the administrator and operation accounts the new keys', async () => {
      for (const key of ['ops_order_manage', 'ops_order_handle', 'ops_inspection_do'])
        expect(admin.info.auths).toContain(key)
      const operation = await (await createAccount(server, admin, { kind: 'operation' })).session()
      expect(operation.info.auths).toEqual(
        expect.arrayContaining(['ops_order_manage', 'ops_order_handle', 'ops_inspection_do']),
      )
    })

    it('numbers orders per day and enterprise, pending without a repairer', async () => {
      const day = orderDay(server.clock.now())
      const first = await ok(
        admin.call('ops/repair/add', { equipmentId: device, description: 'Leak', content: 'Seal' }),
      )
      tick()
      const second = await ok(admin.call('ops/repair/add', { equipmentId: device, description: 'Noise' }))
      expect(first).toMatchObject({
        equipmentId: device,
        equipmentName: 'Pump',
        description: 'Leak',
        content: 'Seal',
        status: 'pending',
        repairerId: null,
        repairer: null,
        creator: admin.info.loginname,
        result: null,
      })
      expect(first.number).toMatch(/^WO\d{8}-\d{4}$/)
      expect(first.number.slice(2, 10)).toBe(day)
      expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1)
      // another enterprise counts its own
      const foreign = await ok(
        other.admin.call('ops/repair/add', { equipmentId: otherDevice, description: 'x' }),
      )
      expect(foreign.number).toBe(`WO${day}-0001`)
    })

    it('dispatches at once when a repairer is given, and tells the repairer', async () => {
      const pushed: Json[] = []
      const stop = server.services.realtime.messages.subscribe(repairer.id, (text) =>
        pushed.push(JSON.parse(text)),
      )
      const made = await order('dispatched')
      stop()
      expect(made).toMatchObject({
        status: 'dispatched',
        repairerId: repairer.id,
        repairer: repairer.loginname,
      })
      const messages = await ok(repairer.session.call('msg/query', { type: 'order' }))
      const message = messages.list.find((m: Json) => m.dataId === made.id)
      expect(message).toMatchObject({
        type: 'order',
        equipType: 'equip',
        dataStatus: 'dispatched',
        note: made.description,
      })
      expect(message.title).toContain(made.number)
      // the message leads to the order's device (msg/query and msg/info by the order's id)
      expect(message.equipmentId).toBe(made.equipmentId)
      expect(await ok(repairer.session.call('msg/info', { id: made.id }))).toMatchObject({
        dataId: made.id,
        equipmentId: made.equipmentId,
      })
      expect(pushed).toEqual([expect.objectContaining({ dataId: made.id, type: 'order' })])
    })

    const cases = WORK_ORDER_STATUSES.flatMap((status) =>
      Object.keys(ALLOWED).map((action) => [action, status, ALLOWED[action]!.includes(status)] as const),
    )
    it.each(cases)('%s from %s: allowed %s', async (action, status, allowed) => {
      const made = await order(status)
      expect(await statusOf(made.id)).toBe(status)
      const reply = await act(action, made.id)
      if (allowed) {
        expect(reply.code).toBe(200)
        expect(reply.data.status).toBe(RESULT_OF[action])
        expect(await statusOf(made.id)).toBe(RESULT_OF[action])
      } else {
        expect(reply.code).toBe(Code.alreadyHandled)
        expect(reply.code).toBe(3004)
        expect(await statusOf(made.id)).toBe(status)
      }
    })

    it('keeps the finish result and the end reason', async () => {
      const finished = await order('finished')
      const ended = await order('ended')
      const page = await ok(admin.call('ops/repair/query', { equipmentId: device, pageSize: 100 }))
      expect(page.list.find((o: Json) => o.id === finished.id).result).toBe('fixed')
      expect(page.list.find((o: Json) => o.id === ended.id).result).toBe('not needed')
    })

    it('lets only the assigned repairer receive and finish', async () => {
      const dispatched = await order('dispatched')
      expect((await repairer2.session.call('ops/repair/receive', { id: dispatched.id })).code).toBe(
        Code.notAssignee,
      )
      expect((await admin.call('ops/repair/receive', { id: dispatched.id })).code).toBe(2702)
      const received = await order('received')
      expect((await repairer2.session.call('ops/repair/finish', { id: received.id, result: 'x' })).code).toBe(
        Code.notAssignee,
      )
      expect(await statusOf(dispatched.id)).toBe('dispatched')
      expect(await statusOf(received.id)).toBe('received')
      // the repairer cannot dispatch or end (no ops_order_manage)
      expect((await repairer.session.call('ops/repair/end', { id: received.id, reason: 'x' })).code).toBe(
        Code.noAccess,
      )
    })

    it('dispatches again to another repairer, who is told; the first one can no longer receive', async () => {
      const made = await order('dispatched')
      const moved = await ok(admin.call('ops/repair/dispatch', { id: made.id, repairerId: repairer2.id }))
      expect(moved).toMatchObject({
        status: 'dispatched',
        repairerId: repairer2.id,
        repairer: repairer2.loginname,
      })
      const messages = await ok(repairer2.session.call('msg/query', { type: 'order' }))
      expect(messages.list.map((m: Json) => m.dataId)).toContain(made.id)
      expect((await repairer.session.call('ops/repair/receive', { id: made.id })).code).toBe(Code.notAssignee)
      await ok(repairer2.session.call('ops/repair/receive', { id: made.id }))
    })

    it('lists the accounts orders and plans may be given to (ops/staff)', async () => {
      const handlers = await ok(admin.call('ops/staff', { key: 'ops_order_handle' }))
      const ids = handlers.map((a: Json) => a.id)
      expect(ids).toEqual(expect.arrayContaining([repairer.id, repairer2.id, admin.info.userId]))
      expect(ids).not.toContain(inspector.id)
      const inspectors = (await ok(admin.call('ops/staff', { key: 'ops_inspection_do' }))).map(
        (a: Json) => a.id,
      )
      expect(inspectors).toEqual(expect.arrayContaining([inspector.id, inspector2.id]))
      expect(inspectors).not.toContain(repairer.id)
      expect(handlers.find((a: Json) => a.id === repairer.id)).toEqual({
        id: repairer.id,
        loginname: repairer.loginname,
      })
    })

    it('gives orders only to enabled accounts that may handle them', async () => {
      const made = await order('pending')
      const reply = await admin.call('ops/repair/dispatch', { id: made.id, repairerId: inspector.id })
      expect(reply).toMatchObject({
        code: Code.paramInvalid,
        data: { field: 'repairerId', reason: 'noPermission' },
      })
      const add = await admin.call('ops/repair/add', {
        equipmentId: device,
        description: 'x',
        repairerId: inspector.id,
      })
      expect(add.code).toBe(Code.paramInvalid)
      expect((await admin.call('ops/repair/dispatch', { id: made.id, repairerId: other.adminId })).code).toBe(
        Code.noDataOrPermission,
      )
    })

    it('logs every change', async () => {
      const made = await order('finished')
      const log = await ok(
        admin.call('user/operationlog/queryByObjectId', { objectId: made.id, pageSize: 10 }),
      )
      expect(log.list.map((e: Json) => e.action).reverse()).toEqual(['add', 'receive', 'finish'])
      expect(log.list[0]).toMatchObject({ objectType: 'workOrder', loginname: repairer.loginname })
    })

    it('lists orders newest first, filtered, for the devices the caller may watch or orders given to the caller', async () => {
      const all = await ok(admin.call('ops/repair/query', { equipmentId: device, pageSize: 100 }))
      const times = all.list.map((o: Json) => o.createdAt)
      expect(times).toEqual([...times].sort((x, y) => y - x))
      expect(all.total).toBe(all.list.length)
      const finished = await ok(admin.call('ops/repair/query', { status: 'finished', pageSize: 100 }))
      expect(finished.list.every((o: Json) => o.status === 'finished')).toBe(true)
      // the repairer is not authorised for the device, but sees the orders given to him
      const mine = await ok(repairer.session.call('ops/repair/query', { mine: true, pageSize: 100 }))
      expect(mine.total).toBeGreaterThan(0)
      expect(mine.list.every((o: Json) => o.repairerId === repairer.id)).toBe(true)
      // an account with the view key but no device and no order sees none, and may not name the device
      expect(await ok(viewer.call('ops/repair/query', {}))).toMatchObject({ total: 0, list: [] })
      expect((await viewer.call('ops/repair/query', { equipmentId: device })).code).toBe(
        Code.noDataOrPermission,
      )
    })

    it('needs monitor_multi_designer_repair (spec §6) or ops_order_manage to list orders; a repairer sees his own', async () => {
      expect((await plain.call('ops/repair/query', {})).code).toBe(Code.noAccess)
      expect((await inspector.session.call('ops/repair/query', {})).code).toBe(Code.noAccess)
      const handler = await accountWith(['ops_order_handle'])
      const given = await ok(
        admin.call('ops/repair/add', {
          equipmentId: device,
          description: 'for the handler',
          repairerId: handler.id,
        }),
      )
      const seen = await ok(handler.session.call('ops/repair/query', { pageSize: 100 }))
      expect(seen.list.map((o: Json) => o.id)).toEqual([given.id])
    })

    it("answers 90003 for another enterprise's device or order", async () => {
      expect((await admin.call('ops/repair/query', { equipmentId: otherDevice })).code).toBe(
        Code.noDataOrPermission,
      )
      expect((await admin.call('ops/repair/add', { equipmentId: otherDevice, description: 'x' })).code).toBe(
        Code.noDataOrPermission,
      )
      const foreign = await ok(
        other.admin.call('ops/repair/add', { equipmentId: otherDevice, description: 'x' }),
      )
      expect((await admin.call('ops/repair/end', { id: foreign.id, reason: 'x' })).code).toBe(
        Code.noDataOrPermission,
      )
      const theirs = await ok(other.admin.call('ops/repair/query', {}))
      expect(theirs.list.every((o: Json) => o.equipmentId === otherDevice)).toBe(true)
    })
  })

  describe.skipIf(skip)('inspections', () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `Item ${i + 1}`, standard: 'ok' }))

    const plan = async (deviceIds: string[], by = inspector) => {
      tick()
      return ok(
        admin.call('ops/inspection/plan/add', {
          title: uniqueName('Plan'),
          contentId: content.id,
          inspectorId: by.id,
          equipmentIds: deviceIds,
          planTime: server.clock.now() + 3600_000,
        }),
      )
    }
    const answers = (failed: string[] = []) =>
      ['Oil', 'Noise'].map((name) => ({
        name,
        ok: !failed.includes(name),
        ...(failed.includes(name) ? { note: 'bad' } : {}),
      }))

    it(`keeps contents to ${INSPECTION_CONTENT_MAX_ITEMS} items (2706) with distinct names`, async () => {
      const full = await ok(
        admin.call('ops/inspection/content/add', {
          name: 'Full',
          items: items(INSPECTION_CONTENT_MAX_ITEMS),
        }),
      )
      expect(full.items).toHaveLength(INSPECTION_CONTENT_MAX_ITEMS)
      const over = await admin.call('ops/inspection/content/add', {
        name: 'Over',
        items: items(INSPECTION_CONTENT_MAX_ITEMS + 1),
      })
      expect(over.code).toBe(Code.inspectionContentItems)
      expect(over.code).toBe(2706)
      const edit = await admin.call('ops/inspection/content/edit', {
        id: full.id,
        name: 'Full',
        items: items(INSPECTION_CONTENT_MAX_ITEMS + 1),
      })
      expect(edit.code).toBe(2706)
      const twice = await admin.call('ops/inspection/content/add', {
        name: 'Twice',
        items: [{ name: 'A' }, { name: 'A' }],
      })
      expect(twice).toMatchObject({ code: Code.paramInvalid, data: { names: ['A'] } })
      expect((await admin.call('ops/inspection/content/add', { name: 'Daily', items: items(1) })).code).toBe(
        Code.nameExists,
      )
      const page = await ok(inspector.session.call('ops/inspection/content/query', { pageSize: 100 }))
      expect(page.list.map((c: Json) => c.name)).toEqual(expect.arrayContaining(['Daily', 'Full']))
      await ok(admin.call('ops/inspection/content/delete', { id: full.id }))
    })

    it(`keeps plans to ${INSPECTION_PLAN_MAX_DEVICES} devices (2701), as an array or a comma list`, async () => {
      const over = await admin.call('ops/inspection/plan/add', {
        title: 'Too many',
        contentId: content.id,
        inspectorId: inspector.id,
        equipmentIds: devices,
        planTime: START,
      })
      expect(devices).toHaveLength(INSPECTION_PLAN_MAX_DEVICES + 1)
      expect(over.code).toBe(Code.inspectionPlanDevices)
      expect(over.code).toBe(2701)
      const full = await plan(devices.slice(0, INSPECTION_PLAN_MAX_DEVICES))
      expect(full).toMatchObject({ total: INSPECTION_PLAN_MAX_DEVICES, filled: 0, state: 'open' })
      const listed = await ok(
        admin.call(
          'ops/inspection/plan/add',
          {
            title: 'Comma',
            contentId: content.id,
            inspectorId: inspector.id,
            equipmentIds: devices.slice(0, 2).join(','),
            planTime: START,
          },
          { form: true },
        ),
      )
      expect(listed.equipmentIds).toEqual(devices.slice(0, 2))
      const none = await admin.call('ops/inspection/plan/add', {
        title: 'None',
        contentId: content.id,
        inspectorId: inspector.id,
        equipmentIds: [],
        planTime: START,
      })
      expect(none.code).toBe(Code.paramMissing)
      for (const p of [full, listed]) await ok(admin.call('ops/inspection/plan/delete', { id: p.id }))
    })

    it('tells the inspector of a new plan, which shows its content and items', async () => {
      const made = await plan([devices[0]!])
      expect(made).toMatchObject({
        contentId: content.id,
        contentName: 'Daily',
        inspectorId: inspector.id,
        inspector: inspector.loginname,
        equipmentIds: [devices[0]],
        items: [{ name: 'Oil', standard: 'full' }, { name: 'Noise' }],
      })
      const messages = await ok(inspector.session.call('msg/query', { type: 'order' }))
      expect(messages.list.find((m: Json) => m.dataId === made.id)).toMatchObject({
        type: 'order',
        equipType: 'inspection',
        dataStatus: 'open',
        title: made.title,
        // leads to the plan's (first) device
        equipmentId: devices[0],
      })
      // only accounts that may inspect are inspectors
      const reply = await admin.call('ops/inspection/plan/add', {
        title: 'x',
        contentId: content.id,
        inspectorId: repairer.id,
        equipmentIds: [devices[0]],
        planTime: START,
      })
      expect(reply).toMatchObject({ code: Code.paramInvalid, data: { field: 'inspectorId' } })
    })

    it('runs a plan: accept, inspect each device (normal or abnormal), completed with the last', async () => {
      const made = await plan([devices[0]!, devices[1]!])
      // edit while open: another device
      const edited = await ok(
        admin.call('ops/inspection/plan/edit', {
          id: made.id,
          title: made.title,
          contentId: content.id,
          inspectorId: inspector.id,
          equipmentIds: [devices[0], devices[2]],
          planTime: made.planTime,
        }),
      )
      expect(edited.equipmentIds).toEqual([devices[0], devices[2]])
      const inspect = (session: Session, equipmentId: string, body: object = {}) =>
        session.call('ops/inspection/inspect', { planId: made.id, equipmentId, items: answers(), ...body })

      expect((await inspect(inspector.session, devices[0]!)).code).toBe(Code.alreadyHandled) // not accepted yet
      expect((await inspector2.session.call('ops/inspection/accept', { planId: made.id })).code).toBe(
        Code.notAssignee,
      )
      expect(await ok(inspector.session.call('ops/inspection/accept', { planId: made.id }))).toMatchObject({
        state: 'accepted',
      })
      expect((await inspector.session.call('ops/inspection/accept', { planId: made.id })).code).toBe(3004)
      const editAccepted = await admin.call('ops/inspection/plan/edit', {
        id: made.id,
        title: 'x',
        contentId: content.id,
        inspectorId: inspector.id,
        equipmentIds: [devices[0]],
        planTime: START,
      })
      expect(editAccepted.code).toBe(Code.alreadyHandled)

      expect((await inspect(inspector2.session, devices[0]!)).code).toBe(Code.notAssignee)
      expect((await inspect(inspector.session, devices[1]!)).code).toBe(Code.noDataOrPermission) // not in the plan
      const partial = await inspect(inspector.session, devices[0]!, {
        items: [
          { name: 'Oil', ok: true },
          { name: 'Fan', ok: true },
        ],
      })
      expect(partial).toMatchObject({
        code: Code.paramInvalid,
        data: { missing: ['Noise'], unknown: ['Fan'] },
      })
      const tooMany = await inspect(inspector.session, devices[0]!, {
        items: items(INSPECTION_CONTENT_MAX_ITEMS + 1).map((i) => ({ name: i.name, ok: true })),
      })
      expect(tooMany.code).toBe(Code.inspectionContentItems)

      tick()
      const first = await ok(inspect(inspector.session, devices[0]!, { remark: 'fine' }))
      expect(first).toMatchObject({
        planId: made.id,
        planTitle: made.title,
        equipmentId: devices[0],
        equipmentName: 'Line 0',
        inspector: inspector.loginname,
        status: 'normal',
        fillStatus: 'filled',
        time: server.clock.now(),
        remark: 'fine',
        result: '2/2 ok',
        items: answers(),
      })
      expect((await inspect(inspector.session, devices[0]!)).code).toBe(Code.alreadyHandled) // filled
      let state = await ok(inspector.session.call('ops/inspection/plan/query', { mine: true, pageSize: 100 }))
      expect(state.list.find((p: Json) => p.id === made.id)).toMatchObject({
        state: 'accepted',
        filled: 1,
        total: 2,
      })

      tick()
      const second = await ok(inspect(inspector.session, devices[2]!, { items: answers(['Noise']) }))
      expect(second).toMatchObject({ status: 'abnormal', result: 'Noise', fillStatus: 'filled' })
      state = await ok(admin.call('ops/inspection/plan/query', { state: 'completed', pageSize: 100 }))
      expect(state.list.find((p: Json) => p.id === made.id)).toMatchObject({
        state: 'completed',
        filled: 2,
        total: 2,
      })

      // a completed plan cannot be changed (§4)
      const body = {
        id: made.id,
        title: 'x',
        contentId: content.id,
        inspectorId: inspector.id,
        equipmentIds: [devices[0]],
        planTime: START,
      }
      expect((await admin.call('ops/inspection/plan/edit', body)).code).toBe(Code.alreadyHandled)
      expect((await admin.call('ops/inspection/plan/delete', { id: made.id })).code).toBe(Code.alreadyHandled)
      expect((await admin.call('ops/inspection/end', { planId: made.id })).code).toBe(Code.alreadyHandled)

      const records = await ok(admin.call('ops/inspection/query', { planId: made.id }))
      expect(records.list.map((r: Json) => r.equipmentId)).toEqual([devices[2], devices[0]]) // newest first
      const abnormal = await ok(admin.call('ops/inspection/query', { planId: made.id, status: 'abnormal' }))
      expect(abnormal.list.map((r: Json) => r.id)).toEqual([second.id])
      const log = await ok(
        admin.call('user/operationlog/queryByObjectId', { objectId: made.id, pageSize: 20 }),
      )
      expect(log.list.map((e: Json) => e.action).reverse()).toEqual(['add', 'edit', 'accept', 'complete'])
    })

    it('ends a plan early: unfilled records aborted, plan completed; by its inspector or a manager only', async () => {
      const made = await plan([devices[3]!, devices[4]!, devices[5]!])
      await ok(inspector.session.call('ops/inspection/accept', { planId: made.id }))
      await ok(
        inspector.session.call('ops/inspection/inspect', {
          planId: made.id,
          equipmentId: devices[3],
          items: answers(),
        }),
      )
      expect((await inspector2.session.call('ops/inspection/end', { planId: made.id })).code).toBe(
        Code.notAssignee,
      )
      expect((await plain.call('ops/inspection/end', { planId: made.id })).code).toBe(Code.notAssignee)
      const ended = await ok(admin.call('ops/inspection/end', { planId: made.id }))
      expect(ended).toMatchObject({ state: 'completed', filled: 1, total: 3 })
      const records = await ok(admin.call('ops/inspection/query', { planId: made.id }))
      const byDevice = Object.fromEntries(records.list.map((r: Json) => [r.equipmentId, r]))
      expect(byDevice[devices[3]!]).toMatchObject({ status: 'normal', fillStatus: 'filled' })
      for (const d of [devices[4]!, devices[5]!])
        expect(byDevice[d]).toMatchObject({
          status: 'aborted',
          fillStatus: 'unfilled',
          time: null,
          result: '',
        })
      expect(
        (
          await inspector.session.call('ops/inspection/inspect', {
            planId: made.id,
            equipmentId: devices[4],
            items: answers(),
          })
        ).code,
      ).toBe(Code.alreadyHandled)

      // the inspector may end an open plan of his
      const mine = await plan([devices[6]!])
      expect(await ok(inspector.session.call('ops/inspection/end', { planId: mine.id }))).toMatchObject({
        state: 'completed',
      })
    })

    it('deletes a content only when no plan in progress uses it, and a plan only before results', async () => {
      const own = await ok(
        admin.call('ops/inspection/content/add', {
          name: 'Weekly',
          items: [{ name: 'Oil' }, { name: 'Noise' }],
        }),
      )
      tick()
      const made = await ok(
        admin.call('ops/inspection/plan/add', {
          title: 'Weekly plan',
          contentId: own.id,
          inspectorId: inspector.id,
          equipmentIds: [devices[7], devices[8]],
          planTime: START,
        }),
      )
      expect((await admin.call('ops/inspection/content/delete', { id: own.id })).code).toBe(Code.inUse)
      await ok(inspector.session.call('ops/inspection/accept', { planId: made.id }))
      await ok(
        inspector.session.call('ops/inspection/inspect', {
          planId: made.id,
          equipmentId: devices[7],
          items: answers(),
        }),
      )
      expect((await admin.call('ops/inspection/plan/delete', { id: made.id })).code).toBe(Code.alreadyHandled)
      await ok(admin.call('ops/inspection/end', { planId: made.id }))
      await ok(admin.call('ops/inspection/content/delete', { id: own.id }))
      // the completed plan keeps its content's name and items
      const plans = await ok(admin.call('ops/inspection/plan/query', { pageSize: 100 }))
      expect(plans.list.find((p: Json) => p.id === made.id)).toMatchObject({
        contentName: 'Weekly',
        items: [{ name: 'Oil' }, { name: 'Noise' }],
      })

      const open = await plan([devices[9]!])
      await ok(admin.call('ops/inspection/plan/delete', { id: open.id }))
      expect((await admin.call('ops/inspection/query', { planId: open.id })).code).toBe(
        Code.noDataOrPermission,
      )
    })

    it('shows records of watchable devices and of plans one inspects; plans to managers and their inspectors', async () => {
      const made = await plan([devices[10]!], inspector2)
      // the inspector is not authorised for the device but sees his plan's records
      const theirs = await ok(inspector2.session.call('ops/inspection/query', { planId: made.id }))
      expect(theirs.total).toBe(1)
      expect(await ok(inspector.session.call('ops/inspection/query', { planId: made.id }))).toMatchObject({
        total: 0,
      })
      expect((await inspector.session.call('ops/inspection/query', { equipmentId: devices[10] })).code).toBe(
        Code.noDataOrPermission,
      )
      expect(await ok(plain.call('ops/inspection/query', {}))).toMatchObject({ total: 0 })
      const byDevice = await ok(admin.call('ops/inspection/query', { equipmentId: devices[10] }))
      expect(byDevice.list).toEqual([
        expect.objectContaining({ status: 'notStarted', fillStatus: 'unfilled', time: null, items: [] }),
      ])
      // plans: a non-manager sees only his own
      const seen = await ok(inspector2.session.call('ops/inspection/plan/query', { pageSize: 100 }))
      expect(seen.list.every((p: Json) => p.inspectorId === inspector2.id)).toBe(true)
      expect(seen.list.map((p: Json) => p.id)).toContain(made.id)
      const all = await ok(admin.call('ops/inspection/plan/query', { pageSize: 100 }))
      expect(all.list.some((p: Json) => p.inspectorId === inspector.id)).toBe(true)
      const created = all.list.map((p: Json) => p.createdAt)
      expect(created).toEqual([...created].sort((x, y) => y - x))
    })

    it("answers 90003 for another enterprise's device, plan or content", async () => {
      expect((await admin.call('ops/inspection/query', { equipmentId: otherDevice })).code).toBe(
        Code.noDataOrPermission,
      )
      const foreign = await ok(
        other.admin.call('ops/inspection/content/add', { name: 'Theirs', items: [{ name: 'A' }] }),
      )
      expect((await admin.call('ops/inspection/content/delete', { id: foreign.id })).code).toBe(
        Code.noDataOrPermission,
      )
      const reply = await admin.call('ops/inspection/plan/add', {
        title: 'x',
        contentId: content.id,
        inspectorId: inspector.id,
        equipmentIds: [devices[11], otherDevice],
        planTime: START,
      })
      expect(reply.code).toBe(Code.noDataOrPermission)
    })
  })

  describe.skipIf(skip)('demo data', () => {
    it('shows a finished work order and a normal inspection record on the demo device', async () => {
      const devicesPage = await ok(admin.call('equipment/multi/query', { pageSize: 100 }))
      const demo = devicesPage.list.find((d: Json) => d.name === '演示设备 Demo device')
      expect(demo).toBeDefined()
      const orders = await ok(admin.call('ops/repair/query', { equipmentId: demo.id }))
      expect(orders.list).toEqual([
        expect.objectContaining({ status: 'finished', repairer: admin.info.loginname }),
      ])
      const records = await ok(admin.call('ops/inspection/query', { equipmentId: demo.id }))
      expect(records.list).toEqual([
        expect.objectContaining({ status: 'normal', fillStatus: 'filled', result: '3/3 ok' }),
      ])
      const plans = await ok(admin.call('ops/inspection/plan/query', { state: 'completed', pageSize: 100 }))
      expect(plans.list.some((p: Json) => p.equipmentIds.includes(demo.id))).toBe(true)
    })
  })
})
