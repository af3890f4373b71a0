import { useEffect, useState } from 'react'
import type { Static } from 'typebox'
import { compare } from '../../../core/binding/compare.ts'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { safeUrl } from '../../../core/validation/url.ts'
import { valueText } from '../common/value-display.ts'
import { alignCss, boxCss, fontCss } from '../common/view.ts'
import type { schema } from './schema.ts'
import { matchingState } from './state.ts'

type Options = Static<typeof schema>

/** A counter stepping every `ms` while `running`. */
function useStep(running: boolean, ms: number): number {
  const [step, setStep] = useState(0)
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setStep((s) => s + 1), ms)
    return () => clearInterval(timer)
  }, [running, ms])
  return step
}

export function AnimationView({ widget, mode, values, meta, effects, lang }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const { items, cycle, displayType } = data.dataAddon
  const value = mode === 'runtime' ? values.data?.value : undefined
  const cycling =
    mode === 'runtime' &&
    cycle.enable &&
    items.length > 0 &&
    compare(cycle.judgCondition, value, cycle.judgVal, meta?.data?.dataType)
  const step = useStep(cycling, cycle.speed)
  const index =
    mode === 'design' ? 0 : cycling ? step % items.length : matchingState(items, value, meta?.data?.dataType)
  const state = items[index]
  const box = { ...boxCss(style, effects), ...alignCss(style.align), ...fontCss(style.font, effects) }
  if (displayType === 'text') {
    const text = state
      ? state.text
      : mode === 'runtime'
        ? valueText(values.data, meta?.data, undefined, lang)
        : ''
    return <div style={box}>{String(text)}</div>
  }
  const src = safeUrl(state?.url, 'image')
  return (
    <div style={box}>
      {src ? (
        <img
          src={src}
          alt={state?.text}
          draggable={false}
          style={{ width: '100%', height: '100%', objectFit: style.fit }}
        />
      ) : null}
    </div>
  )
}
