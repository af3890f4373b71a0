// An alarm's SMS in one segment (issue 38): 160 GSM 7-bit characters (extension ones count twice) or 70
// UCS-2 units; the text is cut, the absolute acknowledge link kept whole.
import { describe, expect, it } from 'vitest'
import type { AlarmRecordView } from '../../../schemas/entities/live.ts'
import { alarmNotice } from '../../../server/alarms/notice-text.ts'
import { fitsOneSegment, oneSegment, smsSize } from '../../../server/notify/sms-segment.ts'

const LINK = 'https://scada.example.com/alarm/ack/AbCdEfGhIjKlMnOpQrStUv'

const alarm: AlarmRecordView = {
  id: 'a1',
  equipmentId: 'd1',
  equipTitle: '二号泵站出水总管压力监测点',
  signalId: 's1',
  signalTitle: '出水总管压力（含补偿计算）',
  ruleId: 'r1',
  type: 'variable',
  level: 'severe',
  text: '出水压力过高，请立即到现场检查阀门与水泵运行状态',
  msg: '',
  value: '1.2345 MPa',
  triggeredAt: Date.UTC(2026, 10, 28, 9, 20, 5),
  resolvedAt: null,
  gmtTrigger: 0,
  gmtRelease: null,
  confirmedAt: null,
  confirmedBy: null,
  occurrences: 1,
  lastOccurredAt: null,
  shelvedUntil: null,
  shelvedBy: null,
  shelveReason: '',
  ackNote: '',
}

describe('SMS segments', () => {
  it('counts GSM 7-bit, its extension characters twice, and UCS-2 once any character is outside', () => {
    expect(smsSize('Pump 1: 5 bar')).toEqual({ alphabet: 'gsm', units: 13 })
    expect(smsSize('a{b}€')).toEqual({ alphabet: 'gsm', units: 8 })
    expect(smsSize('泵站 pump')).toEqual({ alphabet: 'ucs2', units: 7 })
    expect(fitsOneSegment('x'.repeat(160))).toBe(true)
    expect(fitsOneSegment(`${'x'.repeat(159)}€`)).toBe(false)
    expect(fitsOneSegment('泵'.repeat(70))).toBe(true)
    expect(fitsOneSegment('泵'.repeat(71))).toBe(false)
  })

  it('cuts the text before the link, never the link, and never half a character', () => {
    const zh = oneSegment('压'.repeat(80), ` 确认：${LINK}`)
    expect(zh.length).toBeLessThanOrEqual(70)
    expect(zh.endsWith(` 确认：${LINK}`)).toBe(true)
    expect(zh).toContain('…')
    const en = oneSegment('Pressure high '.repeat(20), ` Acknowledge: ${LINK}`)
    expect(smsSize(en)).toMatchObject({ alphabet: 'gsm' })
    expect(smsSize(en).units).toBeLessThanOrEqual(160)
    expect(en).toMatch(
      /\.\.\. Acknowledge: https:\/\/scada\.example\.com\/alarm\/ack\/AbCdEfGhIjKlMnOpQrStUv$/,
    )
    const emoji = oneSegment('🔥'.repeat(40))
    expect(emoji.length).toBeLessThanOrEqual(70)
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
    expect(oneSegment('short', ` ${LINK}`)).toBe(`short ${LINK}`)
  })

  it('an alarm SMS in zh and en fits one segment with its absolute link; the e-mail keeps all', () => {
    const zh = alarmNotice(alarm, { lang: 'zh', timeZone: 'Asia/Shanghai' }, LINK)
    expect(zh.sms.length).toBeLessThanOrEqual(70)
    expect(zh.sms.startsWith('【严重】')).toBe(true)
    expect(zh.sms).toMatch(new RegExp(`^【严重】二号.*… ${LINK}$`))
    expect(zh.body).toContain('2026-11-28 17:20:05 GMT+8')
    const en = alarmNotice(alarm, { lang: 'en', timeZone: 'UTC' }, LINK)
    // a Chinese device name makes the English text UCS-2 as well
    expect(smsSize(en.sms).units).toBeLessThanOrEqual(70)
    expect(en.sms).toMatch(new RegExp(`^\\[Severe\\] 二.*… ${LINK}$`))
    const ascii = { ...alarm, equipTitle: 'Pump station 2', signalTitle: 'Outlet pressure', text: 'High' }
    const gsm = alarmNotice(ascii, { lang: 'en', timeZone: 'UTC' }, LINK)
    expect(smsSize(gsm.sms)).toMatchObject({ alphabet: 'gsm' })
    expect(smsSize(gsm.sms).units).toBeLessThanOrEqual(160)
    expect(gsm.sms).toMatch(/^\[Severe\] Pump station 2: High.*Acknowledge: https:/)
  })
})
