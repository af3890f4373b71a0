import { Select } from 'antd'
import { useState } from 'react'
import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { ControlFrame, useControlWrite } from '../common/control.tsx'
import { boxCss, fontCss } from '../common/view.ts'
import { sameValue } from '../common/write.ts'
import type { schema } from './schema.ts'

type Options = Static<typeof schema>

/** Shows the option whose value the bound signal holds; choosing one writes its value (confirmed first). */
export function ComboBoxView(props: WidgetViewProps<Options>) {
  const { widget, values, effects } = props
  const data = widget.data
  const style = widget.style
  const control = useControlWrite(props, data)
  const [chosen, setChosen] = useState<string | undefined>()
  const options = data.options ?? []
  const live = options.find((o) => sameValue(values.data?.value, o.value))?.value
  const base = { confirm: data.confirm, feedback: data.feedback }
  return (
    <ControlFrame control={control}>
      <div style={{ ...boxCss(style, effects), display: 'flex' }}>
        <Select
          aria-label={widget.widgetName || data.placeholder}
          variant="borderless"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={Boolean(control.denied) || control.pending}
          loading={control.pending}
          value={control.pending ? chosen : live}
          placeholder={data.placeholder}
          onChange={(v: string) => {
            setChosen(v)
            void control.write(v, { base })
          }}
          style={{ width: '100%', height: '100%', ...fontCss(style.font, effects) }}
          options={options.map((o) => ({ value: o.value, label: o.text }))}
        />
      </div>
    </ControlFrame>
  )
}
