// Two panel fields that read badly before: the curve's data source was labelled "Type" (类型), and the
// timer's format box clipped `YYYY-MM-DD HH:mm:ss`. The source now has a meaningful title in zh and en;
// the format has its own editor (presets with a preview) in a row as wide as the panel.
import { describe, expect, it } from 'vitest'
import { PANEL_WIDGET_EDITORS } from '../../../host/designer/panel/editors.ts'
import { TIME_FORMATS } from '../../../host/designer/panel/TimeFormatWidget.tsx'
import { schema as lineSchema } from '../../../plugins/widgets/ComplexLine/schema.ts'
import { schema as gaugeSchema } from '../../../plugins/widgets/UsualDashboard/schema.ts'
import { TIMER_FORMAT, schema as timerSchema } from '../../../plugins/widgets/UsualTimer/schema.ts'

// biome-ignore lint/suspicious/noExplicitAny: walking schema objects whose shape the test asserts
type Json = Record<string, any>

describe('panel fields', () => {
  it('titles the curve’s data kind as its data source, not “Type”', () => {
    const type = (lineSchema as Json).properties.data.properties.type
    expect(type['x-title']).toEqual({ zh: '数据来源', en: 'Data source' })
  })

  it('titles the gauge’s look as its style, not “Type”', () => {
    const type = (gaugeSchema as Json).properties.data.properties.dataAddon.properties.type
    expect(type['x-title']).toEqual({ zh: '表盘样式', en: 'Gauge style' })
  })

  it('offers the model picker (3D scenes) and the image picker by name', () => {
    expect(PANEL_WIDGET_EDITORS.model).toBeTypeOf('function')
    expect(PANEL_WIDGET_EDITORS.image).toBeTypeOf('function')
  })

  it('edits the timer’s format with the time-format editor, its default among the presets', () => {
    const format = (timerSchema as Json).properties.style.properties.format
    expect(format['x-ui']['ui:widget']).toBe('timeFormat')
    expect(PANEL_WIDGET_EDITORS.timeFormat).toBeTypeOf('function')
    expect(TIME_FORMATS).toContain(TIMER_FORMAT)
  })
})
