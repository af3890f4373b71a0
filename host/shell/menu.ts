// Menus built from the screen manifests alone (no screen code loaded): an entry belongs to its
// manifest's area; the manage area shows the back-office groups of platform spec §2, the other areas
// one flat list. Entries the user's auths do not allow are left out, and so is a group left empty.
import {
  authAllows,
  MENU_GROUPS,
  type MenuEntry,
  type MenuGroup,
  type ScreenArea,
  type ScreenManifest,
} from '../../core/kernel/index.ts'

/** The areas of the top bar, in order (§2). */
export const TOP_AREAS = ['manage', 'monitor', 'account', 'msg'] as const
export type TopArea = (typeof TOP_AREAS)[number]

export interface MenuItem extends Pick<MenuEntry, 'key' | 'title' | 'order'> {
  /** Absolute path. */
  path: string
}

export interface MenuSection {
  /** A back-office group in the manage area, the area itself elsewhere. */
  group: MenuGroup | ScreenArea
  items: MenuItem[]
}

/** A path of an area; a menu entry's path starting with '/' is absolute (a manage group leading to another area). */
export const areaPath = (area: ScreenArea, path: string): string =>
  path.startsWith('/') ? path : area === 'public' ? `/${path}` : `/${area}/${path}`

export function buildMenu(
  screens: Iterable<ScreenManifest>,
  area: TopArea,
  allowed: (key: string | undefined) => boolean,
): MenuSection[] {
  const byGroup = new Map<MenuGroup | ScreenArea, MenuItem[]>()
  for (const screen of screens) {
    if (screen.area !== area) continue
    for (const entry of screen.menu) {
      if (!authAllows(entry.auth, allowed)) continue
      const group = area === 'manage' ? entry.group : area
      const items = byGroup.get(group) ?? []
      items.push({
        key: entry.key,
        title: entry.title,
        order: entry.order,
        path: areaPath(screen.area, entry.path),
      })
      byGroup.set(group, items)
    }
  }
  const order: readonly (MenuGroup | ScreenArea)[] = area === 'manage' ? MENU_GROUPS : [area]
  return order
    .filter((group) => byGroup.has(group))
    .map((group) => ({
      group,
      items: (byGroup.get(group) ?? []).sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
    }))
}

/** Where each area lands (§2 defaults). */
export const AREA_DEFAULTS = {
  manage: 'eg/equipment/list',
  monitor: 'eg/list',
  account: 'security/sms',
  msg: 'messageAll',
} as const satisfies Record<TopArea, string>

/**
 * Where a user arriving at an area lands: the area's default (§2) when the user may open it, else the
 * first menu entry the user may open there, else the first other area with one.
 */
export function areaHome(
  screens: readonly ScreenManifest[],
  area: TopArea,
  allowed: (key: string | undefined) => boolean,
): string {
  const defaultRoute = screens
    .filter((s) => s.area === area)
    .flatMap((s) => s.routes)
    .find((r) => r.path === AREA_DEFAULTS[area])
  if (!defaultRoute || authAllows(defaultRoute.auth, allowed)) return areaPath(area, AREA_DEFAULTS[area])
  for (const next of [area, ...TOP_AREAS.filter((a) => a !== area)]) {
    const first = buildMenu(screens, next, allowed)[0]?.items[0]
    if (first) return first.path
  }
  return '/noAuth'
}

/** The area a path belongs to, for the top bar's selection. */
export function areaOfPath(pathname: string): TopArea | undefined {
  const first = pathname.split('/')[1]
  return TOP_AREAS.find((a) => a === first)
}
