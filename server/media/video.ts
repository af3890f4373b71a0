// Video providers (DESIGN "services the spec reaches outside sit behind a provider interface"): a camera's
// live address from the video cloud that holds it, with the enterprise's appKey. EZVIZ is the one real
// provider; its API address is `EZVIZ_API_URL` (a local stand-in in tests, a proxy on isolated sites).
import type { PtzDirection, StreamAddress, TalkTicket } from '../../schemas/api/media.ts'
import { fail } from '../http/api-error.ts'

export interface VideoCredentials {
  appKey: string
  appSecret: string
}

export interface Camera {
  serialNumber: string
  channelNumber: number
}

export interface VideoProvider {
  name: string
  liveAddress(credentials: VideoCredentials, camera: Camera): Promise<StreamAddress>
  /** Starts moving a pan-tilt camera (or zooming) in `direction`, or stops it. */
  panTilt(
    credentials: VideoCredentials,
    camera: Camera,
    direction: PtzDirection,
    action: 'start' | 'stop',
  ): Promise<void>
  /** What the browser's SDK needs to open a two-way audio session with the camera (talk). */
  talkTicket(credentials: VideoCredentials, camera: Camera): Promise<TalkTicket>
}

/** EZVIZ's direction codes (open platform, device/ptz): 0-3 up, down, left, right; 8, 9 zoom in, out. */
const EZVIZ_DIRECTION: Record<PtzDirection, number> = {
  up: 0,
  down: 1,
  left: 2,
  right: 3,
  zoomIn: 8,
  zoomOut: 9,
}
/** 0 slow, 1 medium, 2 fast. */
const EZVIZ_SPEED = '1'

/** The spec's codes (platform §8): video config error; only 1 video parameter set per organisation. */
export const VIDEO_CONFIG_ERROR = 3201
export const VIDEO_CONFIG_EXISTS = 3202

/** 3201 with what went wrong, for the log and the message. */
export const videoConfigError = (reason: string): never => fail(VIDEO_CONFIG_ERROR, { reason })

interface EzvizAnswer<T> {
  code: string
  msg?: string
  data?: T
}

/** The EZVIZ open platform: an access token per appKey (cached until shortly before it expires). */
const EZVIZ_API = 'https://open.ys7.com'

/**
 * Where EZVIZ's browser SDK (talk) calls from a page, for the CSP's connect-src: the configured API's
 * origin (a stand-in or a proxy), else EZVIZ's own clouds, whose regional and streaming hosts vary.
 */
export function ezvizConnectSources(apiUrl = process.env.EZVIZ_API_URL): string[] {
  if (apiUrl) return [new URL(apiUrl).origin]
  return ['https://*.ys7.com', 'wss://*.ys7.com', 'https://*.ezvizlife.com', 'wss://*.ezvizlife.com']
}

export function ezvizProvider(baseUrl = process.env.EZVIZ_API_URL ?? EZVIZ_API): VideoProvider {
  const api = baseUrl.replace(/\/+$/, '')
  const tokens = new Map<string, { token: string; until: number }>()
  const call = async <T>(path: string, form: Record<string, string>, noData = false): Promise<T> => {
    let answer: EzvizAnswer<T>
    try {
      const res = await fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(10_000),
      })
      answer = (await res.json()) as EzvizAnswer<T>
    } catch (e) {
      return videoConfigError(`EZVIZ unreachable: ${(e as Error).message}`)
    }
    if (answer.code !== '200' || (answer.data === undefined && !noData))
      return videoConfigError(`EZVIZ ${answer.code}: ${answer.msg ?? ''}`)
    return answer.data as T
  }
  /** A call answering no data (EZVIZ leaves `data` out): only its code counts. */
  const callDone = (path: string, form: Record<string, string>) =>
    call<unknown>(path, form, true).then(() => undefined)
  const token = async ({ appKey, appSecret }: VideoCredentials) => {
    const held = tokens.get(appKey)
    if (held && held.until > Date.now()) return held.token
    const data = await call<{ accessToken: string; expireTime: number }>('/api/lapp/token/get', {
      appKey,
      appSecret,
    })
    tokens.set(appKey, { token: data.accessToken, until: Number(data.expireTime) - 60_000 })
    return data.accessToken
  }
  const address = async (accessToken: string, camera: Camera, protocol: 2 | 4) =>
    (
      await call<{ url: string }>('/api/lapp/v2/live/address/get', {
        accessToken,
        deviceSerial: camera.serialNumber,
        channelNo: String(camera.channelNumber),
        protocol: String(protocol),
      })
    ).url
  return {
    name: 'ezviz',
    async liveAddress(credentials, camera) {
      const accessToken = await token(credentials)
      // protocol 2 is HLS, 4 HTTP-FLV
      const [hls, flv] = await Promise.all([
        address(accessToken, camera, 2),
        address(accessToken, camera, 4).catch(() => undefined),
      ])
      return { hls, ...(flv ? { flv } : {}) }
    },
    async panTilt(credentials, camera, direction, action) {
      const form: Record<string, string> = {
        accessToken: await token(credentials),
        deviceSerial: camera.serialNumber,
        channelNo: String(camera.channelNumber),
        direction: String(EZVIZ_DIRECTION[direction]),
      }
      if (action === 'start') form.speed = EZVIZ_SPEED
      await callDone(`/api/lapp/device/ptz/${action}`, form)
    },
    async talkTicket(credentials, camera) {
      // the SDK asks the talk relay itself (with this token), from the browser that holds the microphone
      return {
        accessToken: await token(credentials),
        url: `ezopen://open.ys7.com/${camera.serialNumber}/${camera.channelNumber}.live`,
        domain: api,
      }
    },
  }
}
