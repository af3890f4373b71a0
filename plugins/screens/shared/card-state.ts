// An IoT card's state (spec §4) and dates as every screen that shows a card shows them: the card list and
// recharge page (commerce) and a device's info tab (equipment). The states' names are spread into each
// screen's namespace (screens' texts load lazily, each in its own).

import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import type { CardState } from '../../../schemas/api/cards.ts'

export const CARD_STATE_TEXTS = {
  'cardState.normal': { zh: '正常', en: 'Normal' },
  'cardState.expiring': { zh: '即将到期', en: 'Expiring soon' },
  'cardState.expired': { zh: '已到期', en: 'Expired' },
  'cardState.halted': { zh: '已停机', en: 'Halted' },
  'cardState.cancelled': { zh: '已销户', en: 'Cancelled' },
} as const satisfies Record<`cardState.${CardState}`, Bilingual>

/** Each state's tag colour. */
export const CARD_STATE_COLOURS = {
  normal: 'green',
  expiring: 'orange',
  expired: 'red',
  halted: 'default',
  cancelled: 'default',
} as const satisfies Record<CardState, string>

/** A card's date: the UTC day the server counts in (README "IoT cards"). */
export const cardDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
