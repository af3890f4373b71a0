// The binding kinds as kernel resolvers: live keys, main value, refresh, and the binding plugin in a kernel.
import { describe, expect, it } from 'vitest'
import {
  BINDING_DESCRIPTORS,
  bindingPlugin,
  createLiveStore,
  descriptorOf,
  liveKey,
} from '../../../core/binding/index.ts'
import { createKernel } from '../../../core/kernel/index.ts'
import { BINDING_KINDS, type DataBinding, type Page } from '../../../schemas/page.ts'
import { bound, LISTS, widget } from './fixtures.ts'

describe('live keys', () => {
  it('keeps signal ids as they are and prefixes the other kinds so ids never collide', () => {
    expect(liveKey.signal('12')).toBe('12')
    expect(new Set([liveKey.signal('12'), liveKey.mvar('12'), liveKey.system('12')]).size).toBe(3)
  })
})

describe('binding kind descriptors', () => {
  it('cover every binding kind of the schema', () => {
    expect(Object.keys(BINDING_DESCRIPTORS).sort()).toEqual([...BINDING_KINDS].sort())
    for (const kind of BINDING_KINDS) expect(BINDING_DESCRIPTORS[kind].kind).toBe(kind)
  })

  const cases: [string, DataBinding, string[]][] = [
    [
      'signal',
      { type: 'signal', signalId: '101', equipId: '1', signalArray: [bound('102', '1', '', '')] },
      ['101', '102'],
    ],
    ['scene', { type: 'scene', signalArray: [bound('201', '2', '', '')] }, ['201']],
    ['report', { type: 'report', signalId: 'r1', equipId: '1' }, []],
    [
      'system',
      { type: 'system', systemKey: 'time', systemArray: [{ systemKey: 'date' }] },
      ['system:time', 'system:date'],
    ],
    [
      'mvar',
      { type: 'mvar', mvarId: 'm1', mvarArray: [{ mvarId: 'm1' }, { mvarId: 'm2' }] },
      ['mvar:m1', 'mvar:m2'],
    ],
  ]
  it.each(cases)('%s: live keys', (_kind, data, keys) => {
    expect(descriptorOf(data)?.keys(data)).toEqual(keys)
  })

  it('has no descriptor for a foreign data type', () => {
    expect(descriptorOf({ type: 'equip' } as unknown as DataBinding)).toBeUndefined()
  })

  it('resolves the main value of each kind from the store', () => {
    const store = createLiveStore()
    store.set('101', { value: 1, time: 1, code: 200 })
    store.set('mvar:m1', { value: 2, time: 1, code: 200 })
    store.set('system:time', { value: 3, time: 1, code: 200 })
    const resolve = (data: DataBinding) => descriptorOf(data)?.resolve(data, store.get)?.value
    expect(resolve({ type: 'signal', signalId: '101' })).toBe(1)
    expect(resolve({ type: 'scene', signalId: '101' })).toBe(1)
    expect(resolve({ type: 'mvar', mvarId: 'm1' })).toBe(2)
    expect(resolve({ type: 'system', systemKey: 'time' })).toBe(3)
    expect(resolve({ type: 'report', signalId: '101' })).toBeUndefined()
    expect(resolve({ type: 'signal', signalId: '' })).toBeUndefined()
  })
})

describe('binding plugin in the kernel', () => {
  const page = (): Page => ({
    con: {
      title: 'p',
      width: 1024,
      height: 768,
      fit: false,
      bgColor: '#ffffff',
      bgImage: '',
      checkpwd: false,
      password: '',
      adaption: 'width',
    },
    widgets: [
      widget('a', { data: { type: 'signal', ...bound('999', '1', 'Level', 'Pump 1') } }),
      widget('b', { data: { type: 'mvar', mvarId: 'm1', title: 'Old' } }),
    ],
    bind: { equips: [], signals: [], keys: [], mvars: [] },
  })

  const kernel = createKernel()
  const used = kernel.use(bindingPlugin)

  it('registers without failure', () => {
    expect(used.ok).toBe(true)
    expect(kernel.failures).toEqual([])
  })

  it('answers keys, values and refresh per data block', () => {
    expect(kernel.bindingKeys({ type: 'mvar', mvarId: 'm1' })).toEqual(['mvar:m1'])
    expect(
      kernel.resolveBinding({ type: 'signal', signalId: 's' }, (k) => ({ value: k, time: 0 }))?.value,
    ).toBe('s')
    expect(kernel.refreshBinding({ type: 'mvar', mvarId: 'm1', title: 'x' }, LISTS)).toEqual({
      type: 'mvar',
      mvarId: 'm1',
      title: 'Total flow',
    })
  })

  it('refreshes bindings on load when lists are given, and not otherwise', () => {
    const p = page()
    expect(kernel.loadPage(p)).toBe(p)
    const loaded = kernel.loadPage(p, { lists: LISTS })
    expect(loaded.widgets[0]?.data).toMatchObject({ signalId: '', title: '' })
    expect(loaded.widgets[1]?.data).toMatchObject({ title: 'Total flow' })
  })

  it('recomputes the bind lists on save', () => {
    const saved = kernel.savePage(page())
    expect(saved.bind).toEqual({ equips: ['1'], signals: ['999'], keys: [], mvars: ['m1'] })
  })
})
