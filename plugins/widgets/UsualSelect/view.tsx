import { Select } from 'antd'
import { useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ControlFrame, useControlWrite } from '../common/control.tsx'
import { boxCss, fontCss } from '../common/view.ts'
import { sameValue } from '../common/write.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>
type Option = Options['data']['selectDatas'][number]

/** The option the bound signal's value stands for: the first whose write value it equals. */
export function optionOfValue(options: readonly Option[], live: unknown): Option | undefined {
  return options.find(
    (o) => o.clickEvent?.enable && sameValue(live, String(o.clickEvent.config?.writeValue ?? '')),
  )
}

/**
 * Shows the option matching the bound signal's value (the title entry while none does); choosing an
 * option runs its click event, a write by default, to its own target or the widget's signal.
 */
export function SelectView(props: WidgetViewProps<Options>) {
  const { widget, values, effects } = props
  const data = widget.data
  const style = widget.style
  const control = useControlWrite(props, data)
  const [chosen, setChosen] = useState<number | undefined>()
  const [open, setOpen] = useState(false)
  const [title, ...entries] = data.selectDatas ?? []
  const current = control.pending ? entries.find((o) => o.indexId === chosen) : undefined
  const shown = current ?? optionOfValue(entries, values.data?.value)
  const choose = async (indexId: number) => {
    const option = entries.find((o) => o.indexId === indexId)
    if (!option?.clickEvent?.enable) return
    setChosen(indexId)
    if (option.clickEvent.config.action === 'write')
      await control.write(option.clickEvent.config.writeValue, { base: option.clickEvent.config })
    else await props.onAction?.(option.clickEvent.config)
  }
  const hover = style.eventType === 'hover' && control.live && !control.denied
  return (
    <ControlFrame control={control}>
      <div style={{ ...boxCss(style, effects), display: 'flex', alignItems: 'center' }}>
        <Select
          aria-label={widget.widgetName || title?.text}
          variant="borderless"
          open={hover ? open : undefined}
          onMouseEnter={hover ? () => setOpen(true) : undefined}
          onMouseLeave={hover ? () => setOpen(false) : undefined}
          disabled={Boolean(control.denied) || control.pending}
          loading={control.pending}
          value={shown?.indexId}
          placeholder={<span style={fontCss(style.font, effects)}>{title?.text}</span>}
          onChange={(v: number) => void choose(v)}
          suffixIcon={<Triangle color={style.triangle.color} size={style.triangle.size} />}
          style={{ width: '100%', height: '100%', paddingRight: Math.max(0, style.rightDistance - 11) }}
          labelRender={(o) => <span style={fontCss(style.font, effects)}>{o.label}</span>}
          styles={{ popup: { root: { background: style.subContentSty.fill } } }}
          options={entries.map((o) => ({
            value: o.indexId,
            disabled: o.pressDisabled,
            label: <span style={{ color: style.subContentSty.color }}>{o.text}</span>,
          }))}
        />
      </div>
    </ControlFrame>
  )
}

function Triangle({ color, size }: { color: string; size: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        borderLeft: `${size / 2}px solid transparent`,
        borderRight: `${size / 2}px solid transparent`,
        borderTop: `${size / 2}px solid ${color}`,
      }}
    />
  )
}
