// @vitest-environment jsdom
// The widget host applies live values per widget: values fed once per frame re-render each affected
// widget once, however many of its values arrived, and leave the other widgets alone.

import { afterEach, describe, expect, it } from 'vitest'
import { createFrameBatcher, createLiveStore } from '../../../core/binding/index.ts'
import {
  createKernel,
  defineWidget,
  type LiveValue,
  type WidgetViewProps,
  widgetPlugin,
} from '../../../core/kernel/index.ts'
import { WidgetHostContext, WidgetLayer } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { act, cleanup, render } from '../render.tsx'

const renders = new Map<string, number>()
const seen = new Map<string, unknown>()

/** A probe widget: counts its renders and shows its values. */
const probe = defineWidget({
  type: 'Probe',
  version: '1.0.0',
  category: 'custom',
  title: { zh: '探针', en: 'Probe' },
  optionsSchema: { type: 'object' },
  defaultOptions: () => ({}),
  defaultSize: { width: 10, height: 10 },
  bindingKinds: ['signal'],
  component: ({ widget, values, effects }: WidgetViewProps) => {
    renders.set(widget.id, (renders.get(widget.id) ?? 0) + 1)
    seen.set(widget.id, {
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v?.value])),
      effects,
    })
    return <span>{String(values.data?.value ?? '')}</span>
  },
})

const widget = (id: string, signals: string[], colourBy?: string): Widget => ({
  id,
  widgetType: 'Probe',
  widgetName: id,
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 10, height: 10, rotate: 0 },
  data: {
    type: 'signal',
    signalId: signals[0],
    signalArray: signals.slice(1).map((signalId) => ({ signalId, equipId: 'e' })),
  },
  ...(colourBy && {
    animation: {
      fillColor: {
        enable: true,
        config: {
          data: { type: 'signal', signalId: colourBy },
          list: [{ symbol: '==', value: '1', color: '#ffff00' }],
        },
      },
    },
  }),
})

afterEach(() => {
  cleanup()
  renders.clear()
  seen.clear()
})

function setup(widgets: Widget[]) {
  const kernel = createKernel()
  for (const p of [...builtinRulePlugins, widgetPlugin(probe)]) kernel.use(p)
  const live = createLiveStore()
  const frames: (() => void)[] = []
  const batcher = createFrameBatcher<[string, LiveValue]>(
    (items) => live.applyBatch(items),
    (cb) => frames.push(cb),
  )
  render(
    <WidgetHostContext.Provider value={{ kernel, mode: 'runtime', lang: 'en', live }}>
      <WidgetLayer widgets={widgets} />
    </WidgetHostContext.Provider>,
  )
  const frame = () =>
    act(() => {
      for (const cb of frames.splice(0)) cb()
    })
  return { batcher, frame }
}

describe('WidgetHost live values', () => {
  it('renders each affected widget once per frame', () => {
    const { batcher, frame } = setup([
      widget('a', ['s1', 's2', 's3']),
      widget('b', ['s4']),
      widget('c', ['s9']),
    ])
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 })
    for (let t = 1; t <= 50; t++) {
      for (const s of ['s1', 's2', 's3', 's4']) batcher.push([s, { value: t, time: t }])
    }
    frame()
    expect(Object.fromEntries(renders)).toEqual({ a: 2, b: 2, c: 1 })
    expect(seen.get('a')).toMatchObject({
      values: { data: 50, 'data.signalArray.0': 50, 'data.signalArray.1': 50 },
    })
  })

  it('keeps the newest value when an older one arrives later', () => {
    const { batcher, frame } = setup([widget('a', ['s1'])])
    batcher.push(['s1', { value: 'new', time: 20 }])
    batcher.push(['s1', { value: 'old', time: 10 }])
    frame()
    expect(seen.get('a')).toMatchObject({ values: { data: 'new' } })
  })

  it('re-evaluates animation rules when their own binding changes', () => {
    const { batcher, frame } = setup([widget('a', ['s1'], 's7')])
    batcher.push(['s7', { value: 1, time: 1 }])
    frame()
    expect(seen.get('a')).toMatchObject({ effects: { fill: '#ffff00' } })
    expect(renders.get('a')).toBe(2)
  })
})
