// Video parameters (platform spec §2 `openys`; menu group "Extend: … video appKey …"; codes 3201, 3202):
// the organisation's one set of the video cloud's appKey and secret.
import { defineScreen } from '../../../core/kernel/index.ts'
import type { PermissionKey } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { VIDEO_TITLES } from './titles.ts'

export const VIDEO_KEY = 'manage_video' satisfies PermissionKey

export const videoManifest = defineScreen({
  name: 'video',
  area: 'manage',
  routes: [{ path: 'openys', screen: 'VideoParameters', title: VIDEO_TITLES.title, auth: VIDEO_KEY }],
  menu: [
    {
      group: 'extend',
      key: 'extend.video',
      path: 'openys',
      title: VIDEO_TITLES.title,
      auth: VIDEO_KEY,
    },
  ],
  permissions: [{ key: VIDEO_KEY, title: { zh: '管理视频参数', en: 'Manage video parameters' } }],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ video: m.VIDEO_SCREEN_TEXTS })),
  ),
})
