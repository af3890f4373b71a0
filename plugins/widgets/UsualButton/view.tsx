import { useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { alignCss, boxCss, fontCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Shows the pressed style while the pointer is down on it (runtime only); the host runs the click. */
export function ButtonView({ widget, mode, effects }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const [pressed, setPressed] = useState(false)
  const look = pressed ? style.downStyle : style.normal
  const press = (down: boolean) => () => mode === 'runtime' && setPressed(down)
  return (
    <button
      type="button"
      data-pressed={pressed}
      onPointerDown={press(true)}
      onPointerUp={press(false)}
      onPointerLeave={press(false)}
      style={{
        ...boxCss(look, effects),
        ...alignCss(style.align),
        ...fontCss(look.font, effects),
        cursor: mode === 'runtime' ? 'pointer' : undefined,
        userSelect: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {data.text}
    </button>
  )
}
