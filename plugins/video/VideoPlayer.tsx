// A live stream or a file in a <video>: hls.js for HLS, mpegts.js for HTTP-FLV, each loaded only when a
// stream of its kind is shown. Autoplay is muted (browsers refuse sound without a gesture).
import { useEffect, useRef, useState } from 'react'
import type { Lang } from '../../core/kernel/index.ts'
import { streamKind } from './sources.ts'
import { videoText } from './texts.ts'

export interface VideoPlayerProps {
  src: string
  lang: Lang
  autoplay: boolean
  loop: boolean
  controls?: boolean
  fit?: 'contain' | 'cover' | 'fill'
}

type Stop = () => void

async function attachHls(video: HTMLVideoElement, src: string, onError: () => void): Promise<Stop> {
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = src
    return () => video.removeAttribute('src')
  }
  const { default: Hls } = await import('hls.js')
  if (!Hls.isSupported()) {
    onError()
    return () => {}
  }
  const hls = new Hls({ lowLatencyMode: true })
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onError()
  })
  hls.loadSource(src)
  hls.attachMedia(video)
  return () => hls.destroy()
}

async function attachFlv(video: HTMLVideoElement, src: string, onError: () => void): Promise<Stop> {
  const { default: mpegts } = await import('mpegts.js')
  if (!mpegts.isSupported()) {
    onError()
    return () => {}
  }
  const player = mpegts.createPlayer({ type: 'flv', isLive: true, url: src })
  player.on(mpegts.Events.ERROR, onError)
  player.attachMediaElement(video)
  player.load()
  return () => player.destroy()
}

function attachFile(video: HTMLVideoElement, src: string): Promise<Stop> {
  video.src = src
  return Promise.resolve(() => video.removeAttribute('src'))
}

export function VideoPlayer({
  src,
  lang,
  autoplay,
  loop,
  controls = true,
  fit = 'contain',
}: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const kind = streamKind(src)

  useEffect(() => {
    const video = ref.current
    if (!video || kind === 'unsupported') return
    setFailed(false)
    let stop: Stop = () => {}
    let gone = false
    const onError = () => !gone && setFailed(true)
    const attach =
      kind === 'hls'
        ? attachHls(video, src, onError)
        : kind === 'flv'
          ? attachFlv(video, src, onError)
          : attachFile(video, src)
    void attach.then(
      (s) => {
        if (gone) s()
        else stop = s
        // a browser refusing autoplay leaves the player's own play button to the user
        if (!gone && autoplay) void video.play().catch(() => {})
      },
      () => onError(),
    )
    return () => {
      gone = true
      stop()
    }
  }, [src, kind, autoplay])

  const message =
    kind === 'unsupported' ? videoText('unsupported', lang) : failed ? videoText('failed', lang) : ''
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', background: '#000' }}>
      <video
        ref={ref}
        data-testid="video-player"
        data-kind={kind}
        muted={autoplay}
        autoPlay={autoplay}
        loop={loop}
        controls={controls}
        playsInline
        onError={() => setFailed(true)}
        style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
      />
      {message && <VideoNotice text={message} />}
    </div>
  )
}

export function VideoNotice({ text, testId = 'video-notice' }: { text: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 12,
        textAlign: 'center',
        color: '#d9d9d9',
        fontSize: 13,
        fontFamily: 'sans-serif',
        background: '#141414',
      }}
    >
      {text}
    </div>
  )
}
