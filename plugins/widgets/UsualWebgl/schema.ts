// Webgl (designer spec §3, §5): a 3D scene by `sceneId` (its model, home view and per-object bindings are
// configured at /manage/scene/config/{sceneId}); `signalArray` holds the scene's bound signals, so the
// host resolves their live values like any list. At most 1 per page.
import Type from 'typebox'
import { Bool, Color, Str, signalList, staticData, titled } from '../common/schema.ts'

export const MAX_WEBGL = 1

export const schema = Type.Object({
  // the scene picked by name; its bound signals follow the scene (the `scene` panel field)
  data: staticData(
    {
      type: Type.Enum(['scene'], { default: 'scene', 'x-ui': { 'ui:widget': 'hidden' } }),
      sceneId: titled(Str(), { zh: '场景', en: 'Scene' }),
      signalArray: signalList('scene', ['scene']),
    },
    { 'ui:field': 'scene' },
  ),
  style: Type.Object({
    background: titled(Color('#0b1a2b'), { zh: '背景色', en: 'Background' }),
    autoRotate: titled(Bool(false), { zh: '自动旋转', en: 'Rotate by itself' }),
  }),
})
