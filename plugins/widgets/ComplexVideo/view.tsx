import type { Static } from 'typebox'
import { ApiError } from '../../../core/api/errors.ts'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { safeUrl } from '../../../core/validation/url.ts'
import { PanTiltPad } from '../../video/PanTilt.tsx'
import { playable, VIDEO_CONFIG_ERROR } from '../../video/sources.ts'
import { TalkButton } from '../../video/TalkButton.tsx'
import { talkProviderOf } from '../../video/talk.ts'
import { videoText } from '../../video/texts.ts'
import { VideoNotice, VideoPlayer } from '../../video/VideoPlayer.tsx'
import { usePolled, useWidgetServices } from '../common/services.tsx'
import { boxCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>
type Addon = Options['data']['dataAddon']

const link = (s: string | undefined) => (s ? safeUrl(s, 'link') : undefined)

/** The EZVIZ camera's address, asked of the platform (which holds the enterprise's appKey). */
function useCameraAddress(addon: Addon, runtime: boolean) {
  const services = useWidgetServices()
  const asks = runtime && addon.type === 'ezviz' && Boolean(addon.serialNumber)
  return usePolled(asks ? services : undefined, 'video/ezviz/address', {
    serialNumber: addon.serialNumber,
    channelNumber: addon.channelNumber,
  })
}

export function VideoView({ widget, mode, lang, effects }: WidgetViewProps<Options>) {
  const addon = widget.data.dataAddon
  const style = widget.style
  const runtime = mode === 'runtime'
  const camera = useCameraAddress(addon, runtime)
  const services = useWidgetServices()
  const reserves = [link(addon.hlsReserve), link(addon.flvReserve)]
  const src =
    addon.type === 'online'
      ? link(addon.onlineAddress)
      : playable([link(camera.data?.hls), link(camera.data?.flv), ...reserves])
  const notConfigured =
    addon.type === 'ezviz' && camera.error instanceof ApiError && camera.error.code === VIDEO_CONFIG_ERROR
  const talk = runtime && addon.talk ? talkProviderOf(addon.type, services) : undefined
  let body: React.ReactNode
  if (!runtime)
    body = (
      <VideoNotice
        text={`${videoText('camera', lang)} · ${addon.type === 'online' ? addon.onlineAddress || videoText('noAddress', lang) : addon.serialNumber || 'EZVIZ'}`}
      />
    )
  else if (src)
    body = (
      <VideoPlayer
        src={src}
        lang={lang}
        autoplay={addon.onlineAuto !== false}
        loop={addon.onlineLoop !== false}
        fit={style?.fit}
      />
    )
  else if (notConfigured) body = <VideoNotice text={videoText('notConfigured', lang)} />
  else if (addon.type === 'ezviz' && addon.serialNumber && !camera.error)
    body = <VideoNotice text={videoText('loading', lang)} />
  else body = <VideoNotice text={videoText(camera.error ? 'failed' : 'noAddress', lang)} />
  return (
    <div
      data-testid="complex-video"
      style={{ ...boxCss(style, effects), overflow: 'hidden', position: 'relative' }}
    >
      {body}
      {runtime && services && addon.type === 'ezviz' && addon.serialNumber && addon.PanTilt && (
        <PanTiltPad
          services={services}
          camera={{ serialNumber: addon.serialNumber, channelNumber: addon.channelNumber }}
          lang={lang}
        />
      )}
      {talk?.supported && addon.serialNumber && (
        <TalkButton
          provider={talk}
          camera={{ serialNumber: addon.serialNumber, channelNumber: addon.channelNumber }}
          lang={lang}
        />
      )}
    </div>
  )
}
