// The alarm levels as the screens show them: one colour per level (antd preset colours), and which of
// several active alarms of a signal or a device speaks first.
import { ALARM_LEVELS } from '../../../schemas/entities/live.ts'

export type AlarmLevel = (typeof ALARM_LEVELS)[number]

export const LEVEL_COLOUR: Record<AlarmLevel, string> = { severe: 'red', important: 'orange', normal: 'blue' }
/** The same colours as text colours (antd's red-6, orange-6, blue-6), for a value in alarm. */
export const LEVEL_HEX: Record<AlarmLevel, string> = {
  severe: '#f5222d',
  important: '#fa8c16',
  normal: '#1677ff',
}

/** The most serious of some levels (ALARM_LEVELS lists them most serious first). */
export function worstLevel(levels: Iterable<AlarmLevel>): AlarmLevel | undefined {
  let worst: number | undefined
  for (const l of levels) {
    const i = ALARM_LEVELS.indexOf(l)
    if (worst === undefined || i < worst) worst = i
  }
  return worst === undefined ? undefined : ALARM_LEVELS[worst]
}
