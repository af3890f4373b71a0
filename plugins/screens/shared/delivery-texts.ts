// Texts of an alarm's notifications as the outbox and the device's alarm tab show them (deliveries.tsx),
// spread into the namespace of each screen that shows them (operations, monitor).
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const DELIVERY_TEXTS = {
  person: { zh: '接收人', en: 'Recipient' },
  channel: { zh: '方式', en: 'Channel' },
  sentAt: { zh: '发送时间', en: 'Sent' },
  deliveries: { zh: '该报警的通知', en: 'Notifications of this alarm' },
  openInOutbox: { zh: '发送记录', en: 'In the outbox' },
  'channel.message': { zh: '站内消息', en: 'Message centre' },
  'channel.sms': { zh: '短信', en: 'SMS' },
  'channel.phone': { zh: '电话', en: 'Phone call' },
  'channel.voice': { zh: '语音', en: 'Voice' },
  'channel.wechat': { zh: '微信', en: 'WeChat' },
  'channel.app': { zh: 'App 推送', en: 'App push' },
  'channel.email': { zh: '邮件', en: 'E-mail' },
  'status.stored': { zh: '已存（无服务商）', en: 'Stored (no provider)' },
  'status.pending': { zh: '待重试', en: 'Pending' },
  'status.sent': { zh: '已发送', en: 'Sent' },
  'status.failed': { zh: '失败', en: 'Failed' },
  'status.held': { zh: '已压下', en: 'Held back' },
  'held.renotify': { zh: '重复通知间隔内', en: 'Within the re-notify interval' },
  'held.rateLimit': { zh: '超出通知频率限制', en: 'Over the rate limit' },
  'held.smsQuota': { zh: '短信余量不足，未发送', en: 'Not sent: no SMS left' },
} as const satisfies Record<string, Bilingual>
