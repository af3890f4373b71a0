// API keys for external systems (issue 32, platform spec §2 `/manage/api/list`, menu group "Organisation"):
// the enterprise's keys with their scopes, expiry and last use; make one (its token shown once), revoke one;
// and the API's interactive documentation (`/manage/api/docs`).
import { defineScreen } from '../../../core/kernel/index.ts'
import type { PermissionKey } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { API_TITLES } from './titles.ts'

export const API_KEY_AUTH = 'manage_api_list' satisfies PermissionKey

export const apiManifest = defineScreen({
  name: 'api',
  area: 'manage',
  routes: [
    { path: 'api/list', screen: 'ApiKeys', auth: API_KEY_AUTH, title: API_TITLES.title },
    { path: 'api/docs', screen: 'ApiDocs', auth: API_KEY_AUTH, title: API_TITLES.docs },
  ],
  menu: [
    {
      group: 'organisation',
      key: 'api.list',
      path: 'api/list',
      title: API_TITLES.title,
      auth: API_KEY_AUTH,
      order: 10,
    },
    {
      group: 'organisation',
      key: 'api.docs',
      path: 'api/docs',
      title: API_TITLES.docs,
      auth: API_KEY_AUTH,
      order: 11,
    },
  ],
  permissions: [{ key: API_KEY_AUTH, title: { zh: '管理 API 密钥', en: 'Manage API keys' } }],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ api: m.API_TEXTS })),
  ),
})
