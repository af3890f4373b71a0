// The demo project of the first start: the demo enterprise's first device (seeded by the equipment
// step before this one) bound as `eq1`, and a start page whose widgets show its first signals — a
// title, a data box, a gauge and a curve — and a button writing 1 to its first writable signal. Without a device the project and the
// page are made all the same, with the widgets unbound.
import { randomUUID } from 'node:crypto'
import type { DataBinding, Page, Widget } from '../../schemas/page.ts'
import type { SeedStep } from '../seed.ts'
import { emptyPage } from './pages.ts'

export const DEMO_PROJECT_NAME = '演示项目 Demo project'
export const DEMO_PAGE_TITLE = '总览 Overview'
const DEMO_KEY = 'eq1'

interface DemoSignal {
  signalId: string
  equipId: string
  title: string
  rw: string
}

const binding = (s: DemoSignal | undefined): DataBinding =>
  s
    ? { type: 'signal', equipId: s.equipId, signalId: s.signalId, title: s.title, equipKey: DEMO_KEY }
    : { type: 'signal' }

/** A data block: the binding with the widget's own data options (the schema lets them in). */
const dataOf = (bound: DataBinding, options: Record<string, unknown>): DataBinding => ({
  ...options,
  ...bound,
})

const widget = (
  id: string,
  widgetType: string,
  widgetName: string,
  x: number,
  y: number,
  w: number,
  h: number,
) => ({
  id,
  widgetType,
  widgetName,
  posLock: false,
  authRegion: '',
  position: { x, y, width: w, height: h, rotate: 0 },
})

/** The demo page JSON showing up to three signals, its button writing to `writable`. */
export function demoPage(signals: readonly DemoSignal[], writable?: DemoSignal): Page {
  const [first, second] = signals
  const bound = writable ? [...signals, writable] : signals
  const widgets: Widget[] = [
    {
      ...widget('demo-title', 'UsualText', '标题', 40, 24, 480, 48),
      data: dataOf(binding(undefined), { text: DEMO_PROJECT_NAME }),
    },
    {
      ...widget('demo-value', 'UsualDataText', '数据', 40, 100, 240, 60),
      data: dataOf(binding(first), { dataAddon: { decimals: 2, unit: '' } }),
    },
    {
      ...widget('demo-gauge', 'UsualDashboard', '仪表盘', 320, 100, 260, 260),
      data: dataOf(binding(second ?? first), { dataAddon: { type: 'monochrome', minVal: 0, maxVal: 100 } }),
    },
    {
      ...widget('demo-button', 'UsualButton', '按钮', 40, 190, 160, 48),
      data: dataOf(binding(undefined), { text: '写入 1 Write 1' }),
      clickEvent: {
        enable: writable !== undefined,
        config: {
          data: binding(writable),
          page: { type: 'equip', equipId: '', equipPageId: '', equipTitle: '' },
          pageId: '',
          action: 'write',
          target: '_self',
          link: '',
          window: { height: 600, width: 600, left: 200, top: 200, middle: false },
          writeType: 'fixed',
          pressType: 'set1',
          writeValue: '1',
          hint: false,
          hintValue: '',
          confirm: true,
          titleShow: true,
          delay: { enable: false, value: 1000 },
          feedback: true,
          script: '',
          iframe: { id: '', type: 'equip', pageId: '', mainId: '', mainPageId: '', mainTitle: '', link: '' },
        },
      },
    },
    {
      ...widget('demo-curve', 'ComplexLine', '曲线', 40, 400, 720, 300),
      data: {
        type: 'signal',
        signalArray: signals.map((s) => ({
          signalId: s.signalId,
          equipId: s.equipId,
          title: s.title,
          equipKey: DEMO_KEY,
        })),
      },
    },
  ]
  const page = emptyPage({ title: DEMO_PAGE_TITLE })
  return {
    ...page,
    widgets,
    bind: {
      equips: [...new Set(bound.map((s) => s.equipId))],
      signals: [...new Set(bound.map((s) => s.signalId))],
      keys: [],
      mvars: [],
    },
  }
}

export const seedDemoProject: SeedStep = async (db, { now, orgId, adminId }) => {
  const device = await db
    .selectFrom('devices')
    .select('id')
    .where('orgId', '=', orgId)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst()
  const variablesOf = (deviceId: string) =>
    db
      .selectFrom('variables')
      .select(['id', 'deviceId', 'name', 'rw'])
      .where('deviceId', '=', deviceId)
      .orderBy('sort')
      .orderBy('name')
  const signalsOf = (query: ReturnType<typeof variablesOf>) =>
    query
      .execute()
      .then((rows) =>
        rows.map((v) => ({ signalId: v.id, equipId: v.deviceId ?? '', title: v.name, rw: v.rw })),
      )
  const shown = device ? await signalsOf(variablesOf(device.id).limit(3)) : []
  const [writable] = device ? await signalsOf(variablesOf(device.id).where('rw', 'like', '%w%').limit(1)) : []

  const projectId = randomUUID()
  await db
    .insertInto('projects')
    .values({
      id: projectId,
      orgId,
      ownerId: adminId,
      name: DEMO_PROJECT_NAME,
      remark: '',
      sharePasswordHash: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  if (device) {
    await db
      .insertInto('projectEquipment')
      .values({ projectId, deviceId: device.id, orgId, key: DEMO_KEY, createdAt: now })
      .execute()
  }
  const document = demoPage(shown, writable)
  document.con = { ...document.con, projectId, equipmentId: '', templateId: '' }
  await db
    .insertInto('pages')
    .values({
      id: randomUUID(),
      orgId,
      projectId,
      deviceId: null,
      templateId: null,
      title: DEMO_PAGE_TITLE,
      kind: 'main',
      width: document.con.width,
      height: document.con.height,
      isStart: 1,
      passwordHash: null,
      document: JSON.stringify(document),
      createdAt: now,
      updatedAt: now,
    })
    .execute()
}
