// @vitest-environment jsdom
// The runtime viewer against a stand-in service: the page renders read-only, live values from the
// project socket reach the bound widgets, a button writes after confirmation, a page password is asked
// first, and the pure parts (scale, routes, regions, subscriptions) behave as the spec says.

import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../core/api/index.ts'
import { liveKey } from '../../../core/binding/index.ts'
import { createI18n } from '../../../core/i18n/index.ts'
import { createWidget, type Kernel } from '../../../core/kernel/index.ts'
import { ApiContext } from '../../../host/boot/api.tsx'
import { KernelContext } from '../../../host/boot/context.tsx'
import { bootKernel } from '../../../host/boot/kernel.ts'
import { loadDialogs, pageUrlOf } from '../../../host/runtime/action-context.tsx'
import { RuntimeScreen, runtimeOfRoute } from '../../../host/runtime/index.ts'
import { pageScale } from '../../../host/runtime/scale.ts'
import { signalsByEquip } from '../../../host/runtime/subscriptions.ts'
import { visibleInRegion } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins } from '../../../plugins/widgets/index.ts'
import type { Page, Widget } from '../../../schemas/page.ts'
import { act, cleanup, fireEvent, render, screen, waitFor } from '../render.tsx'
import { fakeService } from './fake-service.ts'

// The runtime's antd dialogs are lazy (no antd on the runtime route): loaded before the tests' timers.
beforeAll(() => loadDialogs(), 60_000)

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  // antd's responsive grid asks for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
})
afterEach(cleanup)

const kernel: Kernel = bootKernel([...builtinRulePlugins, ...builtinWidgetPlugins])

function widget(type: string, id: string, patch: Partial<Widget> = {}): Widget {
  const plugin = kernel.widgets.get(type)
  if (!plugin) throw new Error(type)
  return { ...createWidget(plugin, { id, x: 0, y: 0 }), ...patch }
}

function pageOf(widgets: Widget[], con: Partial<Page['con']> = {}): Page {
  return {
    con: {
      title: 't',
      width: 800,
      height: 600,
      fit: false,
      bgColor: '#fff',
      bgImage: '',
      checkpwd: false,
      password: '',
      adaption: 'none',
      ...con,
    },
    widgets,
    bind: { equips: [], signals: [], keys: [], mvars: [] },
  }
}

const GATEWAY = [{ equipmentId: 'e1', interval: 1, online: true, vpn: false, economizeOpen: false }]

function mount(
  page: Page,
  gateways: unknown[] = GATEWAY,
  info: () => unknown = () => ({ id: 'p1', json: JSON.stringify(page) }),
) {
  const service = fakeService({
    get 'project/page/info'() {
      return info()
    },
    'monitor/project/gateway/query': gateways,
    'monitor/project/gateway/open': {},
    'websocket/monitor/project/token': 'tok',
    'signal/writeVal': { ok: true },
    'project/page/validPassword': {},
  })
  const api = createApiClient({
    fetch: service.fetch,
    WebSocket: service.WebSocket,
    location: { protocol: 'http:', host: 'test' },
  })
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <KernelContext.Provider value={kernel}>
        <ApiContext.Provider value={api}>
          <MemoryRouter>
            <RuntimeScreen projectId="proj" pageId="p1" />
          </MemoryRouter>
        </ApiContext.Provider>
      </KernelContext.Provider>
    </I18nextProvider>,
  )
  return service
}

const bound = (id: string, signalId: string) =>
  widget('UsualDataText', id, {
    data: {
      type: 'signal',
      signalId,
      equipId: 'e1',
      title: id,
      dataAddon: { decimals: -1, unit: 'kW' },
    } as Widget['data'],
  })

/** A data box bound to a memory variable or a system key: values the server computes and pushes. */
const computed = (id: string, data: Partial<NonNullable<Widget['data']>>) =>
  widget('UsualDataText', id, {
    data: { title: id, ...data, dataAddon: { decimals: -1, unit: '' } } as Widget['data'],
  })

/** Pushes a frame on the page's socket and waits for the frame that applies it. */
async function pushFrame(service: ReturnType<typeof mount>, frame: unknown) {
  await act(async () => {
    service.sockets[0]?.push(frame)
    await new Promise((r) => requestAnimationFrame(() => r(undefined)))
  })
}

