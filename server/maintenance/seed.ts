// Demo operation and maintenance on first start, so the device detail's repair and inspection tabs
// show rows: on the demo enterprise's first device, a work order the administrator received and
// finished, and a completed inspection plan (content "daily check") with one normal record. Without a
// device nothing is made.
import type { ItemResult } from '../../schemas/entities/ops.ts'
import type { SeedStep } from '../seed.ts'
import { sortableId } from '../storage/ids.ts'
import { resultText } from './views.ts'
import { orderDay } from './work-orders.ts'

const DAY = 24 * 3600_000
const HOUR = 3600_000

export const DEMO_CONTENT_NAME = '日常巡检 Daily check'
export const DEMO_PLAN_TITLE = '演示巡检 Demo inspection'

const DEMO_ITEMS = [
  { name: '外观 Appearance', standard: '无破损、无渗漏 No damage or leaks' },
  { name: '温度 Temperature', standard: '低于 35 °C Below 35 °C' },
  { name: '噪音 Noise', standard: '无异响 No unusual noise' },
]

export const seedDemoOps: SeedStep = async (db, { now, orgId, adminId }) => {
  const device = await db
    .selectFrom('devices')
    .select('id')
    .where('orgId', '=', orgId)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst()
  if (!device) return
  const admin = await db
    .selectFrom('accounts')
    .select('loginname')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow()

  const ordered = now - 2 * DAY
  await db
    .insertInto('workOrders')
    .values({
      id: sortableId(ordered),
      orgId,
      number: `WO${orderDay(ordered)}-0001`,
      deviceId: device.id,
      description: '泵运行噪音偏大 Pump running noisily',
      content: '检查轴承并润滑 Check and lubricate the bearings',
      repairerId: adminId,
      creatorId: adminId,
      creator: admin.loginname,
      status: 'finished',
      result: '已更换轴承 Bearing replaced',
      createdAt: ordered,
      updatedAt: ordered + 3 * HOUR,
    })
    .execute()

  const planned = now - DAY
  const contentId = sortableId(planned)
  await db
    .insertInto('inspectionContents')
    .values({
      id: contentId,
      orgId,
      name: DEMO_CONTENT_NAME,
      items: JSON.stringify(DEMO_ITEMS),
      createdAt: planned,
      updatedAt: planned,
    })
    .execute()
  const planId = sortableId(planned)
  const inspected = planned + HOUR
  await db
    .insertInto('inspectionPlans')
    .values({
      id: planId,
      orgId,
      title: DEMO_PLAN_TITLE,
      contentId,
      contentName: DEMO_CONTENT_NAME,
      items: JSON.stringify(DEMO_ITEMS),
      inspectorId: adminId,
      creatorId: adminId,
      creator: admin.loginname,
      planTime: planned,
      state: 'completed',
      acceptedAt: planned,
      completedAt: inspected,
      createdAt: planned,
      updatedAt: inspected,
    })
    .execute()
  const items: ItemResult[] = DEMO_ITEMS.map((i) => ({ name: i.name, ok: true }))
  await db
    .insertInto('inspectionRecords')
    .values({
      id: sortableId(planned),
      orgId,
      planId,
      deviceId: device.id,
      status: 'normal',
      filled: 1,
      time: inspected,
      remark: '运行正常 Running normally',
      result: resultText(items),
      items: JSON.stringify(items),
      createdAt: planned,
      updatedAt: inspected,
    })
    .execute()
}
