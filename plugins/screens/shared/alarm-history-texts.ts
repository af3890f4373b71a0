// Texts of an alarm's history as the outbox's alarm drawer and the device's alarm tab show it
// (alarm-history.tsx), spread into the namespace of each screen that shows them (operations, monitor).
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const ALARM_HISTORY_TEXTS = {
  'event.raised': { zh: '报警产生', en: 'Raised' },
  'event.notified': { zh: '已通知', en: 'Notified' },
  'event.escalated': { zh: '升级通知', en: 'Escalated' },
  'event.acknowledged': { zh: '已确认', en: 'Acknowledged' },
  'event.resolved': { zh: '已恢复', en: 'Resolved' },
  'event.ended': { zh: '升级结束', en: 'Escalation ended' },
  'event.shelved': { zh: '已搁置', en: 'Shelved' },
  'event.unshelved': { zh: '取消搁置', en: 'Unshelved' },
  'event.workOrder': { zh: '创建工单', en: 'Work order created' },
  'via.table': { zh: '报警列表', en: 'alarm table' },
  'via.message': { zh: '消息中心', en: 'message centre' },
  'via.link': { zh: '回复链接', en: 'reply link' },
  eventTo: { zh: '通知：{{names}}', en: 'To: {{names}}' },
  eventStep: { zh: '第 {{step}} / {{of}} 级（{{group}}）', en: 'Step {{step}} of {{of}} ({{group}})' },
  eventVia: { zh: '经{{via}}确认', en: 'through the {{via}}' },
  eventNote: { zh: '备注：{{note}}', en: 'Note: {{note}}' },
  eventReason: { zh: '原因：{{reason}}', en: 'Reason: {{reason}}' },
  eventUntil: { zh: '至 {{time}}', en: 'until {{time}}' },
  eventOrder: { zh: '工单 {{number}}', en: 'work order {{number}}' },
  eventExpired: { zh: '搁置到期', en: 'shelving time ended' },
  escalationStopped: { zh: '升级已停止', en: 'escalation stopped' },
  nobody: { zh: '无', en: 'nobody' },
  noHistory_: { zh: '暂无报警历程', en: 'No history yet' },
} as const satisfies Record<string, Bilingual>