describe('RuntimeScreen', () => {
  it('subscribes to the page’s signals and shows live values', async () => {
    const service = mount(pageOf([bound('a', 's1'), bound('b', 's2')]))
    await waitFor(() => expect(service.sockets).toHaveLength(1))
    const token = service.calls.find((c) => c.path === 'websocket/monitor/project/token')
    expect(token?.body).toMatchObject({
      projectId: 'proj',
      pageId: 'p1',
      dataEquip: 'e1',
      dataSignal: 's1,s2',
    })
    await act(async () => {
      service.sockets[0]?.push({
        signalVal: [
          { signalId: 's1', value: 12.5, time: 2 },
          { signalId: 's2', value: 7, time: 2 },
        ],
      })
      await new Promise((r) => requestAnimationFrame(() => r(undefined)))
    })
    await waitFor(() => expect(document.querySelector('[data-widget-id="a"]')?.textContent).toBe('12.5 kW'))
    expect(document.querySelector('[data-widget-id="b"]')?.textContent).toBe('7 kW')
    // An older value does not replace a newer one.
    await act(async () => {
      service.sockets[0]?.push({ signalVal: [{ signalId: 's1', value: 1, time: 1 }] })
      await new Promise((r) => requestAnimationFrame(() => r(undefined)))
    })
    expect(document.querySelector('[data-widget-id="a"]')?.textContent).toBe('12.5 kW')
  })

  // A memory variable or system key page has no device signal: its socket runs whatever the gateways'
  // state (here none is online), names no device signal, and shows the values the server pushes.
  it.each([
    ['a memory variable', { type: 'mvar', mvarId: 'm1' }, liveKey.mvar('m1')],
    ['a system key', { type: 'system', systemKey: 'equipOnline' }, liveKey.system('equipOnline')],
  ] as const)('a page bound only to %s subscribes and shows the pushed value', async (_, data, key) => {
    const service = mount(pageOf([computed('a', data)]), [
      { equipmentId: 'e1', interval: 1, online: false, vpn: false, economizeOpen: false },
    ])
    await waitFor(() => expect(service.sockets).toHaveLength(1))
    expect(service.sockets[0]?.url).toBe('ws://test/lfscada/ws/project/signal/subscribe/tok')
    expect(service.calls.find((c) => c.path === 'websocket/monitor/project/token')?.body).toEqual({
      projectId: 'proj',
      pageId: 'p1',
      dataEquip: '',
      dataSignal: '',
    })
    // no device is opened for such a page
    expect(service.calls.some((c) => c.path === 'monitor/project/gateway/open')).toBe(false)
    await pushFrame(service, { signalVal: [{ signalId: key, value: 42, time: 5 }] })
    await waitFor(() => expect(document.querySelector('[data-widget-id="a"]')?.textContent).toBe('42'))
  })

  it('a page without live bindings opens nothing', async () => {
    const report = widget('UsualDataText', 'r', {
      data: { type: 'report', equipId: 'e1', dataAddon: { decimals: -1, unit: '' } } as Widget['data'],
    })
    const service = mount(pageOf([widget('UsualText', 't'), report]))
    await waitFor(() => expect(document.querySelector('[data-widget-id="t"]')).not.toBeNull())
    // no signal to wait for: the test asserts that nothing is opened after the page shows; the pause
    // lets a wrongly opened call or socket be recorded
    await new Promise((r) => setTimeout(r, 50))
    expect(service.calls.map((c) => c.path)).toEqual(['project/page/info'])
    expect(service.sockets).toHaveLength(0)
  })

  it('writes a button’s value after the user confirms', async () => {
    const button = widget('UsualButton', 'btn')
    button.clickEvent = {
      enable: true,
      config: {
        ...button.clickEvent!.config,
        data: { type: 'signal', signalId: 's9', equipId: 'e1' },
        writeValue: '1',
      },
    }
    const service = mount(pageOf([button]))
    const frame = await waitFor(() => {
      const el = document.querySelector('[data-widget-id="btn"]')
      if (!el) throw new Error('not yet')
      return el
    })
    fireEvent.click(frame)
    // antd's static confirm renders in its own root, after its chunk: a slower first frame in jsdom
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }, { timeout: 10_000 }))
    await waitFor(() => expect(service.calls.some((c) => c.path === 'signal/writeVal')).toBe(true))
    expect(service.calls.find((c) => c.path === 'signal/writeVal')?.body).toEqual({
      projectId: 'proj',
      signalId: 's9',
      value: '1',
    })
  })

  it('asks the page password first and refuses commas and spaces without a call', async () => {
    const service = mount(pageOf([bound('a', 's1')], { checkpwd: true, password: 'x' }))
    const input = await screen.findByPlaceholderText('Page password')
    fireEvent.change(input, { target: { value: 'a b' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByText('The password may not contain commas or spaces')
    expect(service.calls.some((c) => c.path === 'project/page/validPassword')).toBe(false)
    fireEvent.change(input, { target: { value: 'secret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(document.querySelector('[data-widget-id="a"]')).not.toBeNull())
    expect(service.calls.find((c) => c.path === 'project/page/validPassword')?.body).toEqual({
      id: 'p1',
      password: 'secret',
    })
  })

  it('asks for a page the server withholds until its password is given, then shows it', async () => {
    const page = pageOf([bound('a', 's1')], { checkpwd: true })
    let given = false
    const service = mount(page, GATEWAY, () =>
      given
        ? { id: 'p1', locked: false, json: JSON.stringify(page) }
        : { id: 'p1', locked: true, json: JSON.stringify({ ...page, widgets: [] }) },
    )
    const input = await screen.findByPlaceholderText('Page password')
    given = true
    fireEvent.change(input, { target: { value: 'secret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(document.querySelector('[data-widget-id="a"]')).not.toBeNull())
    expect(service.calls.filter((c) => c.path === 'project/page/info')).toHaveLength(2)
  })

  it('shows the spec’s message when the page cannot be loaded', async () => {
    const service = fakeService({ 'project/page/info': new Error('gone') })
    const api = createApiClient({ fetch: service.fetch })
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <KernelContext.Provider value={kernel}>
          <ApiContext.Provider value={api}>
            <MemoryRouter>
              <RuntimeScreen projectId="proj" pageId="p1" />
            </MemoryRouter>
          </ApiContext.Provider>
        </KernelContext.Provider>
      </I18nextProvider>,
    )
    await screen.findByText('Failed to jump to configuration page: gone')
  })
})

describe('runtime rules', () => {
  it.each<[string, Partial<Page['con']>, { x: number; y: number }]>([
    ['none keeps the size', { adaption: 'none' }, { x: 1, y: 1 }],
    ['width fits the width', { adaption: 'width' }, { x: 2, y: 2 }],
    ['height fits the height', { adaption: 'height' }, { x: 0.5, y: 0.5 }],
    ['full stretches', { adaption: 'full' }, { x: 2, y: 0.5 }],
    ['fit stretches', { adaption: 'none', fit: true }, { x: 2, y: 0.5 }],
  ])('page scale: %s', (_name, con, scale) => {
    expect(
      pageScale(
        { width: 800, height: 600, fit: false, adaption: 'none', ...con },
        { width: 1600, height: 300 },
      ),
    ).toEqual(scale)
  })

  it.each<[string | undefined, string | undefined, boolean]>([
    ['', 'North', true],
    ['North, South', '', true],
    ['North, South', 'South', true],
    ['North', 'South', false],
    ['North', 'East,North', true],
  ])('widget regions %j for user regions %j: visible %s', (item, user, visible) => {
    expect(visibleInRegion(item, user)).toBe(visible)
  })

  it('reads the runtime routes', () => {
    expect(runtimeOfRoute({ projectId: 'p', pageId: 'g' }, '/monitor/project/p/preview/g')).toEqual({
      projectId: 'p',
      pageId: 'g',
      preview: true,
    })
    expect(runtimeOfRoute({ pageId: 'g', alarm: '1' }, '/monitor/eg/detail/page/g/1')).toEqual({
      pageId: 'g',
      preview: false,
    })
    expect(runtimeOfRoute({ groupId: 'x', id: 'y' }, '/monitor/eg/group/configuration/x/y')).toBeUndefined()
    expect(pageUrlOf({ projectId: 'p' }, 'g2')).toBe('/monitor/project/p/page/g2')
    expect(pageUrlOf({ projectId: 'p', preview: true }, 'g2')).toBe('/monitor/project/p/preview/g2')
    expect(pageUrlOf({ projectId: 'p' }, 'g3', 'e1')).toBe('/monitor/eg/detail/page/g3/0')
  })

  it('groups a page’s signals by equipment for device sockets', () => {
    const chart = widget('ComplexLine', 'c', {})
    chart.data = {
      ...chart.data!,
      signalArray: [
        { signalId: 's3', equipId: 'e2' },
        { signalId: 's1', equipId: 'e1' },
      ],
    }
    expect(Object.fromEntries(signalsByEquip([bound('a', 's1'), bound('b', 's2'), chart]))).toEqual({
      e1: ['s1', 's2'],
      e2: ['s3'],
    })
  })
})
