// Equipment status over time (designer spec §3 Section, §9): a report signal (or a device signal) whose
// stored history, and live values after, are cut into slices coloured by status: running = 1, idle = 0,
// debugging = 2 unless changed; slice height, times as YYYY-MM-DD HH:mm.
import Type from 'typebox'
import { Bool, bindingData, Color, Font, Minutes, Px, Str, titled } from '../common/schema.ts'

const Status = Type.Object({ value: Str(), text: Str(), color: Color('#52c41a') })

export const DEFAULT_STATUSES = [
  { value: '1', text: '运行 Running', color: '#52c41a' },
  { value: '0', text: '空闲 Idle', color: '#faad14' },
  { value: '2', text: '调试 Debugging', color: '#1677ff' },
]

export const schema = Type.Object({
  data: bindingData(['report', 'signal'], {
    items: titled(Type.Array(Status, { default: DEFAULT_STATUSES }), { zh: '状态', en: 'Statuses' }),
    /** Minutes of history the slices cover (a day). */
    timeRange: Minutes(1440, { minimum: 1 }),
    format: Str('YYYY-MM-DD HH:mm'),
  }),
  style: Type.Object({
    sectionHeight: titled(Px(40, { minimum: 4 }), { zh: '色块高度', en: 'Slice height' }),
    /** the colour of values no status names */
    otherColor: titled(Color('#d9d9d9'), { zh: '其他值颜色', en: 'Other values' }),
    legend: titled(Bool(true), { zh: '图例', en: 'Legend' }),
    font: Font({ size: 12, color: '#595959' }),
    background: Color('#ffffff00'),
  }),
})
