// A saved widget carries its plugin's version and only the migration steps it needs run on load (issue
// 18): a widget saved at 1.0.0 runs the steps to 1.1.0 and 2.0.0, one saved at 1.1.0 only the second,
// one at 2.0.0 none. The steps are deliberately not idempotent (a unit change multiplies by 1000), so a
// step run twice or out of turn shows in the numbers.
import { describe, expect, it } from 'vitest'
import {
  checkWidgetContract,
  createKernel,
  createWidget,
  defineWidget,
  migrateWidget,
  type WidgetPlugin,
} from '../../../core/kernel/index.ts'
import { GROUP_TYPE, type Page, type Widget } from '../../../schemas/page.ts'

/** 1.0.0 stored `style.size` in metres; 1.1.0 renamed it `length`; 2.0.0 stores millimetres. */
const gauge: WidgetPlugin = defineWidget({
  type: 'AcmeRuler',
  version: '2.0.0',
  category: 'custom',
  title: { zh: '尺子', en: 'Ruler' },
  optionsSchema: { type: 'object' },
  defaultOptions: () => ({ style: { lengthMm: 1000 } }),
  defaultSize: { width: 100, height: 20 },
  bindingKinds: ['signal'],
  component: () => null,
  migrations: [
    {
      id: '1.1.0',
      up: ({ style, ...w }) => {
        const { size, ...rest } = (style ?? {}) as { size?: number }
        return { ...w, style: { ...rest, length: size } }
      },
    },
    {
      id: '2.0.0',
      up: ({ style, ...w }) => {
        const { length, ...rest } = (style ?? {}) as { length?: number }
        return { ...w, style: { ...rest, lengthMm: (length ?? 1) * 1000 } }
      },
    },
  ],
})

const saved = (version: string | undefined, style: Record<string, unknown>): Widget => ({
  id: 'r1',
  widgetType: 'AcmeRuler',
  widgetName: 'ruler',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 100, height: 20, rotate: 0 },
  style,
  ...(version && { pluginVersion: version }),
})

const pluginOf = (type: string) => (type === gauge.type ? gauge : undefined)

describe('version steps', () => {
  it('a widget saved at 1.0.0 runs both steps, in version order, and records 2.0.0', () => {
    const w = migrateWidget(saved('1.0.0', { size: 2.5 }), pluginOf)
    expect(w.style).toEqual({ lengthMm: 2500 })
    expect(w.pluginVersion).toBe('2.0.0')
  })

  it('a widget saved at 1.1.0 runs only the step to 2.0.0', () => {
    expect(migrateWidget(saved('1.1.0', { length: 3 }), pluginOf).style).toEqual({ lengthMm: 3000 })
  })

  it('a widget saved at 2.0.0 runs none', () => {
    const w = saved('2.0.0', { lengthMm: 4000 })
    expect(migrateWidget(w, pluginOf)).toEqual(w)
  })

  it('loading twice runs nothing the second time (no step need be idempotent)', () => {
    const once = migrateWidget(saved('1.0.0', { size: 2 }), pluginOf)
    expect(migrateWidget(once, pluginOf)).toEqual(once)
  })

  it('a widget saved before versions were recorded runs every step', () => {
    expect(migrateWidget(saved(undefined, { size: 1 }), pluginOf).style).toEqual({ lengthMm: 1000 })
  })

  it('a widget saved by a newer plugin is left alone', () => {
    const w = saved('3.0.0', { lengthMm: 5, extra: true })
    expect(migrateWidget(w, pluginOf)).toEqual(w)
  })

  it('a widget of an unknown plugin keeps what it has', () => {
    const w = { ...saved('1.0.0', { size: 1 }), widgetType: 'Gone' }
    expect(migrateWidget(w, pluginOf)).toEqual(w)
  })

  it('children of a group migrate by their own plugin', () => {
    const group = {
      ...saved(undefined, {}),
      widgetType: GROUP_TYPE,
      children: [saved('1.1.0', { length: 1 })],
    }
    expect(migrateWidget(group, pluginOf).children?.[0]?.style).toEqual({ lengthMm: 1000 })
  })

  it('a new widget carries its plugin version, so it runs no step', () => {
    const w = createWidget(gauge, { id: 'n', x: 0, y: 0 })
    expect(w.pluginVersion).toBe('2.0.0')
    expect(migrateWidget(w, pluginOf)).toEqual(w)
  })

  it('the contract passes the plugin and refuses a step past its version or without a version', () => {
    expect(checkWidgetContract(gauge)).toEqual([])
    const past = { ...gauge, migrations: [{ id: '2.1.0', up: (w: Widget) => w }] }
    expect(checkWidgetContract(past)).toEqual(['AcmeRuler: migration step 2.1.0 is past version 2.0.0'])
    const bad = { ...gauge, migrations: [{ id: 'two', up: (w: Widget) => w }] }
    expect(checkWidgetContract(bad)).toEqual(['AcmeRuler: a migration step needs id: x.y.z and up'])
  })

  it('runs in the kernel’s page-load hook, before the plugins’ own steps, defaults filled', () => {
    const kernel = createKernel()
    let seen: unknown
    kernel.use({
      name: 'ruler',
      apply: (ctx) => {
        ctx.registerWidget(gauge)
        ctx.onPageLoad((page) => {
          seen = page.widgets[0]?.style
          return page
        })
      },
    })
    const page = { con: {}, widgets: [saved('1.0.0', { size: 2 })], bind: [] } as unknown as Page
    const loaded = kernel.loadPage(page)
    expect(loaded.widgets[0]).toMatchObject({ pluginVersion: '2.0.0', style: { lengthMm: 2000 } })
    expect(seen).toEqual({ lengthMm: 2000 })
  })
})
