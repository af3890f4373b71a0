// The notification outbox (issue 21): every notification of the enterprise with its channel, recipient,
// provider, state, attempts and last error (`notify/outbox/query`), filtered by channel and state; a
// failed one can be tried once more (`notify/outbox/retry`); an alarm's notifications and its history
// (shared/alarm-history.tsx) open in a drawer. A row opens
// to its sent time, the text sent and the provider's answer (issue 38). Links both ways: the alarm drawer
// opens the alarm in its device's alarm tab, which links each notification back here (`?id=`).
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { NOTIFY_CHANNELS, OUTBOX_STATUSES, type OutboxEntry } from '../../../schemas/entities/records.ts'
import { AlarmHistory } from '../shared/alarm-history.tsx'
import { AlarmDeliveries, DeliveryStatus, deviceAlarmPath } from '../shared/deliveries.tsx'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { providerLabel } from './provider-label.ts'

/** A row opened: when the provider took it, the text sent, and what the provider answered. */
function OutboxDetail({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('operations')
  return (
    <Descriptions size="small" column={1} data-testid="outbox-detail">
      <Descriptions.Item label={t('sentAt')}>
        {entry.sentAt ? formatTime(entry.sentAt) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('text')}>{entry.body}</Descriptions.Item>
      <Descriptions.Item label={t('answer')}>{entry.answer || '-'}</Descriptions.Item>
    </Descriptions>
  )
}

function AlarmDrawer({
  alarmId,
  equipmentId,
  title,
  onClose,
}: {
  alarmId: string
  equipmentId: string | null
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation('operations')
  return (
    <Drawer
      open
      width={720}
      title={`${t('history')}: ${title}`}
      onClose={onClose}
      data-testid="alarm-drawer"
      extra={
        equipmentId && (
          <Link to={deviceAlarmPath(equipmentId, alarmId)} data-testid="open-device-alarm">
            {t('openOnDevice')}
          </Link>
        )
      }
    >
      <AlarmHistory alarmId={alarmId} ns="operations" />
      <Typography.Title level={5}>{t('deliveries')}</Typography.Title>
      <AlarmDeliveries alarmId={alarmId} ns="operations" />
    </Drawer>
  )
}

export function Outbox() {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { run } = useAction()
  const [channel, setChannel] = useState<string>()
  const [status, setStatus] = useState<string>()
  const [open, setOpen] = useState<{ alarmId: string; equipmentId: string | null; title: string }>()
  // a link from the device's alarm tab opens one notification (?id=)
  const [search, setSearch] = useSearchParams()
  const id = search.get('id') ?? undefined
  const paged = usePagedCall('notify/outbox/query', { channel, status, id })
  const retry = async (id: string) => {
    if ((await run(() => api.call('notify/outbox/retry', { id }))) !== undefined) await paged.reload()
  }
  return (
    <Card title={t('outboxTitle')} data-testid="outbox">
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('allChannels')}
          value={channel}
          onChange={setChannel}
          data-testid="outbox-channel"
          options={NOTIFY_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('allStates')}
          value={status}
          onChange={setStatus}
          data-testid="outbox-status"
          options={OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        {id && (
          <Tag closable onClose={() => setSearch({})} data-testid="outbox-one-row">
            {t('oneRow')}
          </Tag>
        )}
      </Space>
      <Table<OutboxEntry>
        rowKey="id"
        dataSource={paged.rows}
        pagination={paged.pagination}
        loading={paged.loading}
        scroll={{ x: 1560 }}
        expandable={{
          expandedRowRender: (r) => <OutboxDetail entry={r} />,
          ...(id ? { defaultExpandedRowKeys: [id] } : {}),
        }}
        columns={[
          { title: t('time'), width: 170, render: (_, r) => formatTime(r.createdAt) },
          {
            title: t('alarm'),
            width: 260,
            render: (_, r) =>
              r.alarmId ? (
                <Typography.Link
                  onClick={() =>
                    setOpen({ alarmId: r.alarmId!, equipmentId: r.equipmentId, title: r.subject })
                  }
                  data-testid="open-alarm"
                >
                  {r.subject}
                </Typography.Link>
              ) : (
                r.subject
              ),
          },
          {
            title: t('person'),
            width: 200,
            render: (_, r) => (
              <span>
                {r.loginname}
                <Typography.Text type="secondary"> {r.recipient}</Typography.Text>
              </span>
            ),
          },
          { title: t('channel'), width: 100, render: (_, r) => t(`channel.${r.channel}`) },
          { title: t('provider'), width: 140, render: (_, r) => providerLabel(t, r.provider) },
          { title: t('status'), width: 150, render: (_, r) => <DeliveryStatus entry={r} ns="operations" /> },
          { title: t('attempts'), width: 100, dataIndex: 'attempts' },
          {
            title: t('lastError'),
            width: 200,
            ellipsis: { showTitle: false },
            render: (_, r) => (
              <Tooltip title={r.lastError}>
                <span>{r.lastError}</span>
              </Tooltip>
            ),
          },
          {
            title: t('nextAttempt'),
            width: 170,
            render: (_, r) => (r.status === 'pending' ? formatTime(r.nextAttemptAt) : ''),
          },
          {
            title: t('actions'),
            width: 100,
            fixed: 'right',
            render: (_, r) =>
              r.status === 'failed' ? (
                <Popconfirm title={t('retryConfirm')} onConfirm={() => retry(r.id)}>
                  <Button size="small" data-testid="retry">
                    {t('retry')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      {open && <AlarmDrawer {...open} onClose={() => setOpen(undefined)} />}
    </Card>
  )
}
