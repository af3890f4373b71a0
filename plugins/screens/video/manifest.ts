// Video parameters (platform spec §2 `openys`; menu group "Extend: … video appKey …"; codes 3201, 3202):
// the organisation's one set of the video cloud's appKey and secret.
import { byLang } from '../../../core/i18n/bilingual.ts'
import { defineScreen } from '../../../core/kernel/index.ts'
import type { PermissionKey } from '../../../schemas/api/permissions.ts'
import { VIDEO_SCREEN_TEXTS } from './texts.ts'

export const VIDEO_KEY = 'manage_video' satisfies PermissionKey

export const videoManifest = defineScreen({
  name: 'video',
  area: 'manage',
  routes: [{ path: 'openys', screen: 'VideoParameters', title: VIDEO_SCREEN_TEXTS.title, auth: VIDEO_KEY }],
  menu: [
    {
      group: 'extend',
      key: 'extend.video',
      path: 'openys',
      title: VIDEO_SCREEN_TEXTS.title,
      auth: VIDEO_KEY,
    },
  ],
  permissions: [{ key: VIDEO_KEY, title: { zh: '管理视频参数', en: 'Manage video parameters' } }],
  i18n: byLang(VIDEO_SCREEN_TEXTS),
  load: () => import('./screens.tsx'),
})
