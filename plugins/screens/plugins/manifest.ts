// Widget plugins (manage area, menu group "extend"): the enterprise's catalogue of remote widget plugins
// built with the kit (host/sdk) — register by URL or upload, enable, disable, delete.
import { byLang } from '../../../core/i18n/bilingual.ts'
import { defineScreen } from '../../../core/kernel/index.ts'
import { PLUGIN_TEXTS } from './texts.ts'

const AUTH = 'manage_widget_plugins'

export const pluginsManifest = defineScreen({
  name: 'plugins',
  area: 'manage',
  routes: [{ path: 'extend/widget-plugins', screen: 'WidgetPlugins', title: PLUGIN_TEXTS.title, auth: AUTH }],
  menu: [
    {
      group: 'extend',
      key: 'extend.widgetPlugins',
      path: 'extend/widget-plugins',
      title: PLUGIN_TEXTS.title,
      auth: AUTH,
    },
  ],
  permissions: [{ key: AUTH, title: { zh: '管理组件插件', en: 'Manage widget plugins' } }],
  i18n: byLang(PLUGIN_TEXTS),
  load: () => import('./screens.tsx'),
})
