import dayjs from 'dayjs'
import type { Static } from 'typebox'
import type { Lang, WidgetViewProps } from '../../../core/kernel/index.ts'
import { usePolled, useWidgetServices } from '../common/services.tsx'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Asked again every 10 minutes, as the server's cache per place. */
export const WEATHER_REFRESH_MS = 10 * 60_000

const THEMES: Record<Options['style']['themeColor'], { bg: string; fg: string; sub: string }> = {
  white: { bg: '#ffffff', fg: '#262626', sub: '#8c8c8c' },
  blue: { bg: 'linear-gradient(135deg,#1677ff,#69b1ff)', fg: '#ffffff', sub: 'rgba(255,255,255,.8)' },
  orange: { bg: 'linear-gradient(135deg,#fa8c16,#ffc069)', fg: '#ffffff', sub: 'rgba(255,255,255,.85)' },
  yellow: { bg: 'linear-gradient(135deg,#fadb14,#fff1b8)', fg: '#614700', sub: '#876800' },
}

const TEXTS = {
  notConfigured: {
    zh: '未配置天气服务 (系统参数 weather.amapKey)',
    en: 'Weather service not configured (system parameter weather.amapKey)',
  },
  unavailable: { zh: '天气暂不可用', en: 'Weather unavailable' },
  loading: { zh: '天气加载中…', en: 'Loading the weather…' },
  humidity: { zh: '湿度', en: 'Humidity' },
  wind: { zh: '风', en: 'Wind' },
  updated: { zh: '更新于', en: 'Updated' },
  sample: { zh: '晴', en: 'Sunny' },
} as const
const text = (k: keyof typeof TEXTS, lang: Lang) => TEXTS[k][lang]

export function WeatherView({ widget, mode, lang }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const theme = THEMES[style?.themeColor] ?? THEMES.blue
  const services = useWidgetServices()
  const place = {
    province: data?.provinceId ?? '',
    city: data?.cityId ?? '',
    county: data?.countyId ?? '',
  }
  const { data: answer, error } = usePolled(
    mode === 'runtime' ? services : undefined,
    'weather/now',
    place,
    WEATHER_REFRESH_MS,
  )
  const frame = {
    width: '100%',
    height: '100%',
    boxSizing: 'border-box' as const,
    padding: '8px 14px',
    borderRadius: style?.radius ?? 8,
    background: theme.bg,
    color: theme.fg,
    opacity: style?.opacity ?? 1,
    overflow: 'hidden',
    fontFamily: 'sans-serif',
    display: 'flex',
    flexDirection: 'column' as const,
    justifyContent: 'center',
  }
  const title = data?.title || (answer?.configured ? answer.place : '')
  let body: React.ReactNode
  if (mode !== 'runtime')
    body = <Reading title={title} temperature="25" sky={text('sample', lang)} theme={theme} />
  else if (answer && !answer.configured)
    body = (
      <div data-testid="weather-state" style={{ fontSize: 13, color: theme.sub }}>
        {text('notConfigured', lang)}
      </div>
    )
  else if (answer?.configured)
    body = (
      <>
        <Reading
          title={title}
          temperature={answer.temperature === null ? '–' : String(answer.temperature)}
          sky={answer.text}
          theme={theme}
        />
        {style?.mode === 'detail' && (
          <div
            data-testid="weather-detail"
            style={{ fontSize: 12, color: theme.sub, marginTop: 4, whiteSpace: 'nowrap' }}
          >
            {text('humidity', lang)} {answer.humidity ?? '–'}% · {text('wind', lang)} {answer.windDirection}{' '}
            {answer.windPower}
            {answer.reportedAt
              ? ` · ${text('updated', lang)} ${dayjs(answer.reportedAt).format('HH:mm')}`
              : ''}
          </div>
        )}
      </>
    )
  else
    body = (
      <div data-testid="weather-state" style={{ fontSize: 13, color: theme.sub }}>
        {text(error ? 'unavailable' : 'loading', lang)}
      </div>
    )
  return (
    <div data-testid="complex-weather" style={frame}>
      {body}
    </div>
  )
}

function Reading(props: { title: string; temperature: string; sky: string; theme: { sub: string } }) {
  return (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: 10, whiteSpace: 'nowrap' }}>
      <span data-testid="weather-temperature" style={{ fontSize: 30, fontWeight: 600 }}>
        {props.temperature}°C
      </span>
      <span style={{ fontSize: 15 }}>{props.sky}</span>
      <span style={{ fontSize: 13, color: props.theme.sub }}>{props.title}</span>
    </div>
  )
}
