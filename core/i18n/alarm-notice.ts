// The words of an alarm's notifications (SMS, voice, WeChat, e-mail, app) in both languages, each
// person's own (issue 38): what happened, where, how bad, the value, when in their time zone, and the
// link that acknowledges it; the recovery notice; the summary of what a rate limit held back.
import type { Bilingual } from './bilingual.ts'
import type { Lang } from './langs.ts'

export const ALARM_NOTICE_TEXTS = {
  subject: { zh: '【{{level}}】{{device}} {{alarm}}', en: '[{{level}}] {{device}}: {{alarm}}' },
  value: { zh: '，{{signal}} = {{value}}', en: ', {{signal}} = {{value}}' },
  at: { zh: '，{{time}}。', en: ', {{time}}. ' },
  acknowledge: { zh: '确认：{{link}}', en: 'Acknowledge: {{link}}' },
  recovered: {
    zh: '【恢复】{{device}} {{alarm}} 已恢复，{{time}}',
    en: '[Recovered] {{device}}: {{alarm}} cleared, {{time}}',
  },
  heldBack: {
    zh: '另有 {{count}} 条报警通知因频率限制未发送（{{from}} 至 {{to}}），请登录平台查看',
    en: '{{count}} more alarm notifications held back by the rate limit ({{from}} to {{to}}): see the platform',
  },
} as const satisfies Record<string, Bilingual>

export type AlarmNoticeText = keyof typeof ALARM_NOTICE_TEXTS

/** The text in the language, its {{placeholders}} filled. */
export function noticeText(key: AlarmNoticeText, lang: Lang, values: Readonly<Record<string, string>>) {
  return ALARM_NOTICE_TEXTS[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}
