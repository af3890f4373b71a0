// An alarm's history (issue 21, 31): raised, notified, escalation steps, acknowledgement with its note,
// shelving with its reason and time, resolution, a work order made from it, each a line people read (`alarm/history`). Shown in the
// outbox's alarm drawer and in the device's alarm tab; texts from ALARM_HISTORY_TEXTS in namespace `ns`.
import { Timeline, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { AlarmEventView } from '../../../schemas/entities/operations.ts'
import { formatTime } from './format.ts'
import { useQueryCall } from './useAction.ts'

const EVENT_COLOUR: Record<AlarmEventView['kind'], string> = {
  raised: 'red',
  notified: 'blue',
  escalated: 'orange',
  acknowledged: 'green',
  resolved: 'green',
  ended: 'gray',
  shelved: 'purple',
  unshelved: 'cyan',
  workOrder: 'geekblue',
}

/** What an event's detail adds to its kind: to whom, how, the note, the reason and time of a shelving. */
function detailParts(t: TFunction, event: AlarmEventView, d: Record<string, unknown>): string[] {
  const parts: string[] = []
  const names = Array.isArray(d.to) ? (d.to as string[]).join('、') || t('nobody') : ''
  if (event.kind === 'escalated') parts.push(t('eventStep', { step: d.step, of: d.of, group: d.group }))
  if (names) parts.push(t('eventTo', { names }))
  if (event.kind === 'acknowledged')
    parts.push(`${event.actor} ${t('eventVia', { via: t(`via.${String(d.via)}`) })}`)
  const byActor = event.kind === 'shelved' || event.kind === 'workOrder'
  if (byActor || (event.kind === 'unshelved' && event.actor)) parts.push(event.actor)
  if (typeof d.number === 'string') parts.push(t('eventOrder', { number: d.number }))
  if (typeof d.shelvedUntil === 'number') parts.push(t('eventUntil', { time: formatTime(d.shelvedUntil) }))
  if (typeof d.reason === 'string' && d.reason) parts.push(t('eventReason', { reason: d.reason }))
  if (d.expired === true) parts.push(t('eventExpired'))
  if (typeof d.note === 'string' && d.note) parts.push(t('eventNote', { note: d.note }))
  if (d.escalation === 'stopped') parts.push(t('escalationStopped'))
  return parts
}

/** One history event as a line people read. */
function EventLine({ event, ns }: { event: AlarmEventView; ns: string }) {
  const { t } = useTranslation(ns)
  const d = JSON.parse(event.detail || '{}') as Record<string, unknown>
  const parts = [t(`event.${event.kind}`), ...detailParts(t, event, d)]
  return (
    <span data-testid={`event-${event.kind}`}>
      <Typography.Text type="secondary">{formatTime(event.at)}</Typography.Text> {parts.join(' · ')}
    </span>
  )
}

export function AlarmHistory({ alarmId, ns }: { alarmId: string; ns: string }) {
  const { t } = useTranslation(ns)
  const history = useQueryCall('alarm/history', { id: alarmId })
  const events = history.data ?? []
  if (history.data && events.length === 0)
    return <Typography.Text type="secondary">{t('noHistory_')}</Typography.Text>
  return (
    <Timeline
      data-testid="alarm-history"
      items={events.map((e) => ({
        key: e.id,
        color: EVENT_COLOUR[e.kind],
        children: <EventLine event={e} ns={ns} />,
      }))}
    />
  )
}
