// An alarm's notification text for one person (issue 38), in their language and time zone: the
// account's own settings (`user/config/save`: `language` zh | en, `timeZone` an IANA name), else zh and
// the platform's zone (TZ). Gateway alarms are named by their type in the person's language. An SMS is
// one segment (notify/sms-segment.ts): the text cut, the acknowledge link whole.

import { noticeText } from '../../core/i18n/alarm-notice.ts'
import { ALARM_TABLE_TEXTS } from '../../core/i18n/alarm-table.ts'
import { DEFAULT_LANG, type Lang, normaliseLang } from '../../core/i18n/langs.ts'
import type { AlarmRecordView } from '../../schemas/entities/live.ts'
import { fitsOneSegment, oneSegment } from '../notify/sms-segment.ts'
import { parseJsonObject } from '../storage/json.ts'

export interface Reader {
  lang: Lang
  timeZone: string
}

const validZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || zone === '') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The language and zone of an account's settings document (accounts.config). */
export function readerOf(config: string): Reader {
  const c = parseJsonObject(config)
  return {
    lang: normaliseLang(typeof c.language === 'string' ? c.language : null) ?? DEFAULT_LANG,
    timeZone: validZone(c.timeZone) ? c.timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone,
  }
}

/** 2026-11-28 17:20:05 GMT+8 (an ASCII minus: SMS alphabets lack U+2212) */
export const timeIn = (at: number, timeZone: string): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'shortOffset',
  })
    .format(at)
    .replace('\u2212', '-')

const alarmName = (alarm: AlarmRecordView, lang: Lang): string =>
  alarm.type === 'variable' ? alarm.text : ALARM_TABLE_TEXTS[`type.${alarm.type}`][lang]

/**
 * The subject (device, alarm, level), the body (with value, time and acknowledge link) and the SMS (the
 * body in one segment).
 */
export function alarmNotice(alarm: AlarmRecordView, r: Reader, link: string) {
  const subject = noticeText('subject', r.lang, {
    level: ALARM_TABLE_TEXTS[`level.${alarm.level}`][r.lang],
    device: alarm.equipTitle,
    alarm: alarmName(alarm, r.lang),
  })
  const value = alarm.signalTitle
    ? noticeText('value', r.lang, { signal: alarm.signalTitle, value: alarm.value })
    : ''
  const at = noticeText('at', r.lang, { time: timeIn(alarm.triggeredAt, r.timeZone) })
  const acknowledge = noticeText('acknowledge', r.lang, { link })
  const head = `${subject}${value}${at}`
  // "acknowledge: link" while the words keep the subject, else the bare link leaves them more room
  const labelled = oneSegment(head, acknowledge)
  const sms =
    fitsOneSegment(labelled) && labelled.startsWith(subject)
      ? labelled
      : oneSegment(head.trimEnd(), ` ${link}`)
  return { subject, body: `${head}${acknowledge}`, sms }
}

/** The notice that an alarm cleared (in one segment for an SMS). */
export function recoveryNotice(alarm: AlarmRecordView, r: Reader, sms: boolean) {
  const text = noticeText('recovered', r.lang, {
    device: alarm.equipTitle,
    alarm: alarmName(alarm, r.lang),
    time: timeIn(alarm.resolvedAt ?? alarm.triggeredAt, r.timeZone),
  })
  return { subject: text, body: sms ? oneSegment(text) : text }
}
