import { describe, expect, it, vi } from 'vitest'
import {
  type ClickAction,
  createKernel,
  createWidget,
  type KernelPlugin,
  type WidgetPlugin,
  widgetPlugin,
} from '../../../core/kernel/index.ts'
import type { ClickEventConfig, DataBinding, Page } from '../../../schemas/page.ts'

const widget = (type: string, extra: Partial<WidgetPlugin> = {}): WidgetPlugin => ({
  type,
  version: '1.0.0',
  category: 'basic',
  title: { zh: type, en: type },
  optionsSchema: { type: 'object' },
  defaultOptions: () => ({ style: {} }),
  defaultSize: { width: 10, height: 10 },
  bindingKinds: ['signal'],
  component: null,
  ...extra,
})

const page = (): Page => ({
  con: {
    title: '',
    width: 1024,
    height: 768,
    fit: false,
    bgColor: '#ffffff',
    bgImage: '',
    checkpwd: false,
    password: '',
    adaption: 'width',
  },
  widgets: [],
  bind: { equips: [], signals: [], keys: [], mvars: [] },
})

const signal = (signalId: string): DataBinding => ({ type: 'signal', signalId, equipId: 'e1' })

describe('kernel hooks', () => {
  it('are frozen', () => {
    const k = createKernel()
    expect(Object.isFrozen(k.hooks)).toBe(true)
    expect(Object.isFrozen(k.hooks.binding)).toBe(true)
  })

  it('register widgets and tell listeners', () => {
    const k = createKernel()
    const seen: string[] = []
    k.hooks.widgetRegistered.tap('test', (w) => seen.push(w.type))
    expect(k.use(widgetPlugin(widget('UsualText'))).ok).toBe(true)
    expect(k.widgets.get('UsualText')?.type).toBe('UsualText')
    expect(seen).toEqual(['UsualText'])
  })

  it('keep one binding resolver per kind (HookMap)', () => {
    const k = createKernel()
    k.use({
      name: 'bindings',
      apply: (ctx) => {
        ctx.registerBinding({
          kind: 'signal',
          keys: (d) => [`s:${d.signalId}`],
          resolve: (d, lookup) => lookup(`s:${d.signalId}`),
        })
        ctx.registerBinding({ kind: 'system', keys: (d) => [`k:${d.systemKey}`], resolve: () => undefined })
      },
    })
    expect(k.bindingKeys(signal('7'))).toEqual(['s:7'])
    expect(k.bindingKeys({ type: 'system', systemKey: 'time' })).toEqual(['k:time'])
    expect(k.bindingKeys({ type: 'mvar', mvarId: 'm' })).toEqual([])
    expect(k.resolveBinding(signal('7'), (key) => ({ value: key, time: 1 }))?.value).toBe('s:7')
  })

  it('bail on the first animation rule that answers', () => {
    const k = createKernel()
    k.use({
      name: 'a',
      apply: (ctx) =>
        ctx.registerAnimation({ kind: 'visiable', apply: (_c, v) => (v ? { hidden: true } : undefined) }),
    })
    k.use({
      name: 'b',
      apply: (ctx) => ctx.registerAnimation({ kind: 'visiable', apply: () => ({ hidden: false }) }),
    })
    expect(k.animate('visiable', {}, { value: 1, time: 0 })).toEqual({ hidden: true })
    expect(k.animate('visiable', {}, undefined)).toEqual({ hidden: false })
    expect(k.animate('rotate', {}, undefined)).toBeUndefined()
  })

  it('run page load transforms in order (waterfall)', () => {
    const k = createKernel()
    k.use({
      name: 'migrate',
      apply: (ctx) => ctx.onPageLoad((p) => ({ ...p, con: { ...p.con, title: `${p.con.title}m` } })),
    })
    k.use({
      name: 'refresh',
      apply: (ctx) => ctx.onPageLoad((p) => ({ ...p, con: { ...p.con, title: `${p.con.title}r` } })),
    })
    expect(k.loadPage(page()).con.title).toBe('mr')
  })

  it('dispatch click actions by action kind', async () => {
    const k = createKernel()
    const write: ClickAction = { action: 'write', run: async () => ({ done: true, message: 'written' }) }
    k.use({ name: 'actions', apply: (ctx) => ctx.registerAction(write) })
    const config = { action: 'write' } as ClickEventConfig
    expect(await k.runAction(config, {} as never)).toEqual({ done: true, message: 'written' })
    expect((await k.runAction({ ...config, action: 'link' }, {} as never)).done).toBe(false)
  })
})

