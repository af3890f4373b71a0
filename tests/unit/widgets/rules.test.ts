// The built-in rule plugins through the kernel: binding resolvers, animation rules and click actions.
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import {
  type ActionContext,
  type AnimationEffect,
  createKernel,
  type Kernel,
  type LiveValue,
} from '../../../core/kernel/index.ts'
import { ACTION_TEXT, builtinRulePlugins } from '../../../plugins/rules/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import { Animation, ClickEventConfig, type DataBinding } from '../../../schemas/page.ts'

function boot(): Kernel {
  const kernel = createKernel()
  for (const plugin of builtinRulePlugins) expect(kernel.use(plugin).ok).toBe(true)
  return kernel
}
const kernel = boot()
const live = (value: unknown): LiveValue => ({ value, time: 1, code: 200 })
const ruleDefaults = () => Value.Create(Animation.properties.fillColor) as { config: Record<string, unknown> }

describe('binding resolvers', () => {
  const store: Record<string, LiveValue> = {
    s1: live(1),
    'system:time': live('12:00'),
    'mvar:m1': live(7),
  }
  const lookup = (key: string) => store[key]
  it.each<[string, DataBinding, string[], unknown]>([
    ['signal', { type: 'signal', signalId: 's1', equipId: 'e1' }, ['s1'], 1],
    ['scene', { type: 'scene', signalId: 's1', equipId: 'e1' }, ['s1'], 1],
    ['system', { type: 'system', systemKey: 'time' }, ['system:time'], '12:00'],
    ['mvar', { type: 'mvar', mvarId: 'm1' }, ['mvar:m1'], 7],
    ['report (no live value)', { type: 'report', signalId: 's1', equipId: 'e1' }, [], undefined],
    ['unbound signal', { type: 'signal' }, [], undefined],
  ])('%s', (_name, data, keys, value) => {
    expect(kernel.bindingKeys(data)).toEqual(keys)
    expect(kernel.resolveBinding(data, lookup)?.value).toEqual(value)
  })
})

describe('animation rules', () => {
  const base = { data: { type: 'signal', signalId: 's1' }, symbol: '==', value: '1' }
  it.each<[string, string, Record<string, unknown>, unknown, AnimationEffect | undefined]>([
    ['hide when met', 'visiable', { ...base, visiable: 'hide' }, 1, { hidden: true }],
    ['hide: not met', 'visiable', { ...base, visiable: 'hide' }, 0, undefined],
    ['hide: no value', 'visiable', { ...base, visiable: 'hide' }, undefined, undefined],
    ['show when met', 'visiable', { ...base, visiable: 'show' }, 1, undefined],
    ['show: not met hides', 'visiable', { ...base, visiable: 'show' }, 0, { hidden: true }],
    ['show: no value hides', 'visiable', { ...base, visiable: 'show' }, undefined, { hidden: true }],
    ['!= compares', 'visiable', { ...base, symbol: '!=', visiable: 'hide' }, 2, { hidden: true }],
    [
      '> compares numbers',
      'visiable',
      { ...base, symbol: '>', value: '9', visiable: 'hide' },
      10,
      { hidden: true },
    ],
    ['twinkle', 'twinkle', { ...base, twinkleType: 'visiable' }, 1, { blink: { type: 'visiable' } }],
    [
      'twinkle colours',
      'twinkle',
      { ...base, twinkleType: 'color', fill: '#f00', stroke: '', font: '#0f0' },
      1,
      { blink: { type: 'color', fill: '#f00', font: '#0f0' } },
    ],
    ['twinkle: not met', 'twinkle', { ...base, twinkleType: 'visiable' }, 0, undefined],
    [
      'rotate',
      'rotate',
      { ...base, direction: 'anticlockwise', speed: 1000 },
      '1',
      { rotate: { direction: 'anticlockwise', speed: 1000 } },
    ],
    ['rotate: not met', 'rotate', { ...base, direction: 'clockwise', speed: 1000 }, 3, undefined],
    ['fill 0 red', 'fillColor', ruleDefaults().config, 0, { fill: '#ff0000' }],
    ['fill 1 yellow', 'fillColor', ruleDefaults().config, 1, { fill: '#ffff00' }],
    ['fill: no entry', 'fillColor', ruleDefaults().config, 2, undefined],
    ['border 1 yellow', 'borderColor', ruleDefaults().config, 1, { stroke: '#ffff00' }],
    ['font 0 red', 'fontColor', ruleDefaults().config, 0, { color: '#ff0000' }],
  ])('%s', (_name, kind, config, value, effect) => {
    expect(kernel.animate(kind, config, value === undefined ? undefined : live(value))).toEqual(effect)
  })

  it('defaults rotate speed to 1000 ms', () => {
    expect(Value.Create(Animation.properties.rotate).config.speed).toBe(1000)
  })
})

