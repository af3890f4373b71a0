// The pan-tilt pad of a camera (designer spec §3, ComplexVideo `PanTilt`): held down, an arrow moves the
// camera (or zooms it) through the platform's video provider, which holds the enterprise's appKey; let go,
// it stops. Plain buttons (the runtime loads no antd), labelled for screen readers and by tooltip. A
// refused move (no right to operate, the video cloud's error) shows on the pad, never as a page error.
import { useRef, useState } from 'react'
import type { Lang } from '../../core/kernel/index.ts'
import type { PtzDirection } from '../../schemas/api/media.ts'
import type { WidgetServices } from '../widgets/common/services.tsx'
import type { CloudCamera } from './sources.ts'
import { videoText } from './texts.ts'

const PAD: { direction: PtzDirection; glyph: string; area: string }[] = [
  { direction: 'up', glyph: '▲', area: 'u' },
  { direction: 'left', glyph: '◀', area: 'l' },
  { direction: 'right', glyph: '▶', area: 'r' },
  { direction: 'down', glyph: '▼', area: 'd' },
  { direction: 'zoomIn', glyph: '+', area: 'i' },
  { direction: 'zoomOut', glyph: '−', area: 'o' },
]

const BUTTON = 28
const GAP = 2
const PADDING = 4
/** The pad's width on the video (four columns of buttons), so what shares its top edge stays clear of it. */
export const PTZ_PAD_WIDTH = 4 * BUTTON + 3 * GAP + 2 * PADDING

const button = (area: string): React.CSSProperties => ({
  gridArea: area,
  width: BUTTON,
  height: BUTTON,
  border: 0,
  borderRadius: 14,
  background: 'rgba(0,0,0,0.55)',
  color: '#fff',
  fontSize: 12,
  cursor: 'pointer',
  touchAction: 'none',
})

export function PanTiltPad(props: { services: WidgetServices; camera: CloudCamera; lang: Lang }) {
  const { services, camera, lang } = props
  const moving = useRef<PtzDirection | undefined>(undefined)
  const [error, setError] = useState<string | undefined>()
  const send = (direction: PtzDirection, action: 'start' | 'stop') =>
    services
      .call('video/ezviz/ptz', {
        serialNumber: camera.serialNumber,
        channelNumber: camera.channelNumber ?? 1,
        direction,
        action,
      })
      .then(
        () => setError(undefined),
        (e: unknown) => setError(e instanceof Error ? e.message : videoText('ptzFailed', lang)),
      )
  const start = (direction: PtzDirection) => {
    moving.current = direction
    void send(direction, 'start')
  }
  const stop = () => {
    const direction = moving.current
    moving.current = undefined
    if (direction) void send(direction, 'stop')
  }
  return (
    <div
      data-testid="ptz-pad"
      title={error}
      style={{
        position: 'absolute',
        // top right: the player's own controls (play, volume, full screen) run along the bottom
        right: 8,
        top: 8,
        display: 'grid',
        gap: GAP,
        gridTemplateAreas: '". u . i" "l . r ." ". d . o"',
        padding: PADDING,
        borderRadius: 8,
        outline: error ? '2px solid #ff4d4f' : undefined,
      }}
    >
      {PAD.map(({ direction, glyph, area }) => (
        <button
          key={direction}
          type="button"
          data-ptz={direction}
          aria-label={videoText(`ptz.${direction}`, lang)}
          title={videoText(`ptz.${direction}`, lang)}
          style={button(area)}
          onPointerDown={() => start(direction)}
          onPointerUp={stop}
          onPointerLeave={stop}
          onPointerCancel={stop}
        >
          {glyph}
        </button>
      ))}
    </div>
  )
}
