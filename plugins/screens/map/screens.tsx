import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DeviceMap } from '../../maps/DeviceMap.tsx'
import { deviceMarker, isLocated } from '../../maps/devices.ts'
import { MAP_ZOOM } from '../../maps/tiles.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'

/** The least extent the public map opens on, in degrees: one device shows with its region around it. */
export const PUBLIC_MAP_MIN_SPAN = 3

/** Device states are asked again this often. */
const REFRESH_MS = 30_000

export function DeviceMapScreen() {
  const { t } = useTranslation('map')
  const { lang } = useServices()
  // the route needs no login guard (it may be opened full screen on a wall display), but the devices
  // are the signed-in user's: without a session the platform sends the visitor to sign in
  const all = useQueryCall('monitor/equipment/queryAllForMap')
  const { reload } = all
  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS)
    return () => clearInterval(timer)
  }, [reload])
  const markers = useMemo(() => (all.data ?? []).filter(isLocated).map((d) => deviceMarker(d)), [all.data])
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <header
        style={{
          height: 48,
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '0 16px',
          background: '#001529',
          color: '#fff',
          fontSize: 16,
        }}
      >
        <span>{t('title')}</span>
        <span style={{ fontSize: 13, opacity: 0.8 }}>
          {t('devices')}: {markers.length}
        </span>
      </header>
      <div style={{ flex: 1, position: 'relative' }}>
        <DeviceMap
          markers={markers}
          lang={lang}
          zoom={MAP_ZOOM}
          minSpan={PUBLIC_MAP_MIN_SPAN}
          testId="public-map"
        />
      </div>
    </div>
  )
}
