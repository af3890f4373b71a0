// 3D scenes (platform spec `eg/scene`, menu group "Extend: … 3D scene …"): the list (add with a model
// uploaded to the asset library, rename, delete after confirmation, thumbnails) and the configurator
// (pick an object in the 3D view, bind it to a signal with a rule, set the home view, save) at the spec's
// `/manage/scene/config/{sceneId}` (platform §2 lists it with the designers: a scene's designer is this
// configurator); `eg/scene/config/{sceneId}`, where it was first, stays as an alias for saved links.
import { defineScreen } from '../../../core/kernel/index.ts'
import type { PermissionKey } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { SCENE_TITLES } from './titles.ts'

export const SCENE_KEY = 'manage_scene' satisfies PermissionKey

/** The configurator of a scene. */
export const sceneConfigPath = (sceneId: string) => `/manage/scene/config/${sceneId}`

export const scenesManifest = defineScreen({
  name: 'scenes',
  area: 'manage',
  routes: [
    { path: 'eg/scene', screen: 'SceneList', title: SCENE_TITLES.title, auth: SCENE_KEY },
    ...['scene/config/:sceneId', 'eg/scene/config/:sceneId'].map((path) => ({
      path,
      screen: 'SceneConfig',
      title: SCENE_TITLES.configTitle,
      auth: SCENE_KEY,
    })),
  ],
  menu: [
    { group: 'extend', key: 'extend.scenes', path: 'eg/scene', title: SCENE_TITLES.title, auth: SCENE_KEY },
  ],
  permissions: [{ key: SCENE_KEY, title: { zh: '管理 3D 场景', en: 'Manage 3D scenes' } }],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ scenes: m.SCENE_TEXTS })),
  ),
})
