// Shared test data: two pumps with their signals, and a builder for minimal widgets.
import type { BindingLists } from '../../../core/kernel/types.ts'
import type { Widget } from '../../../schemas/page.ts'

export const EQUIPS = [
  { equipmentId: '1', title: 'Pump 1' },
  { equipmentId: '2', title: 'Pump 2' },
]

export const SIGNALS = [
  { signalId: '101', equipId: '1', signalTitle: 'Temp', equipTitle: 'Pump 1', equipKey: 'K1' },
  { signalId: '102', equipId: '1', signalTitle: 'Pressure', equipTitle: 'Pump 1', equipKey: 'K1' },
  { signalId: '201', equipId: '2', signalTitle: 'Temp', equipTitle: 'Pump 2', equipKey: 'K2' },
]

export const LISTS: BindingLists = {
  signals: SIGNALS,
  equips: EQUIPS,
  reportSignals: [{ signalId: 'r1', equipId: '1', title: 'Temp avg' }],
  customReports: [{ id: 'c1', title: 'Shift report' }],
  mvars: [{ id: 'm1', title: 'Total flow' }],
}

/** A bound signal slot as the designer stores it. */
export const bound = (signalId: string, equipId: string, title: string, subTitle: string) => ({
  signalId,
  equipId,
  title,
  subTitle,
})

export function widget(id: string, fields: Partial<Widget> = {}): Widget {
  return {
    id,
    widgetType: 'UsualDataText',
    widgetName: id,
    posLock: false,
    authRegion: '',
    position: { x: 0, y: 0, width: 100, height: 40, rotate: 0 },
    ...fields,
  }
}

/** A click event whose config carries only the given parts (the schema's other fields do not matter here). */
export const click = (config: Record<string, unknown>) =>
  ({ enable: true, config: { action: 'write', ...config } }) as unknown as Widget['clickEvent']

/** Widget data with fields beyond the DataBinding schema (options, equipment lists, iframe targets). */
export const data = (fields: Record<string, unknown>) => fields as Widget['data']
