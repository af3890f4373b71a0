import { ConfigProvider, Radio } from 'antd'
import { useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ControlFrame, useControlWrite } from '../common/control.tsx'
import { fontCss } from '../common/view.ts'
import { sameValue } from '../common/write.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** The option the bound value matches is checked (the configured one until a value comes); a choice writes. */
export function RadioView(props: WidgetViewProps<Options>) {
  const { widget, values, effects, mode } = props
  const data = widget.data
  const style = widget.style
  const control = useControlWrite(props, data)
  const [chosen, setChosen] = useState<string | undefined>()
  const options = data.options ?? []
  const matched = options.find((o) => sameValue(values.data?.value, o.value))
  const fallback =
    mode === 'design' || values.data === undefined ? options.find((o) => o.isChecked) : undefined
  const checked = control.pending ? chosen : (matched ?? fallback)?.id
  return (
    <ControlFrame control={control} style={{ display: 'flex', alignItems: 'center' }}>
      <ConfigProvider theme={{ token: { colorPrimary: style.activeColor } }}>
        <div role="radiogroup" aria-label={widget.widgetName}>
          <Radio.Group
            disabled={Boolean(control.denied) || control.pending}
            value={checked}
            orientation={style.orientation}
            onChange={(e) => {
              const option = options.find((o) => o.id === e.target.value)
              if (!option) return
              setChosen(option.id)
              void control.write(option.value, { base: { confirm: data.confirm, feedback: data.feedback } })
            }}
            options={options.map((o) => ({
              value: o.id,
              label: <span style={fontCss(style.font, effects)}>{o.title}</span>,
            }))}
          />
        </div>
      </ConfigProvider>
    </ControlFrame>
  )
}
