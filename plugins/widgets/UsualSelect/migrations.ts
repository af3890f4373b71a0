// Older saved selects: an option's pressDisabled kept in its click event's config (where the old designer
// stored it) moves onto the option, and options without an indexId get their position.
import { isPlainObject } from '../../../schemas/json.ts'
import type { Widget } from '../../../schemas/page.ts'

type Json = Record<string, unknown>

export function liftPressDisabled(widget: Widget): Widget {
  const data = widget.data as Json | undefined
  if (!data || !Array.isArray(data.selectDatas)) return widget
  const selectDatas = data.selectDatas.map((raw: unknown, i: number) => {
    if (!isPlainObject(raw)) return raw
    const config =
      isPlainObject(raw.clickEvent) && isPlainObject(raw.clickEvent.config) ? raw.clickEvent.config : {}
    const { pressDisabled, ...rest } = config
    const option: Json = {
      ...raw,
      indexId: typeof raw.indexId === 'number' ? raw.indexId : i,
      pressDisabled: raw.pressDisabled === true || pressDisabled === true,
    }
    if (isPlainObject(raw.clickEvent) && pressDisabled !== undefined)
      option.clickEvent = { ...raw.clickEvent, config: rest }
    return option
  })
  return { ...widget, data: { ...data, selectDatas } as unknown as Widget['data'] }
}

/** A select as the old designer saved it, for the contract test. */
export const LEGACY_SELECT: Widget = {
  id: 'legacy-select',
  widgetType: 'UsualSelect',
  widgetName: '下拉框',
  posLock: false,
  authRegion: '',
  position: { x: 0, y: 0, width: 160, height: 36, rotate: 0 },
  data: {
    type: 'signal',
    selectDatas: [
      { text: '请选择', clickEvent: { enable: false, config: {} } },
      { text: '启动', clickEvent: { enable: true, config: { writeValue: '1', pressDisabled: true } } },
    ],
  } as unknown as Widget['data'],
}
