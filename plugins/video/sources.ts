// Which player a stream address needs. HLS (.m3u8) plays through hls.js (natively where the browser can),
// HTTP-FLV (.flv) through mpegts.js, anything else (MP4, WebM) in the browser's own <video>. RTMP and RTSP
// do not play in a browser: a media server repackages them (SRS, ZLMediaKit or MediaMTX publish a camera's
// RTSP/RTMP as HLS and HTTP-FLV), and the widget is given that server's HLS or FLV address.

export type StreamKind = 'hls' | 'flv' | 'file' | 'unsupported'

export function streamKind(url: string): StreamKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? ''
  if (/^(rtmp|rtsp)s?:/i.test(url)) return 'unsupported'
  if (path.endsWith('.m3u8')) return 'hls'
  if (path.endsWith('.flv')) return 'flv'
  return 'file'
}

/** The first address of `candidates` a browser can play. */
export const playable = (candidates: readonly (string | undefined)[]): string | undefined =>
  candidates.find((c) => c && streamKind(c) !== 'unsupported')

/** A camera of a video cloud: its serial number and channel. */
export interface CloudCamera {
  serialNumber: string
  channelNumber?: number
}

/** The video parameters are missing or wrong (platform spec §8, 3201). */
export const VIDEO_CONFIG_ERROR = 3201