describe('plugin manager', () => {
  it('refuses a duplicate plugin name unless override', () => {
    const k = createKernel()
    expect(k.use(widgetPlugin(widget('UsualText'))).ok).toBe(true)
    const again = k.use(widgetPlugin(widget('UsualText', { version: '2.0.0' })))
    expect(again).toMatchObject({ ok: false, reason: 'duplicate' })
    expect(k.widgets.get('UsualText')?.version).toBe('1.0.0')
    expect(k.use(widgetPlugin(widget('UsualText', { version: '2.0.0' })), { override: true }).ok).toBe(true)
    expect(k.widgets.get('UsualText')?.version).toBe('2.0.0')
  })

  it('refuses a widget type another plugin owns, and rolls back what the failing plugin registered', () => {
    const onError = vi.fn()
    const k = createKernel({ onError })
    k.use(widgetPlugin(widget('UsualText')))
    const thief: KernelPlugin = {
      name: 'remote:thief',
      apply: (ctx) => {
        ctx.registerWidget(widget('ThiefOwn'))
        ctx.registerWidget(widget('UsualText'))
      },
    }
    expect(k.use(thief)).toMatchObject({ ok: false, reason: 'failed' })
    expect(k.widgets.has('ThiefOwn')).toBe(false)
    expect(k.widgets.get('UsualText')?.version).toBe('1.0.0')
    expect(k.has('remote:thief')).toBe(false)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ plugin: 'remote:thief', stage: 'apply' }))
  })

  it('isolates a handler that throws: reported, and the others still answer', () => {
    const k = createKernel()
    k.use({
      name: 'bad',
      apply: (ctx) =>
        ctx.registerBinding({
          kind: 'signal',
          keys: () => {
            throw new Error('boom')
          },
          resolve: () => undefined,
        }),
    })
    k.use({
      name: 'good',
      apply: (ctx) => ctx.registerBinding({ kind: 'signal', keys: () => ['ok'], resolve: () => undefined }),
    })
    expect(k.bindingKeys(signal('1'))).toEqual(['ok'])
    expect(k.failures).toEqual([expect.objectContaining({ plugin: 'bad', stage: 'binding:signal' })])
  })

  it('a failing page transform hands the page through', () => {
    const k = createKernel()
    k.use({
      name: 'bad',
      apply: (ctx) =>
        ctx.onPageLoad(() => {
          throw new Error('broken migration')
        }),
    })
    const p = page()
    expect(k.loadPage(p)).toBe(p)
    expect(k.failures[0]?.stage).toBe('pageLoad')
  })

  it('a throwing click action resolves as not done with its message', async () => {
    const k = createKernel()
    k.use({
      name: 'bad',
      apply: (ctx) =>
        ctx.registerAction({
          action: 'link',
          run: async () => {
            throw new Error('nope')
          },
        }),
    })
    expect(await k.runAction({ action: 'link' } as ClickEventConfig, {} as never)).toEqual({
      done: false,
      message: 'nope',
    })
  })

  it('the disposer removes widgets and disables taps', () => {
    const k = createKernel()
    const removed: string[] = []
    k.hooks.widgetRemoved.tap('test', (t) => removed.push(t))
    const result = k.use({
      name: 'p',
      apply: (ctx) => {
        ctx.registerWidget(widget('UsualGauge'))
        ctx.registerBinding({ kind: 'signal', keys: () => ['x'], resolve: () => undefined })
      },
    })
    if (!result.ok) throw new Error('use failed')
    expect(k.bindingKeys(signal('1'))).toEqual(['x'])
    result.dispose()
    expect(k.widgets.has('UsualGauge')).toBe(false)
    expect(removed).toEqual(['UsualGauge'])
    expect(k.bindingKeys(signal('1'))).toEqual([])
    expect(k.pluginNames()).toEqual([])
  })
})

describe('createWidget', () => {
  it('builds a widget from the plugin defaults with fresh option objects', () => {
    const plugin = widget('UsualText', { defaultOptions: () => ({ style: { color: '#000' } }) })
    const a = createWidget(plugin, { id: 'a', x: 5, y: 6 })
    const b = createWidget(plugin, { id: 'b', x: 0, y: 0, lang: 'en' })
    expect(a).toMatchObject({
      id: 'a',
      widgetType: 'UsualText',
      position: { x: 5, y: 6, width: 10, height: 10 },
    })
    expect(a.style).not.toBe(b.style)
  })
})
