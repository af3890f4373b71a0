import { useMemo } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { MapBody } from '../ComplexMap/view.tsx'
import type { GisLayer, schema } from './schema.ts'

/** The layers whose GeoJSON parses; a broken one is left out rather than breaking the map. */
export function parsedLayers(
  layers: readonly Partial<GisLayer>[] | undefined,
): { data: unknown; color: string }[] {
  return (layers ?? []).flatMap((l) => {
    if (!l.geojson?.trim()) return []
    try {
      return [{ data: JSON.parse(l.geojson) as unknown, color: l.color || '#1677ff' }]
    } catch {
      return []
    }
  })
}

export function GisMapView(props: WidgetViewProps<Static<typeof schema>>) {
  const { data, style } = props.widget
  const overlays = useMemo(() => parsedLayers(data.layer), [data.layer])
  return <MapBody {...props} overlays={overlays} satellite={style.type === 'satellite'} />
}
