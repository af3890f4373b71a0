// The lamp: lit while the bound value is at or above `onFrom`, dark otherwise, with the matching word
// under it (its own words, or on / off in the page's language). The designer shows it dark. The glow's gradient id comes from useId, which works only with
// the host's single React (the remote's own copy is never loaded).
import { useId } from 'react'
import { fontCss, numberOf, type WidgetViewProps } from '#lfscada/sdk'
import type { LampOptions } from './schema.ts'
import './style.css'

const WORDS = { on: { zh: '开', en: 'On' }, off: { zh: '关', en: 'Off' } } as const

export function RemoteLampView({ widget, mode, values, effects, lang }: WidgetViewProps<LampOptions>) {
  const { data, style } = widget
  const { onFrom, onText, offText } = data.dataAddon
  const glow = useId()
  const value = mode === 'runtime' ? numberOf(values.data) : undefined
  const lit = value !== undefined && value >= onFrom
  const colour = effects.fill ?? (lit ? style.lit : style.dark)
  return (
    <div className="remote-lamp" data-lit={lit || undefined}>
      <svg viewBox="0 0 40 40" role="img" aria-label={widget.widgetName}>
        <defs>
          <radialGradient id={glow}>
            <stop offset="0%" stopColor="#ffffff" stopOpacity={lit ? 0.9 : 0.3} />
            <stop offset="100%" stopColor={colour} />
          </radialGradient>
        </defs>
        <circle cx="20" cy="20" r="17" fill={`url(#${glow})`} stroke={effects.stroke ?? colour} />
      </svg>
      <span className="remote-lamp-text" style={fontCss(style.font, effects)}>
        {lit ? onText || WORDS.on[lang] : offText || WORDS.off[lang]}
      </span>
    </div>
  )
}
