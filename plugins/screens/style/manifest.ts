// Enterprise styles (platform spec §1 "customise login and main styles"; §2 `style/list`, `style/system`,
// `vas/custom-style`; menu group "Extend: … system style …"): the enterprise's styles and the one it uses,
// the platform's system styles (platform administrators), and choosing a system style; issue 34: the login
// and main page editor, `vas/custom-platform` and `frame/{path}[/{openFlag}]`.
import { defineScreen } from '../../../core/kernel/index.ts'
import { type PermissionKey, PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { STYLE_TITLES } from './titles.ts'

export const STYLE_KEY = 'manage_style' satisfies PermissionKey

const load = withTexts(
  () => import('./screens.tsx'),
  () => import('./texts.ts').then((m) => ({ style: m.STYLE_TEXTS })),
)

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
    {
      path: 'vas/custom-platform',
      screen: 'CustomPlatform',
      title: STYLE_TITLES.platformTitle,
      auth: STYLE_KEY,
    },
    // an allow-listed page inside the management frame (`openFlag` 1: offered in a new window instead)
    { path: 'frame/:path', screen: 'ManageFrame', title: STYLE_TITLES.frameTitle },
    { path: 'frame/:path/:openFlag', screen: 'ManageFrame', title: STYLE_TITLES.frameTitle },
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
  load,
})

/**
 * The page editor (issue 34): public routes of spec §2, full page outside the layout; their calls need a
 * session with `manage_style` (without one the client goes to the login page).
 */
export const styleEditorManifest = defineScreen({
  name: 'style-editor',
  area: 'public',
  routes: [
    { path: 'style/edit/login/:id', screen: 'LoginEditor', title: STYLE_TITLES.editorTitle },
    { path: 'style/edit/main/:id', screen: 'MainEditor', title: STYLE_TITLES.editorTitle },
    { path: 'style/edit/preview/:id', screen: 'StylePreview', title: STYLE_TITLES.editorTitle },
  ],
  menu: [],
  permissions: [],
  load,
})
