import { describe, expect, it } from 'vitest'
import { defineScreen, MENU_GROUPS, type ScreenManifest } from '../../../core/kernel/index.ts'
import { BADGE_MAX, unreadBadge } from '../../../host/shell/badge.ts'
import { areaOfPath, areaPath, buildMenu, TOP_AREAS } from '../../../host/shell/menu.ts'
import { builtinScreens } from '../../../plugins/screens/index.ts'

describe('unread badge', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [BADGE_MAX, '99'],
    [BADGE_MAX + 1, '99+'],
    [12345, '99+'],
  ])('%i unread shows "%s"', (count, shown) => {
    expect(unreadBadge(count)).toBe(shown)
  })
})

const title = { zh: 'x', en: 'x' }
const manage = defineScreen({
  name: 'test-manage',
  area: 'manage',
  routes: [],
  menu: [
    { group: 'platform', key: 'p1', path: 'system/param', title, auth: 'platform_key', order: 1 },
    { group: 'equipment', key: 'e2', path: 'eg/gateway', title, order: 2 },
    { group: 'equipment', key: 'e1', path: 'eg/equipment/list', title, order: 1 },
    { group: 'om', key: 'o1', path: 'ops/repairs', title, auth: 'om_key', order: 1 },
    { group: 'om', key: 'o2', path: 'ops/inspection_plan', title, auth: ['om_key', 'om_other'], order: 2 },
  ],
  permissions: [],
  load: async () => ({}),
})
const account = defineScreen({
  name: 'test-account',
  area: 'account',
  routes: [],
  menu: [{ group: 'account', key: 'a1', path: 'security/sms', title }],
  permissions: [],
  load: async () => ({}),
})
const screens: ScreenManifest[] = [manage, account]

describe('menus from manifests', () => {
  it.each([
    { auths: [] as string[], groups: { equipment: ['e1', 'e2'] } },
    { auths: ['om_key'], groups: { equipment: ['e1', 'e2'], om: ['o1', 'o2'] } },
    // an entry with a list of keys shows for any one of them
    { auths: ['om_other'], groups: { equipment: ['e1', 'e2'], om: ['o2'] } },
    {
      auths: ['om_key', 'platform_key'],
      groups: { equipment: ['e1', 'e2'], om: ['o1', 'o2'], platform: ['p1'] },
    },
  ])('manage menu with auths $auths', ({ auths, groups }) => {
    const menu = buildMenu(screens, 'manage', (key) => key === undefined || auths.includes(key))
    expect(Object.fromEntries(menu.map((s) => [s.group, s.items.map((i) => i.key)]))).toEqual(groups)
    // Groups keep the spec's order.
    const order = menu.map((s) => MENU_GROUPS.indexOf(s.group as never))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('gives absolute paths and keeps other areas flat, under their own area', () => {
    const menu = buildMenu(screens, 'account', () => true)
    expect(menu).toEqual([
      { group: 'account', items: [{ key: 'a1', title, order: undefined, path: '/account/security/sms' }] },
    ])
    expect(buildMenu(screens, 'manage', () => true).flatMap((s) => s.items.map((i) => i.path))).toContain(
      '/manage/eg/equipment/list',
    )
  })

  it('every built-in menu entry points at one of its manifest routes', () => {
    const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`)
    const everyRoute = builtinScreens.flatMap((m) => m.routes.map((r) => pattern(areaPath(m.area, r.path))))
    for (const m of builtinScreens) {
      for (const entry of m.menu) {
        // an absolute entry (the GM centre's group leads into the monitor area) names any area's route
        const absolute = entry.path.startsWith('/')
        const path = entry.path.split('?')[0] as string
        const patterns = absolute ? everyRoute : m.routes.map((r) => pattern(r.path))
        expect(
          patterns.some((p) => p.test(path)),
          `${m.name} ${entry.path}`,
        ).toBe(true)
      }
    }
  })

  it.each(TOP_AREAS)('every built-in entry of the %s menu has a key of its own', (area) => {
    // the menu is keyed by entry (Layout.tsx): two entries may share a path, never a key
    const keys = buildMenu(builtinScreens, area, () => true).flatMap((s) => s.items.map((i) => i.key))
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
  })

  it.each([
    ['/manage/eg/equipment/list', 'manage'],
    ['/monitor/eg/list', 'monitor'],
    ['/account/config', 'account'],
    ['/msg/messageAll', 'msg'],
    ['/login', undefined],
  ])('%s is in area %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area)
  })
})
