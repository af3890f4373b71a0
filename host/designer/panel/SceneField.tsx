// `ui:field: 'scene'`: the 3D scene of a webgl widget, picked by name from the enterprise's scenes (never
// typed as an id). Edits the object it is put on: its `sceneId`, and its `signalArray`, which is kept to
// the signals the scene's objects are bound to (so the runtime subscribes to them): filled when a scene
// is picked, and brought up to date whenever the panel shows a scene whose bindings changed since.
import type { FieldProps } from '@rjsf/utils'
import { Select, Typography } from 'antd'
import { useEffect } from 'react'
import type { Scene } from '../../../schemas/api/scene.ts'
import type { SignalRef } from '../../../schemas/page.ts'
import { useApi } from '../../boot/api.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { Row } from './templates.tsx'
import { useAsync } from './use-async.ts'

interface SceneData {
  sceneId?: string
  signalArray?: SignalRef[]
  [key: string]: unknown
}

/** The signals of a scene's bindings, once each, in the order of the bindings. */
export function sceneSignals(scene: Pick<Scene, 'config'>): SignalRef[] {
  const seen = new Set<string>()
  const refs: SignalRef[] = []
  for (const b of scene.config.bindings) {
    const key = `${b.equipId}\u0000${b.signalId}`
    if (seen.has(key)) continue
    seen.add(key)
    // the object's name stands for a binding without a title (never the signal's id)
    refs.push({ equipId: b.equipId, signalId: b.signalId, title: b.title || b.object })
  }
  return refs
}

const keysOf = (refs: readonly SignalRef[] | undefined) =>
  (refs ?? []).map((r) => `${r.equipId}\u0000${r.signalId}`).join('\n')

export function SceneField({ formData, onChange, fieldPathId, disabled, readonly }: FieldProps) {
  const { t } = useDesignerTexts()
  const api = useApi()
  const scenes = useAsync(() => api.call('scene/query'), [api])
  const data = (formData ?? {}) as SceneData
  const current = scenes?.find((s) => s.id === data.sceneId)
  const set = (scene: Scene | undefined) =>
    onChange(
      { ...data, sceneId: scene?.id ?? '', signalArray: scene ? sceneSignals(scene) : [] },
      fieldPathId.path,
    )

  // the scene's bindings may have changed in the configurator since the widget was set up
  const stale = current !== undefined && keysOf(sceneSignals(current)) !== keysOf(data.signalArray)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the scene or its bindings change
  useEffect(() => {
    if (stale) set(current)
  }, [stale, current])

  const gone = scenes !== undefined && Boolean(data.sceneId) && !current
  const options = [
    ...(scenes ?? []).map((s) => ({ value: s.id, label: s.name })),
    ...(gone ? [{ value: data.sceneId ?? '', label: t('scene.gone') }] : []),
  ]
  const bound = data.signalArray ?? []
  return (
    <>
      <Row id={fieldPathId.$id} label={t('scene.label')}>
        <Select
          id={fieldPathId.$id}
          data-testid="scene-picker"
          aria-label={t('scene.label')}
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder={t('scene.pick')}
          loading={scenes === undefined}
          disabled={disabled || readonly}
          value={data.sceneId || undefined}
          options={options}
          onChange={(id: string | undefined) => set(scenes?.find((s) => s.id === id))}
        />
      </Row>
      <Row label={t('scene.signals')}>
        <Typography.Text type="secondary" data-testid="scene-signals" style={{ fontSize: 12 }}>
          {bound.length ? bound.map((r) => r.title).join(', ') : t('scene.noSignals')}
        </Typography.Text>
      </Row>
    </>
  )
}
