// Widget plugins (manage area, menu group "extend"): the enterprise's catalogue of remote widget plugins
// built with the kit (host/sdk) — register by URL or upload, enable, disable, delete.
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { PLUGIN_TITLES } from './titles.ts'

const AUTH = 'manage_widget_plugins'

export const pluginsManifest = defineScreen({
  name: 'plugins',
  area: 'manage',
  routes: [
    { path: 'extend/widget-plugins', screen: 'WidgetPlugins', title: PLUGIN_TITLES.title, auth: AUTH },
  ],
  menu: [
    {
      group: 'extend',
      key: 'extend.widgetPlugins',
      path: 'extend/widget-plugins',
      title: PLUGIN_TITLES.title,
      auth: AUTH,
    },
  ],
  permissions: [{ key: AUTH, title: { zh: '管理组件插件', en: 'Manage widget plugins' } }],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ plugins: m.PLUGIN_TEXTS })),
  ),
})
