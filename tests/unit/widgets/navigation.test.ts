// Navigation widgets (designer spec §3, §9): defaults against the constants, the iframe's target (a
// platform page framed without its header, an allow-listed link sandboxed, javascript: refused), its
// migration of old targets, and the menus' default active item.
import { describe, expect, it } from 'vitest'
import { refreshWidgets } from '../../../core/binding/index.ts'
import { createWidget, migrateWidget } from '../../../core/kernel/index.ts'
import { frameSource } from '../../../plugins/widgets/common/frame.ts'
import { MENU_HEIGHT } from '../../../plugins/widgets/common/nav-schema.ts'
import { defaultActive } from '../../../plugins/widgets/common/nav-view.tsx'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import { nextScroll, REST_AT_BOTTOM_MS } from '../../../plugins/widgets/NavigateIframe/auto-scroll.ts'
import { LEGACY_IFRAME } from '../../../plugins/widgets/NavigateIframe/migrations.ts'
import { IFRAME_SCROLL_SPEED } from '../../../plugins/widgets/NavigateIframe/schema.ts'
import { SLIDE_COUNT, SLIDE_SECONDS } from '../../../plugins/widgets/NavigateSlide/schema.ts'

const plugin = (type: string) => {
  const p = builtinWidgets.find((w) => w.type === type)
  if (!p) throw new Error(type)
  return p
}
const defaults = (type: string) => plugin(type).defaultOptions() as Record<string, any>

describe('navigation defaults (§9)', () => {
  it('carousel: three slides, five seconds, along x, playing', () => {
    expect([SLIDE_COUNT, SLIDE_SECONDS]).toEqual([3, 5])
    expect(defaults('NavigateSlide').data.picArray).toHaveLength(3)
    expect(defaults('NavigateSlide').style).toMatchObject({ time: 5, slideType: 'x', slideAuto: true })
  })

  it('menus: rows 40 high at both levels, a default active item, regions per item', () => {
    expect(MENU_HEIGHT).toBe(40)
    for (const type of ['NavigateNav', 'NavigateMenu']) {
      const { data, style } = defaults(type)
      expect(style.first.height).toBe(40)
      expect(style.second.height).toBe(40)
      expect(data.dataArray.filter((i: { defaultAct: boolean }) => i.defaultAct)).toHaveLength(1)
      expect(data.dataArray[1].children).toHaveLength(2)
      expect(data.dataArray[0]).toHaveProperty('authRegion', '')
    }
    expect(defaults('NavigateNav').style).toMatchObject({ alignType: 'left', fixedPos: false })
  })

  it('iframe: scroll speed 25, an equipment-type target', () => {
    expect(IFRAME_SCROLL_SPEED).toBe(25)
    expect(defaults('NavigateIframe').style.scrollSpeed).toBe(25)
    expect(defaults('NavigateIframe').data.iframe.type).toBe('equip')
  })
})

describe('the iframe’s auto-scroll', () => {
  const speed = IFRAME_SCROLL_SPEED
  it('runs down at the speed in pixels a second', () => {
    expect(nextScroll({ top: 0, restMs: 0 }, 1000, speed, 1000)).toEqual({ top: speed, restMs: 0 })
    expect(nextScroll({ top: 990, restMs: 0 }, 1000, speed, 1000).top).toBe(1000)
  })
  it('rests at the bottom, then starts over from the top', () => {
    const resting = nextScroll({ top: 1000, restMs: 0 }, 1000, speed, 500)
    expect(resting).toEqual({ top: 1000, restMs: REST_AT_BOTTOM_MS - 500 })
    expect(nextScroll(resting, 1000, speed, REST_AT_BOTTOM_MS)).toEqual({ top: 0, restMs: 0 })
  })
  it('stays at the top of a page that fits or with speed 0', () => {
    expect(nextScroll({ top: 0, restMs: 0 }, 0, speed, 1000).top).toBe(0)
    expect(nextScroll({ top: 50, restMs: 0 }, 1000, 0, 1000).top).toBe(0)
  })
})

