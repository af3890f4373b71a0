// Video parameters and camera addresses (issue 17; platform spec Extend › video appKey, codes 3201 and
// 3202): one set of the video cloud's appKey and secret per organisation, kept on the server; a camera's
// live address is asked of the provider with them, so the secret never reaches a browser.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import type { CameraBody } from '../../schemas/api/media.ts'
import { fail } from '../http/api-error.ts'
import {
  type Camera,
  ezvizProvider,
  VIDEO_CONFIG_EXISTS,
  type VideoCredentials,
  type VideoProvider,
  videoConfigError,
} from '../media/video.ts'
import { createWeather } from '../media/weather.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { endpoint } from './endpoint.ts'

const providers = new Map<string, VideoProvider>()
/** The provider of a name, made on first use (so EZVIZ_API_URL is read when the first camera plays). */
function providerOf(name: string): VideoProvider {
  let p = providers.get(name)
  if (!p) {
    if (name !== 'ezviz') return videoConfigError(`unknown provider ${name}`)
    p = ezvizProvider()
    providers.set(name, p)
  }
  return p
}

/** One weather service per process: its cache is per place (10 min). */
const weather = createWeather()

/** The smallest place named: county, else city, else province (GB/T 2260 codes). */
const placeOf = (b: { province?: string; city?: string; county?: string }) =>
  (b.county || b.city || b.province || '').trim()

const configOf = (db: Db, caller: Caller) =>
  db.selectFrom('videoConfigs').selectAll().where('orgId', '=', caller.orgId).executeTakeFirst()

/** `act` on a camera with the organisation's provider and credentials (3201 when it has none). */
async function withCamera<T>(
  db: Db,
  caller: Caller,
  body: CameraBody,
  act: (provider: VideoProvider, credentials: VideoCredentials, camera: Camera) => Promise<T>,
): Promise<T> {
  const row = await configOf(db, caller)
  if (!row?.appKey || !row.appSecret) return videoConfigError('not configured')
  return act(
    providerOf(row.provider),
    { appKey: row.appKey, appSecret: row.appSecret },
    { serialNumber: body.serialNumber, channelNumber: body.channelNumber ?? 1 },
  )
}

const shown = (row: {
  id: string
  provider: string
  appKey: string
  appSecret: string
  updatedAt: number
}) => ({
  id: row.id,
  provider: row.provider,
  appKey: row.appKey,
  hasSecret: row.appSecret !== '',
  updatedAt: Number(row.updatedAt),
})

export const mediaRoutes = [
  endpoint('video/config/query', {
    summary: "the organisation's video parameters (appKey, whether a secret is set), null when none",
    auth: 'manage_video',
    handler: async ({ caller, s }) => {
      const row = await configOf(s.db, caller)
      return row ? shown(row) : null
    },
  }),

  endpoint('video/config/add', {
    summary: 'set the video parameters (3202 when the organisation has a set already)',
    auth: 'manage_video',
    handler: async ({ body, caller, s, now }) => {
      if (await configOf(s.db, caller)) fail(VIDEO_CONFIG_EXISTS)
      const row = {
        id: randomUUID(),
        orgId: caller.orgId,
        provider: body.provider ?? 'ezviz',
        appKey: body.appKey.trim(),
        appSecret: body.appSecret.trim(),
        createdAt: now,
        updatedAt: now,
      }
      await s.db.insertInto('videoConfigs').values(row).execute()
      return shown(row)
    },
  }),

  endpoint('video/config/edit', {
    summary: 'change the appKey, and the secret when one is given (3201 when the set is not there)',
    auth: 'manage_video',
    idFields: { id: 'videoConfig' },
    handler: async ({ body, caller, s, now }) => {
      const row = await configOf(s.db, caller)
      if (!row || row.id !== body.id) return videoConfigError('no such video parameters')
      const secret = body.appSecret?.trim()
      const next = {
        ...row,
        appKey: body.appKey.trim(),
        ...(secret ? { appSecret: secret } : {}),
        updatedAt: now,
      }
      await s.db
        .updateTable('videoConfigs')
        .set({ appKey: next.appKey, appSecret: next.appSecret, updatedAt: now })
        .where('id', '=', row.id)
        .execute()
      return shown(next)
    },
  }),

  endpoint('video/ezviz/address', {
    summary: "a camera's live HLS and FLV addresses from the video cloud (3201 without video parameters)",
    auth: 'user',
    handler: ({ body, caller, s }) =>
      withCamera(s.db, caller, body, (p, credentials, camera) => p.liveAddress(credentials, camera)),
  }),

  endpoint('video/ezviz/ptz', {
    summary:
      'moves a pan-tilt camera while a control is held: start, then stop (3201 without video parameters)',
    auth: 'monitor_data_write',
    handler: async ({ body, caller, s }) => {
      await withCamera(s.db, caller, body, (p, credentials, camera) =>
        p.panTilt(credentials, camera, body.direction, body.action),
      )
      return null
    },
  }),

  endpoint('video/ezviz/talk', {
    summary:
      "a camera's talk ticket (access token, live address, API) for the browser's SDK (3201 without video parameters)",
    auth: 'monitor_data_write',
    handler: ({ body, caller, s }) =>
      withCamera(s.db, caller, body, (p, credentials, camera) => p.talkTicket(credentials, camera)),
  }),

  endpoint('weather/now', {
    summary:
      "a place's current weather through the weather provider, cached 10 min per place ({configured:false} without a key)",
    auth: 'user',
    handler: async ({ body, s, now }) => {
      const place = placeOf(body)
      if (!/^\d{6}$/.test(place))
        fail(Code.paramInvalid, { field: 'county', reason: 'a six-digit place code' })
      try {
        return await weather.current(s.db, place, now)
      } catch (e) {
        return fail(Code.paramInvalid, { reason: (e as Error).message })
      }
    },
  }),
]
