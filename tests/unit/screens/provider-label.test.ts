// The outbox's provider column (plugins/screens/operations/provider-label.ts): a provider's stored name
// as people read it in zh and en; an unknown one as it is.
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/bilingual.ts'
import { providerLabel } from '../../../plugins/screens/operations/provider-label.ts'
import { OPERATIONS_TEXTS } from '../../../plugins/screens/operations/texts.ts'

async function tIn(lng: 'zh' | 'en') {
  const i18n = createInstance()
  const texts = byLang(OPERATIONS_TEXTS)
  await i18n.init({ lng, resources: { zh: { translation: texts.zh }, en: { translation: texts.en } } })
  return i18n.t
}

describe('provider labels', () => {
  it('names the cloud and the channel in both languages', async () => {
    const zh = await tIn('zh')
    const en = await tIn('en')
    expect(providerLabel(zh, 'aliyun-sms')).toBe('阿里云短信')
    expect(providerLabel(en, 'aliyun-sms')).toBe('Aliyun SMS')
    expect(providerLabel(en, 'twilio-voice')).toBe('Twilio Voice')
    expect(providerLabel(zh, 'outbox')).toBe('无（仅记录）')
    expect(providerLabel(en, 'wechat-dev')).toBe('WeChat (development)')
    expect(providerLabel(en, 'custom-gateway')).toBe('custom-gateway')
  })
})
