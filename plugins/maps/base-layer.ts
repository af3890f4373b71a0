// The offline base layer: country outlines (Natural Earth 1:50m through world-atlas, public domain) and
// China's province outlines (amCharts 5 geodata, linkware: its attribution link stays on the map). Both are
// loaded only when a map is shown, as separate chunks of the app: nothing is fetched from the internet.
import type { FeatureCollection } from 'geojson'

export interface BaseLayer {
  countries: FeatureCollection
  provinces: FeatureCollection
}

let loading: Promise<BaseLayer> | undefined

/** The outlines, loaded once per page. */
export function loadBaseLayer(): Promise<BaseLayer> {
  loading ??= Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-50m.json'),
    import('@amcharts/amcharts5-geodata/json/chinaLow.json'),
  ]).then(([topo, world, china]) => {
    const topology = (world.default ?? world) as unknown as Parameters<typeof topo.feature>[0]
    const countries = topo.feature(
      topology,
      (topology as unknown as { objects: { countries: Parameters<typeof topo.feature>[1] } }).objects
        .countries,
    ) as unknown as FeatureCollection
    return { countries, provinces: (china.default ?? china) as unknown as FeatureCollection }
  })
  return loading
}

/** The base layer's credits, shown in the map's attribution control. */
export const BASE_ATTRIBUTION =
  'Natural Earth · <a href="https://www.amcharts.com/" target="_blank" rel="noopener">amCharts</a>'
