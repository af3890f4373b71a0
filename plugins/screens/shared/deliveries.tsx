// An alarm's notifications (issue 38): to whom, by which channel, in which state (a held-back one says
// why on hover) and when the provider took it, each linking to its row in the outbox. Shown in the
// device detail's alarm tab and in the outbox's alarm drawer; texts from DELIVERY_TEXTS, spread into
// the namespace `ns` of the screen that shows them.
import { Table, Tag, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { OutboxEntry } from '../../../schemas/entities/records.ts'
import { formatTime } from './format.ts'
import { usePagedCall } from './usePaged.ts'

/** The device detail opened at its alarm tab, the alarm's notifications shown (monitor's route). */
export const deviceAlarmPath = (equipmentId: string, alarmId: string) =>
  `/monitor/eg/detail/list/${encodeURIComponent(equipmentId)}/${encodeURIComponent(alarmId)}`

/** The outbox screen opened at one notification. */
export const outboxRowPath = (id: string) => `/manage/notify/outbox?id=${encodeURIComponent(id)}`

const STATUS_COLOUR: Record<OutboxEntry['status'], string> = {
  stored: 'default',
  pending: 'processing',
  sent: 'success',
  failed: 'error',
  held: 'warning',
}

/** The state; a held-back one says why on hover (the alarm guard: re-notify interval, rate limit). */
export function DeliveryStatus({
  entry,
  ns,
}: {
  entry: Pick<OutboxEntry, 'status' | 'heldReason'>
  ns: string
}) {
  const { t } = useTranslation(ns)
  const tag = (
    <Tag color={STATUS_COLOUR[entry.status]} data-testid={`status-${entry.status}`}>
      {t(`status.${entry.status}`)}
    </Tag>
  )
  return entry.heldReason ? <Tooltip title={t(`held.${entry.heldReason}`)}>{tag}</Tooltip> : tag
}

export function AlarmDeliveries({ alarmId, ns }: { alarmId: string; ns: string }) {
  const { t } = useTranslation(ns)
  const deliveries = usePagedCall('notify/outbox/query', { alarmId })
  return (
    <Table<OutboxEntry>
      rowKey="id"
      size="small"
      data-testid="alarm-deliveries"
      dataSource={deliveries.rows}
      pagination={deliveries.pagination}
      loading={deliveries.loading}
      columns={[
        { title: t('person'), render: (_, r) => r.loginname || r.recipient },
        { title: t('channel'), render: (_, r) => t(`channel.${r.channel}`) },
        { title: t('status'), render: (_, r) => <DeliveryStatus entry={r} ns={ns} /> },
        { title: t('sentAt'), render: (_, r) => (r.sentAt ? formatTime(r.sentAt) : '-') },
        {
          title: '',
          render: (_, r) => (
            <Link to={outboxRowPath(r.id)} data-testid="open-outbox-row">
              {t('openInOutbox')}
            </Link>
          ),
        },
      ]}
    />
  )
}
