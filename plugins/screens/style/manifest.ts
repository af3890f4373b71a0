// Enterprise styles (platform spec §1 "customise login and main styles"; §2 `style/list`, `style/system`,
// `vas/custom-style`; menu group "Extend: … system style …"): the enterprise's styles and the one it uses,
// the platform's system styles (platform administrators), and choosing a system style.
import { defineScreen } from '../../../core/kernel/index.ts'
import { type PermissionKey, PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { STYLE_TITLES } from './titles.ts'

export const STYLE_KEY = 'manage_style' satisfies PermissionKey

export const styleManifest = defineScreen({
  name: 'style',
  area: 'manage',
  routes: [
    { path: 'style/list', screen: 'StyleList', title: STYLE_TITLES.title, auth: STYLE_KEY },
    {
      path: 'style/system',
      screen: 'SystemStyles',
      title: STYLE_TITLES.systemTitle,
      auth: PLATFORM_ADMIN_KEY,
    },
    { path: 'vas/custom-style', screen: 'CustomStyle', title: STYLE_TITLES.customTitle, auth: STYLE_KEY },
  ],
  menu: [
    { group: 'extend', key: 'extend.styles', path: 'style/list', title: STYLE_TITLES.title, auth: STYLE_KEY },
    {
      group: 'extend',
      key: 'extend.systemStyles',
      path: 'style/system',
      title: STYLE_TITLES.systemTitle,
      auth: PLATFORM_ADMIN_KEY,
    },
  ],
  permissions: [{ key: STYLE_KEY, title: { zh: '管理样式', en: 'Manage styles' } }],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ style: m.STYLE_TEXTS })),
  ),
})
