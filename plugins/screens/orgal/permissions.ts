// The permission keys a role can grant (platform spec §6): those every registered screen plugin declares
// in its manifest, grouped by plugin with their titles in the current language, plus the keys a role
// holds that no manifest declares (shown by key, so editing a role does not silently drop them).
import type { Lang } from '../../../core/i18n/langs.ts'
import type { ScreenManifest } from '../../../core/kernel/index.ts'
import { PERMISSION_KEYS, type PermissionKey } from '../../../schemas/api/permissions.ts'

export interface PermissionItem {
  key: string
  title: string
  /** The server takes it in a role (schemas/api/permissions.ts); a key it does not know is refused. */
  known: boolean
}

export interface PermissionGroup {
  /** The plugin's name, or OTHER_GROUP. */
  id: string
  title: string
  items: PermissionItem[]
}

/** The group of held keys no manifest declares. */
export const OTHER_GROUP = '*other'

const SERVER_KEYS: ReadonlySet<string> = new Set(PERMISSION_KEYS)
/** Whether the server takes `key` in a role. */
export const serverKnows = (key: string): key is PermissionKey => SERVER_KEYS.has(key)

/** A plugin's label: its first menu entry's title, else its first route's, else its name. */
const pluginTitle = (m: ScreenManifest, lang: Lang): string =>
  (m.menu[0]?.title ?? m.routes[0]?.title)?.[lang] ?? m.name

/**
 * The keys of `screens` by plugin, in registration order; a key declared by several plugins stands
 * once, under the first. `held` keys no plugin declares follow in a last group titled `otherTitle`.
 */
export function permissionGroups(
  screens: readonly ScreenManifest[],
  lang: Lang,
  held: readonly string[] = [],
  otherTitle = OTHER_GROUP,
): PermissionGroup[] {
  const seen = new Set<string>()
  const item = (key: string, title: string): PermissionItem => {
    seen.add(key)
    return { key, title, known: serverKnows(key) }
  }
  const groups: PermissionGroup[] = []
  for (const m of screens) {
    const items = m.permissions
      .filter((p) => !seen.has(p.key))
      .map((p) => item(p.key, p.title[lang] ?? p.key))
    if (items.length > 0) groups.push({ id: m.name, title: pluginTitle(m, lang), items })
  }
  const others = [...new Set(held)].filter((key) => !seen.has(key)).map((key) => item(key, key))
  if (others.length > 0) groups.push({ id: OTHER_GROUP, title: otherTitle, items: others })
  return groups
}

/** Each key's title, for showing a role's keys. */
export const permissionTitles = (groups: readonly PermissionGroup[]): Map<string, string> =>
  new Map(groups.flatMap((g) => g.items.map((i) => [i.key, i.title] as const)))
