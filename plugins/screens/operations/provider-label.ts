// A notification provider's name as people read it (the outbox's provider column): `aliyun-sms` is
// "阿里云短信" / "Aliyun SMS", `outbox` is "none (kept in the outbox)"; an unknown name shows as it is.
import type { TFunction } from 'i18next'

const VENDORS = ['aliyun', 'twilio', 'webhook', 'cloud', 'wechat'] as const

export function providerLabel(t: TFunction, name: string): string {
  if (name === 'outbox') return t('providerName.outbox')
  const [vendor = '', ...rest] = name.split('-')
  const kind = rest.join('-')
  if (!(VENDORS as readonly string[]).includes(vendor)) return name
  if (vendor === 'wechat') return t('providerName.wechat', { kind: t(`providerName.wechat.${kind}`) })
  return t('providerName.pattern', {
    vendor: t(`providerName.vendor.${vendor}`),
    channel: t(`channel.${kind}`, { defaultValue: kind }),
  })
}
