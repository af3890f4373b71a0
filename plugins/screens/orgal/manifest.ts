// Organisation (platform spec §2 `/manage/orgal/enterprise | role | dept`, menu group "Organisation"):
// the caller's enterprise data, the enterprise's roles with the permission keys they grant (the keys
// every registered screen plugin declares, §6) and its department tree (§3).
import { defineScreen } from '../../../core/kernel/index.ts'
import type { PermissionKey } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { ORGAL_TITLES } from './titles.ts'

/** The server's keys for the three screens (schemas/api/permissions.ts). */
export const ORGAL_KEYS = {
  enterprise: 'manage_orgal_enterprise',
  role: 'manage_orgal_role',
  dept: 'manage_orgal_dept',
} as const satisfies Record<string, PermissionKey>

/** Path, lazy export and key of each screen, in the menu's order. */
const SCREENS = [
  { path: 'orgal/enterprise', screen: 'Enterprise', auth: ORGAL_KEYS.enterprise, title: 'title.enterprise' },
  { path: 'orgal/role', screen: 'Roles', auth: ORGAL_KEYS.role, title: 'title.role' },
  { path: 'orgal/dept', screen: 'Departments', auth: ORGAL_KEYS.dept, title: 'title.dept' },
] as const

export const orgalManifest = defineScreen({
  name: 'orgal',
  area: 'manage',
  routes: SCREENS.map(({ path, screen, auth, title }) => ({
    path,
    screen,
    auth,
    title: ORGAL_TITLES[title],
  })),
  menu: SCREENS.map(({ path, auth, title }, order) => ({
    group: 'organisation' as const,
    key: `orgal.${path.split('/')[1]}`,
    path,
    title: ORGAL_TITLES[title],
    auth,
    order,
  })),
  permissions: [
    { key: ORGAL_KEYS.enterprise, title: { zh: '管理企业资料', en: 'Manage enterprise data' } },
    { key: ORGAL_KEYS.role, title: { zh: '管理角色与权限', en: 'Manage roles and permissions' } },
    { key: ORGAL_KEYS.dept, title: { zh: '管理部门', en: 'Manage departments' } },
  ],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ orgal: m.ORGAL_TEXTS })),
  ),
})
