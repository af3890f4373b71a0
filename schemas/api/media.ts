// Bodies of the video, weather and map calls of the widget catalogue (issue 17): the enterprise's video
// parameters (Extend › video appKey; one set per organisation, 3202), a camera's live address through
// the video provider, and the weather of a place through the weather provider.
import Type, { type Static } from 'typebox'
import { Empty, Id, Text } from './common.ts'

export const VIDEO_PROVIDERS = ['ezviz'] as const

export const VideoConfigAddBody = Type.Object({
  provider: Type.Optional(Type.Enum(VIDEO_PROVIDERS)),
  appKey: Text(64, 1),
  appSecret: Text(128, 1),
})
export type VideoConfigAddBody = Static<typeof VideoConfigAddBody>

/** A secret left out (or empty) is kept. */
export const VideoConfigEditBody = Type.Object({
  id: Id,
  appKey: Text(64, 1),
  appSecret: Type.Optional(Text(128)),
})
export type VideoConfigEditBody = Static<typeof VideoConfigEditBody>

/** The set as shown: never the secret itself. */
export const VideoConfig = Type.Object({
  id: Type.String(),
  provider: Type.String(),
  appKey: Type.String(),
  hasSecret: Type.Boolean(),
  updatedAt: Type.Integer(),
})
export type VideoConfig = Static<typeof VideoConfig>

export const CameraBody = Type.Object({
  serialNumber: Text(64, 1),
  channelNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 256 })),
})
export type CameraBody = Static<typeof CameraBody>

/** Where a pan-tilt camera moves, or zooms, while a control is held (start) until it is let go (stop). */
export const PTZ_DIRECTIONS = ['up', 'down', 'left', 'right', 'zoomIn', 'zoomOut'] as const
export type PtzDirection = (typeof PTZ_DIRECTIONS)[number]

export const PtzBody = Type.Object({
  ...CameraBody.properties,
  direction: Type.Enum(PTZ_DIRECTIONS),
  action: Type.Enum(['start', 'stop']),
})
export type PtzBody = Static<typeof PtzBody>

/** What a browser needs to talk to a camera through the provider's web SDK: a short-lived access token
 * (never the appSecret), the camera's live address in the provider's scheme and the provider's API. */
export const TalkTicket = Type.Object({
  accessToken: Type.String(),
  url: Type.String(),
  domain: Type.String(),
})
export type TalkTicket = Static<typeof TalkTicket>

export const StreamAddress = Type.Object({
  hls: Type.Optional(Type.String()),
  flv: Type.Optional(Type.String()),
})
export type StreamAddress = Static<typeof StreamAddress>

/** A place: a county, city or province code (GB/T 2260, six digits), or a position. */
export const WeatherBody = Type.Object({
  /** six-digit region codes (not entity ids): the most precise one given is asked */
  province: Type.Optional(Text(12)),
  city: Type.Optional(Text(12)),
  county: Type.Optional(Text(12)),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
})
export type WeatherBody = Static<typeof WeatherBody>

/** A place's current weather as the provider observed it (server/media/weather.ts). */
export const Weather = Type.Object({
  configured: Type.Literal(true),
  place: Type.String(),
  /** the provider's words for the sky (in Chinese for AMap) */
  text: Type.String(),
  temperature: Type.Union([Type.Number(), Type.Null()]),
  humidity: Type.Union([Type.Number(), Type.Null()]),
  windDirection: Type.String(),
  windPower: Type.String(),
  /** when the provider observed it, ms */
  reportedAt: Type.Union([Type.Integer(), Type.Null()]),
})
export type Weather = Static<typeof Weather>

/** The weather, or that no provider key is set (the widget then says so). */
export const WeatherAnswer = Type.Union([Weather, Type.Object({ configured: Type.Literal(false) })])
export type WeatherAnswer = Static<typeof WeatherAnswer>

/** The video, camera and weather calls in the endpoint map (schemas/api/endpoints.ts): body, answer. */
export const MEDIA_ENDPOINTS = {
  'video/config/query': { body: Empty, answer: Type.Union([VideoConfig, Type.Null()]) },
  'video/config/add': { body: VideoConfigAddBody, answer: VideoConfig },
  'video/config/edit': { body: VideoConfigEditBody, answer: VideoConfig },
  'video/ezviz/address': { body: CameraBody, answer: StreamAddress },
  'video/ezviz/ptz': { body: PtzBody, answer: Type.Null() },
  'video/ezviz/talk': { body: CameraBody, answer: TalkTicket },
  'weather/now': { body: WeatherBody, answer: WeatherAnswer },
} as const
