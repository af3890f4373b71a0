// The alarm table's own words (the column, type and level words are core/i18n/alarm-table.ts, shared
// with the server's export).

import { ALARM_TABLE_TEXTS } from '../../../core/i18n/alarm-table.ts'
import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import { TABLE_TEXTS, wordsOf } from '../common/table-schema.ts'

/** The state filter's words (its tabs, and its choices in the panel). */
export const STATE_TEXTS = {
  'state.all': { zh: '全部', en: 'All' },
  'state.active': { zh: '当前报警', en: 'Active' },
  'state.history': { zh: '历史报警', en: 'History' },
} as const satisfies Record<string, Bilingual>

const OWN = {
  ...STATE_TEXTS,
  unbound: { zh: '未绑定', en: 'Unbound' },
  noDevices: { zh: '未选择设备', en: 'No device chosen' },
  failed: { zh: '报警记录加载失败：{{msg}}', en: 'Alarm records failed to load: {{msg}}' },
} as const satisfies Record<string, Bilingual>

export type AlarmText = keyof typeof OWN | keyof typeof ALARM_TABLE_TEXTS | keyof typeof TABLE_TEXTS

/** A word in `lang`, with `{{name}}` placeholders filled. */
export const textOf = wordsOf<AlarmText>({ ...ALARM_TABLE_TEXTS, ...TABLE_TEXTS, ...OWN })
