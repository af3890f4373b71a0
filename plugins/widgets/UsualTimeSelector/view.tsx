import { DatePicker } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ControlFrame, useControlWrite } from '../common/control.tsx'
import { boxCss, numberOf } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** A signal's value as a time: seconds since 1970 (what the selector writes), or ms when that large. */
export function timeOfValue(n: number | undefined): Dayjs | null {
  if (n === undefined || !Number.isFinite(n) || n <= 0) return null
  return dayjs(n > 1e11 ? n : n * 1000)
}

/** Shows the bound signal's time; choosing one writes it as seconds since 1970. */
export function TimeSelectorView(props: WidgetViewProps<Options>) {
  const { widget, values, effects } = props
  const data = widget.data
  const style = widget.style
  const control = useControlWrite(props, data)
  return (
    <ControlFrame control={control}>
      <div style={{ ...boxCss(style, effects), display: 'flex' }}>
        <DatePicker
          aria-label={widget.widgetName || data.placeholder}
          variant="borderless"
          showTime={{ format: 'HH:mm' }}
          format={style.format}
          disabled={Boolean(control.denied) || control.pending}
          value={timeOfValue(numberOf(values.data))}
          placeholder={data.placeholder}
          onChange={(d) => {
            if (d)
              void control.write(String(d.unix()), {
                base: { confirm: data.confirm, feedback: data.feedback },
              })
          }}
          style={{ width: '100%', height: '100%', color: style.font.color }}
        />
      </div>
    </ControlFrame>
  )
}
