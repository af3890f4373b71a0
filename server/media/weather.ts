// Weather providers (DESIGN "services the spec reaches outside sit behind a provider interface"): the
// current weather of a place by its administrative code (GB/T 2260: province, city or county). One real
// provider, AMap's weather API, with the key in the system parameters (`weather.amapKey`; its address
// `weather.apiUrl`, for a proxy on isolated sites or a stand-in in tests). Answers are cached per place
// for 10 minutes, so many widgets and viewers cost one provider call per place and period.
import type { Weather, WeatherAnswer } from '../../schemas/api/media.ts'
import { systemParam } from '../params/system-params.ts'
import type { Db } from '../storage/db.ts'

export const WEATHER_KEY_PARAM = 'weather.amapKey'
export const WEATHER_URL_PARAM = 'weather.apiUrl'
export const WEATHER_CACHE_MS = 10 * 60_000
const DEFAULT_URL = 'https://restapi.amap.com'

export interface WeatherProvider {
  name: string
  current(code: string, settings: { key: string; url: string }): Promise<Weather>
}

const num = (v: unknown) => (v === '' || v === undefined || Number.isNaN(Number(v)) ? null : Number(v))

/** AMap's live weather (`/v3/weather/weatherInfo`, extensions=base). */
export const amapWeather: WeatherProvider = {
  name: 'amap',
  async current(code, { key, url }) {
    const address = new URL('/v3/weather/weatherInfo', url)
    address.search = new URLSearchParams({ city: code, key, extensions: 'base', output: 'JSON' }).toString()
    const res = await fetch(address, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json()) as { status?: string; info?: string; lives?: Record<string, string>[] }
    const live = body.lives?.[0]
    if (body.status !== '1' || !live) throw new Error(`weather provider: ${body.info ?? res.status}`)
    return {
      configured: true,
      place: live.city || live.province || code,
      text: live.weather ?? '',
      temperature: num(live.temperature),
      humidity: num(live.humidity),
      windDirection: live.winddirection ?? '',
      windPower: live.windpower ?? '',
      reportedAt: live.reporttime ? Date.parse(`${live.reporttime.replace(' ', 'T')}+08:00`) || null : null,
    }
  },
}

/** The weather service: provider, settings from the system parameters, a cache per place. */
export function createWeather(provider: WeatherProvider = amapWeather) {
  const cache = new Map<string, { at: number; value: Weather }>()
  return {
    async current(db: Db, code: string, now: number): Promise<WeatherAnswer> {
      const key = (await systemParam(db, WEATHER_KEY_PARAM))?.trim()
      if (!key) return { configured: false }
      const held = cache.get(code)
      if (held && now - held.at < WEATHER_CACHE_MS) return held.value
      const url = (await systemParam(db, WEATHER_URL_PARAM))?.trim() || DEFAULT_URL
      const value = await provider.current(code, { key, url })
      cache.set(code, { at: now, value })
      return value
    },
  }
}