describe('the iframe’s target', () => {
  const at = { pathname: '/monitor/project/p1/page/a', origin: 'https://scada.example.com' }

  it('frames a page of the project or an equipment’s page without its header, unsandboxed', () => {
    expect(frameSource({ type: 'equip', pageId: 'b' }, at)).toEqual({
      url: '/monitor/project/p1/page/b?header=0',
    })
    expect(frameSource({ type: 'equip', mainId: 'e', mainPageId: 'c' }, at)?.url).toBe(
      '/monitor/eg/detail/page/c/0?header=0',
    )
  })

  it('frames an allow-listed link in a sandbox, and refuses javascript:', () => {
    expect(frameSource({ type: 'link', link: 'https://example.com/x' }, at)?.sandbox).toContain(
      'allow-scripts',
    )
    expect(frameSource({ type: 'link', link: '/files/a.html' }, at)?.sandbox).not.toContain('allow-scripts')
    expect(frameSource({ type: 'link', link: 'javascript:alert(1)' }, at)).toBeUndefined()
  })

  it('moves an old target out of the data block', () => {
    const migrated = migrateWidget(structuredClone(LEGACY_IFRAME), (t) =>
      t === 'NavigateIframe' ? plugin(t) : undefined,
    ) as any
    expect(migrated.data.type).toBe('signal')
    expect(migrated.data.iframe).toMatchObject({ type: 'link', link: 'https://example.com/board' })
    expect(migrated.data.link).toBeUndefined()
  })
})

describe('menus', () => {
  it('start on the child or item marked default active', () => {
    expect(
      defaultActive([{ id: 'a', label: 'A', children: [{ id: 'a1', label: 'A1', defaultAct: true }] }]),
    ).toBe('a1')
    expect(
      defaultActive([
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B', defaultAct: true },
      ]),
    ).toBe('b')
  })
})

describe('binding refresh of the widgets’ own selections (§4)', () => {
  const lists = {
    signals: [{ signalId: '101', equipId: '1', signalTitle: 'Temp', equipTitle: 'Pump 1', equipKey: 'K1' }],
    equips: [{ equipmentId: '1', title: 'Pump 1' }],
  }
  const fresh = (type: string) => createWidget(plugin(type), { id: type, x: 0, y: 0 })

  it('a select option’s target: found again by title plus equipment key, cleared when gone', () => {
    const w = fresh('UsualSelect') as any
    w.data.selectDatas[1].clickEvent.config.data = {
      type: 'signal',
      signalId: 'old',
      equipId: '9',
      equipKey: 'K1',
      title: 'Temp',
    }
    w.data.selectDatas[2].clickEvent.config.data = {
      type: 'signal',
      signalId: 'gone',
      equipId: '9',
      title: 'Nothing',
    }
    const [after] = refreshWidgets([w], lists).widgets as any[]
    expect(after.data.selectDatas[1].clickEvent.config.data).toMatchObject({ signalId: '101', equipId: '1' })
    expect(after.data.selectDatas[2].clickEvent.config.data).toMatchObject({ signalId: '', title: '' })
  })

  it('a carousel slide’s and a menu child’s equipment page: cleared when the equipment is gone', () => {
    const slide = fresh('NavigateSlide') as any
    Object.assign(slide.data.picArray[0].clickEvent.config.page, {
      type: 'equip',
      equipId: '9',
      equipPageId: 'p',
    })
    const menu = fresh('NavigateMenu') as any
    Object.assign(menu.data.dataArray[1].children[0].clickEvent.config.page, {
      type: 'equip',
      equipId: '1',
      equipTitle: 'x',
    })
    const [s, m] = refreshWidgets([slide, menu], lists).widgets as any[]
    expect(s.data.picArray[0].clickEvent.config.page).toMatchObject({ equipId: '', equipPageId: '' })
    expect(m.data.dataArray[1].children[0].clickEvent.config.page.equipTitle).toBe('Pump 1')
  })

  it('the iframe’s target in data.iframe: title refreshed, cleared when the equipment is gone', () => {
    const a = fresh('NavigateIframe') as any
    Object.assign(a.data.iframe, { type: 'equip', mainId: '1', mainTitle: 'old', mainPageId: 'p' })
    const b = fresh('NavigateIframe') as any
    Object.assign(b.data.iframe, { type: 'equip', mainId: '9', mainTitle: 'x', mainPageId: 'p' })
    const [x, y] = refreshWidgets([a, b], lists).widgets as any[]
    expect(x.data.iframe.mainTitle).toBe('Pump 1')
    expect(y.data.iframe).toMatchObject({ mainId: '', mainPageId: '' })
  })
})