/** A host that records what the action asked of it. */
function host(answers: { confirm?: boolean; prompt?: string | null; fail?: string; meta?: ValueMeta } = {}) {
  const calls: [string, ...unknown[]][] = []
  const ctx: ActionContext = {
    widget: {
      id: 'w',
      widgetType: 'UsualButton',
      widgetName: '',
      posLock: false,
      authRegion: '',
      position: { x: 0, y: 0, width: 1, height: 1, rotate: 0 },
    },
    write: async (binding, value) => {
      calls.push(['write', binding.signalId, value])
      if (answers.fail) throw new Error(answers.fail)
    },
    navigate: (to, target) => calls.push(['navigate', to, target]),
    openWindow: (spec) => calls.push(['openWindow', spec]),
    confirm: async (message) => {
      calls.push(['confirm', message])
      return answers.confirm ?? true
    },
    prompt: async (message, choices) => {
      calls.push(choices ? ['prompt', message, choices] : ['prompt', message])
      return answers.prompt ?? null
    },
    notify: (kind, message) => calls.push(['notify', kind, message]),
    wait: async (ms) => {
      calls.push(['wait', ms])
    },
    pageUrl: (pageId, equipId) => (equipId ? `/eq/${equipId}/${pageId}` : `/page/${pageId}`),
    valueMeta: () => answers.meta,
  }
  return { ctx, calls }
}

const click = (patch: Record<string, unknown>) =>
  ({
    ...Value.Create(ClickEventConfig),
    data: { type: 'signal', signalId: 's1', equipId: 'e1' },
    ...patch,
  }) as ClickEventConfig

