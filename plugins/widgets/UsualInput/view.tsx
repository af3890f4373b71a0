import { Input } from 'antd'
import { useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ControlFrame, useControlWrite } from '../common/control.tsx'
import { valueText } from '../common/value-display.ts'
import { boxCss, fontCss } from '../common/view.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Button label of the write, zh and en. */
const WRITE = { zh: '下发', en: 'Write' } as const

/**
 * While not being edited the box shows the bound signal's value (its text before one comes); Enter or
 * the write button writes what was typed, checked first against the signal's limits and write formula.
 */
export function InputView(props: WidgetViewProps<Options>) {
  const { widget, values, meta, effects, lang } = props
  const data = widget.data
  const style = widget.style
  const control = useControlWrite(props, data)
  const [draft, setDraft] = useState<string | undefined>()
  const current = values.data ? valueText(values.data, meta?.data, undefined, lang) : data.text
  const send = async () => {
    if (draft === undefined) return
    if (await control.write(draft, { check: true, base: { confirm: data.confirm, feedback: data.feedback } }))
      setDraft(undefined)
  }
  return (
    <ControlFrame control={control}>
      <div style={{ ...boxCss(style, effects), display: 'flex' }}>
        <Input
          aria-label={widget.widgetName || data.placeholder}
          variant="borderless"
          status={control.problem ? 'error' : undefined}
          disabled={Boolean(control.denied) || control.pending}
          value={draft ?? current}
          placeholder={data.placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={() => void send()}
          onBlur={() => !control.problem && !control.pending && setDraft(undefined)}
          style={{ height: '100%', ...fontCss(style.font, effects) }}
          suffix={
            draft !== undefined && control.live ? (
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void send()}
                style={{ border: 0, background: 'none', color: '#1677ff', cursor: 'pointer', padding: 0 }}
              >
                {WRITE[lang]}
              </button>
            ) : undefined
          }
        />
      </div>
    </ControlFrame>
  )
}
