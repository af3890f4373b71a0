import { useEffect, useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { boxCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Slides along x, turning every `time` seconds at runtime; a slide's click runs its click event. */
export function SlideView({ widget, mode, effects, onAction }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const slides = (data.picArray ?? []).filter((s) => s.enable)
  const [active, setActive] = useState(0)
  const turning = mode === 'runtime' && style.slideAuto && slides.length > 1
  useEffect(() => {
    if (!turning) return
    const timer = setInterval(() => setActive((i) => (i + 1) % slides.length), Math.max(1, style.time) * 1000)
    return () => clearInterval(timer)
  }, [turning, slides.length, style.time])
  const shown = slides.length ? active % slides.length : 0
  return (
    <div
      data-active-slide={shown}
      style={{ ...boxCss(style, effects), position: 'relative', overflow: 'hidden' }}
    >
      <div
        style={{
          display: 'flex',
          width: `${slides.length * 100}%`,
          height: '100%',
          transform: `translateX(-${(shown * 100) / Math.max(1, slides.length)}%)`,
          transition: 'transform 0.5s ease',
        }}
      >
        {slides.map((s, i) => {
          const click = s.clickEvent?.enable && onAction ? () => onAction(s.clickEvent.config) : undefined
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the role is button whenever a handler is set
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions in the list
              key={i}
              role={click ? 'button' : undefined}
              tabIndex={click ? 0 : undefined}
              onClick={
                click &&
                ((e) => {
                  e.stopPropagation()
                  click()
                })
              }
              onKeyDown={click && ((e) => e.key === 'Enter' && click())}
              style={{
                flex: `0 0 ${100 / slides.length}%`,
                height: '100%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                color: '#bfbfbf',
                fontSize: 24,
                cursor: click ? 'pointer' : undefined,
              }}
            >
              {s.imgUrl ? (
                <img src={s.imgUrl} alt="" style={{ width: '100%', height: '100%', objectFit: style.fit }} />
              ) : (
                `${i + 1} / ${slides.length}`
              )}
            </div>
          )
        })}
      </div>
      <div
        style={{
          position: 'absolute',
          bottom: 8,
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          gap: 6,
        }}
      >
        {slides.map((_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: indicators are positions in the list
            key={i}
            type="button"
            aria-label={`${i + 1}`}
            aria-current={i === shown}
            onClick={(e) => {
              e.stopPropagation()
              setActive(i)
            }}
            style={{
              width: i === shown ? 18 : 8,
              height: 8,
              padding: 0,
              border: 0,
              borderRadius: 4,
              cursor: 'pointer',
              background: i === shown ? style.indicator.activeColor : style.indicator.color,
            }}
          />
        ))}
      </div>
    </div>
  )
}