describe('click actions', () => {
  it('writes a fixed value after confirming, then reports it', async () => {
    const { ctx, calls } = host()
    expect(await kernel.runAction(click({ writeValue: '5' }), ctx)).toEqual({ done: true })
    expect(calls).toEqual([
      ['confirm', ACTION_TEXT.confirmWrite],
      ['write', 's1', '5'],
      ['notify', 'success', ACTION_TEXT.writeDone],
    ])
  })

  it('writes nothing when the user does not confirm', async () => {
    const { ctx, calls } = host({ confirm: false })
    expect((await kernel.runAction(click({ writeValue: '5' }), ctx)).done).toBe(false)
    expect(calls.map((c) => c[0])).toEqual(['confirm'])
  })

  it('writes the entered value, with the hint as the question', async () => {
    const { ctx, calls } = host({ prompt: '42' })
    await kernel.runAction(
      click({ writeType: 'input', hint: true, hintValue: 'Speed?', feedback: false }),
      ctx,
    )
    expect(calls).toEqual([
      ['prompt', 'Speed?'],
      ['write', 's1', '42'],
    ])
  })

  it.each<[string, ValueMeta, { value: string; text: string }[]]>([
    [
      'an enumeration offers its state map',
      {
        dataType: 'uint16',
        mappings: [
          { value: 1, text: 'Auto' },
          { value: 2, text: 'Manual' },
        ],
      },
      [
        { value: '1', text: 'Auto' },
        { value: '2', text: 'Manual' },
      ],
    ],
    [
      'a bit offers its two states by their texts',
      { dataType: 'bit', mappings: [{ value: 1, text: 'Running' }] },
      [
        { value: '1', text: 'Running' },
        { value: '0', text: '0' },
      ],
    ],
  ])('an entered write: %s', async (_name, meta, choices) => {
    const { ctx, calls } = host({ prompt: '2', meta })
    await kernel.runAction(click({ writeType: 'input', feedback: false }), ctx)
    expect(calls).toEqual([
      ['prompt', ACTION_TEXT.enterValue, choices],
      ['write', 's1', '2'],
    ])
  })

  it('waits the delay before writing; press type set1 writes 1 without a value', async () => {
    const { ctx, calls } = host()
    await kernel.runAction(click({ confirm: false, delay: { enable: true, value: 1000 } }), ctx)
    expect(calls.slice(0, 2)).toEqual([
      ['wait', 1000],
      ['write', 's1', '1'],
    ])
  })

  it('reports a failed write', async () => {
    const { ctx, calls } = host({ fail: 'offline' })
    expect(await kernel.runAction(click({ confirm: false, writeValue: '1' }), ctx)).toEqual({
      done: false,
      message: 'offline',
    })
    expect(calls.at(-1)).toEqual(['notify', 'error', 'offline'])
  })

  it('refuses a write without a signal', async () => {
    const { ctx, calls } = host()
    const result = await kernel.runAction(click({ data: { type: 'signal' } }), ctx)
    expect(result).toEqual({ done: false, message: ACTION_TEXT.noTarget })
    expect(calls).toEqual([])
  })

  it.each<[string, Record<string, unknown>, unknown[]]>([
    ['page', { action: 'page', pageId: 'p2' }, ['navigate', '/page/p2', '_self']],
    [
      'equip',
      {
        action: 'equip',
        target: '_blank',
        page: { type: 'equip', equipId: 'e9', equipPageId: 'p9', equipTitle: '' },
      },
      ['navigate', '/eq/e9/p9', '_blank'],
    ],
    [
      'link',
      { action: 'link', link: 'https://example.org', target: '_blank' },
      ['navigate', 'https://example.org', '_blank'],
    ],
  ])('%s navigates', async (_name, patch, call) => {
    const { ctx, calls } = host()
    expect((await kernel.runAction(click(patch), ctx)).done).toBe(true)
    expect(calls).toEqual([call])
  })

  it('opens a window 600x600 at 200,200 by default', async () => {
    const { ctx, calls } = host()
    const iframe = { ...click({}).iframe, type: 'link', link: 'https://example.org/x' }
    await kernel.runAction(click({ action: 'window', iframe }), ctx)
    expect(calls).toEqual([
      [
        'openWindow',
        {
          title: '',
          url: 'https://example.org/x',
          platformPage: false,
          width: 600,
          height: 600,
          left: 200,
          top: 200,
        },
      ],
    ])
  })

  it("opens a window on an equipment's page as a page of the platform", async () => {
    const { ctx, calls } = host()
    const iframe = { ...click({}).iframe, type: 'equip', mainId: 'e9', mainPageId: 'p9' }
    await kernel.runAction(click({ action: 'window', iframe }), ctx)
    expect(calls[0]?.[1]).toMatchObject({ url: '/eq/e9/p9', platformPage: true })
  })

  // a page saved before links were checked at save
  it.each<[string, Record<string, unknown>]>([
    ['a javascript: link', { action: 'link', link: 'javascript:document.title="x"' }],
    ['an upper-case vbscript: link in a new tab', { action: 'link', link: 'VBSCRIPT:x', target: '_blank' }],
    ['a protocol-relative link', { action: 'link', link: '//evil.example' }],
    [
      'a window on a javascript: link',
      { action: 'window', iframe: { type: 'link', link: 'javascript:alert(1)' } },
    ],
    ['a window on a data: page', { action: 'window', iframe: { type: 'link', link: 'data:text/html,x' } }],
  ])('does not follow %s, and says so', async (_name, patch) => {
    const { ctx, calls } = host()
    const config = click(patch)
    if (patch.iframe) config.iframe = { ...click({}).iframe, ...(patch.iframe as object) }
    expect(await kernel.runAction(config, ctx)).toEqual({ done: false, message: ACTION_TEXT.unsafeLink })
    expect(calls).toEqual([['notify', 'error', ACTION_TEXT.unsafeLink]])
  })
})
