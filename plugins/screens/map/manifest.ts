// The public map (platform spec §2 `/map`): the signed-in user's located devices on the same map as the
// widgets and the monitor list; without a session it shows the offline base map and a way to sign in.
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'

export const mapManifest = defineScreen({
  name: 'map',
  area: 'public',
  routes: [{ path: 'map', screen: 'DeviceMapScreen', title: { zh: '设备地图', en: 'Device map' } }],
  menu: [],
  permissions: [],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ map: m.MAP_SCREEN_TEXTS })),
  ),
})
