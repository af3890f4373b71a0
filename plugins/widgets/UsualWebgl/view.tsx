import { useMemo } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { objectStates } from '../../scenes/rules.ts'
import { SceneView } from '../../scenes/SceneView.tsx'
import { usePolled, useWidgetServices } from '../common/services.tsx'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

const NO_SCENE = { zh: '未选择场景', en: 'No scene chosen' }

export function WebglView({ widget, mode, values, meta, lang }: WidgetViewProps<Options>) {
  const { data, style } = widget
  const services = useWidgetServices()
  const { data: scene } = usePolled(data?.sceneId ? services : undefined, 'scene/info', {
    id: data?.sceneId ?? '',
  })
  const refs = data?.signalArray ?? []
  const states = useMemo(
    () =>
      objectStates(
        scene?.config.bindings ?? [],
        (signalId) => {
          const i = refs.findIndex((r) => r.signalId === signalId)
          const key = `data.signalArray.${i}`
          return i < 0 ? {} : { value: values[key], meta: meta?.[key] }
        },
        lang,
      ),
    [scene, refs, values, meta, lang],
  )
  if (!data?.sceneId)
    return (
      <div
        style={{
          width: '100%',
          height: '100%',
          background: style?.background ?? '#0b1a2b',
          color: '#8c8c8c',
          display: 'grid',
          placeItems: 'center',
          fontSize: 13,
          fontFamily: 'sans-serif',
        }}
      >
        {NO_SCENE[lang]}
      </div>
    )
  return (
    <SceneView
      testId="webgl-scene"
      {...(scene?.modelAssetId ? { modelUrl: `/lfscada/asset/file/${scene.modelAssetId}` } : {})}
      config={scene?.config ?? { bindings: [] }}
      states={mode === 'runtime' ? states : []}
      background={style?.background ?? '#0b1a2b'}
      interactive={mode === 'runtime'}
      autoRotate={style?.autoRotate}
    />
  )
}
