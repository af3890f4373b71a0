// Two-way audio with a camera (designer spec §3, ComplexVideo `talk`) through a talk provider. EZVIZ's
// goes through its maintained web SDK (ezuikit-js), which talks only while its own player plays the
// camera: a session starts a hidden SDK player (the visible video stays on hls.js), talks through it and
// is ended with both. The SDK is imported on the first press, so no page loads it unless a talking camera
// is used. The microphone is asked first, so a refusal is named before anything reaches the video cloud.
// Other sources (HLS, FLV, files) cannot talk: their provider says so and no button is shown.
import type { EZUIKitPlayer } from 'ezuikit-js'
import { ApiError } from '../../core/api/errors.ts'
import type { Lang } from '../../core/kernel/index.ts'
import type { TalkTicket } from '../../schemas/api/media.ts'
import type { WidgetServices } from '../widgets/common/services.tsx'
import { type CloudCamera, VIDEO_CONFIG_ERROR } from './sources.ts'

export type TalkFailure = 'micDenied' | 'micUnavailable' | 'notConfigured' | 'unsupported' | 'failed'

export class TalkError extends Error {
  constructor(readonly reason: TalkFailure) {
    super(reason)
  }
}

export interface TalkSession {
  stop(): void
}

export interface TalkProvider {
  readonly supported: boolean
  /** Resolves once the camera hears the microphone; rejects with a TalkError (or on `signal`'s abort). */
  start(camera: CloudCamera, lang: Lang, signal: AbortSignal): Promise<TalkSession>
}

/** How long the SDK may take to play the camera and open the talk before it counts as failed. */
const TALK_TIMEOUT_MS = 20_000

export const NO_TALK: TalkProvider = {
  supported: false,
  start: () => Promise.reject(new TalkError('unsupported')),
}

/** The talk provider of a video source: EZVIZ talks through the platform, the rest cannot. */
export const talkProviderOf = (source: string, services: WidgetServices | undefined): TalkProvider =>
  source === 'ezviz' && services ? ezvizTalk(services) : NO_TALK

async function checkMicrophone(): Promise<void> {
  // undefined outside a secure context (plain HTTP to a plant server's address)
  if (!navigator.mediaDevices?.getUserMedia) throw new TalkError('micUnavailable')
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    for (const track of stream.getTracks()) track.stop()
  } catch (e) {
    const denied = e instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(e.name)
    throw new TalkError(denied ? 'micDenied' : 'micUnavailable')
  }
}

function ezvizTalk(services: WidgetServices): TalkProvider {
  return {
    supported: true,
    async start(camera, lang, signal) {
      await checkMicrophone()
      const ticket = await services
        .call('video/ezviz/talk', {
          serialNumber: camera.serialNumber,
          channelNumber: camera.channelNumber ?? 1,
        })
        .catch((e: unknown) => {
          const unset = e instanceof ApiError && e.code === VIDEO_CONFIG_ERROR
          throw new TalkError(unset ? 'notConfigured' : 'failed')
        })
      signal.throwIfAborted()
      const { EZUIKitPlayer } = await import('ezuikit-js')
      signal.throwIfAborted()
      return sdkTalk(EZUIKitPlayer, ticket, lang, signal)
    },
  }
}

function sdkTalk(
  Player: typeof EZUIKitPlayer,
  ticket: TalkTicket,
  lang: Lang,
  signal: AbortSignal,
): Promise<TalkSession> {
  const box = document.createElement('div')
  box.id = `talk-${crypto.randomUUID()}`
  box.dataset.testid = 'talk-sdk'
  box.setAttribute('aria-hidden', 'true')
  Object.assign(box.style, { position: 'fixed', left: '-10000px', top: '0', width: '160px', height: '90px' })
  document.body.append(box)
  let player: EZUIKitPlayer | undefined
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    try {
      player?.stopTalk()
      void Promise.resolve(player?.destroy()).catch(() => undefined)
    } catch {
      // the SDK never got as far as talking: there is nothing to stop
    }
    box.remove()
  }
  return new Promise<TalkSession>((resolve, reject) => {
    let settled = false
    /** Settles once: success keeps the SDK running, a failure or an abort ends it. */
    const settle = (error?: unknown) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal.removeEventListener('abort', abort)
      if (error === undefined) return resolve({ stop: end })
      end()
      reject(error)
    }
    const fail = () => settle(new TalkError('failed'))
    const abort = () => settle(signal.reason)
    const timer = setTimeout(fail, TALK_TIMEOUT_MS)
    signal.addEventListener('abort', abort, { once: true })
    try {
      player = new Player({
        id: box.id,
        accessToken: ticket.accessToken,
        url: ticket.url,
        env: { domain: ticket.domain },
        template: 'simple',
        audio: false,
        width: 160,
        height: 90,
        language: lang,
        handleSuccess: () => player?.startTalk(),
        handleError: fail,
      })
      player.eventEmitter.on(Player.EVENTS.talkSuccess, () => settle())
      player.eventEmitter.on(Player.EVENTS.talkError, fail)
    } catch {
      fail()
    }
  })
}
