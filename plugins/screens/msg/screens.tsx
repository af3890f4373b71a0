// The message centre's screens: the list with its tabs (in the URL, `?tab=`) and actions, its read
// filter from the route (the menu's all / unread / read entries, offered once), reloaded when a message
// arrives; the details.
import {
  App,
  Badge,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Space,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import type { MessageInfoBody } from '../../../schemas/api/live.ts'
import { formatTime } from '../shared/format.ts'
import { isRead, type Message, messageDetailPath } from '../shared/message.ts'
import { useServices } from '../shared/services.tsx'
import { usePagedCall } from '../shared/usePaged.ts'
import { useTabParam } from '../shared/useTabParam.ts'
import { AckCell } from './ack.tsx'
import { ExpiryDetail } from './expiry.tsx'
import { NoticeDetail } from './notice.tsx'

const TABS = ['all', 'alarm', 'order', 'notice'] as const
const READ_ROUTES = { messageAll: 'all', messageUnReaden: 'unread', messageReaden: 'read' } as const
type ReadFilter = (typeof READ_ROUTES)[keyof typeof READ_ROUTES]

export function MessageCentre() {
  const { api, fail, refreshUnread, onMessage } = useServices()
  const { t } = useTranslation('msg')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const leaf = useLocation().pathname.split('/').pop() as keyof typeof READ_ROUTES
  const readFilter: ReadFilter = READ_ROUTES[leaf] ?? 'all'
  const [tab, setTab] = useTabParam(TABS, 'all')
  const [selected, setSelected] = useState<string[]>([])
  const filters = {
    ...(tab === 'all' ? {} : { type: tab }),
    ...(readFilter === 'all' ? {} : { read: readFilter === 'read' }),
  }
  const { rows, loading, pagination, reload } = usePagedCall('msg/query', filters)
  useEffect(() => onMessage(() => void reload()), [onMessage, reload])

  const act = async (call: () => Promise<unknown>) => {
    try {
      await call()
      setSelected([])
      refreshUnread()
      void message.success(t('common.success'))
      await reload()
    } catch (e) {
      fail(e)
    }
  }
  const open = async (m: Message) => {
    if (!isRead(m)) await api.call('msg/markAsRead', { id: m.id }).then(refreshUnread, fail)
    navigate(messageDetailPath(m))
  }

  return (
    <Card data-testid="message-centre" title={t(`filter.${readFilter}`)}>
      <Tabs activeKey={tab} onChange={setTab} items={TABS.map((k) => ({ key: k, label: t(`tab.${k}`) }))} />
      <Space style={{ marginBottom: 16 }} wrap>
        <Button
          disabled={selected.length === 0}
          onClick={() => act(() => api.call('msg/markAsRead', { id: selected.join(',') }))}
        >
          {t('markRead')}
        </Button>
        <Button onClick={() => act(() => api.call('msg/allMarkAsRead'))} data-testid="mark-all-read">
          {t('markAllRead')}
        </Button>
        <Popconfirm
          title={t('confirmDelete')}
          onConfirm={() => act(() => api.call('msg/delete', { id: selected.join(',') }))}
        >
          <Button danger disabled={selected.length === 0}>
            {t('common.delete')}
          </Button>
        </Popconfirm>
      </Space>
      <Table<Message>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        // issue 31: fixed layout keeps each column in its width; long titles and contents end in "…"
        // with the whole text as a tooltip, never running into the next column
        tableLayout="fixed"
        columns={[
          {
            title: t('state'),
            width: 110,
            render: (_, m) => (
              <Badge
                status={isRead(m) ? 'default' : 'error'}
                text={isRead(m) ? t('read') : t('unread')}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="message-state"
              />
            ),
          },
          {
            title: t('type'),
            dataIndex: 'type',
            width: 110,
            render: (v: string) => <Tag>{t(`kind.${v}`, v)}</Tag>,
          },
          {
            title: t('title'),
            dataIndex: 'title',
            ellipsis: { showTitle: false },
            render: (v: string, m) => (
              <Typography.Link
                onClick={() => void open(m)}
                ellipsis
                title={v}
                style={{ display: 'block' }}
                data-testid="message-title"
              >
                {v}
              </Typography.Link>
            ),
          },
          {
            title: t('content'),
            dataIndex: 'note',
            ellipsis: { showTitle: false },
            render: (v: string) => (
              <Tooltip title={v} placement="topLeft">
                <span data-testid="message-content">{v}</span>
              </Tooltip>
            ),
          },
          { title: t('time'), dataIndex: 'gmtCreate', width: 180, render: formatTime },
          {
            title: <span style={{ whiteSpace: 'nowrap' }}>{t('ack')}</span>,
            width: 140,
            // issue 21: acknowledging here stops the alarm's escalation; issue 31: with a note
            render: (_, m) => (
              <AckCell
                m={m}
                onDone={() => {
                  refreshUnread()
                  void reload()
                }}
              />
            ),
          },
        ]}
      />
    </Card>
  )
}

/** A message as `msg/info` answers it: by its own id, or by the id of what it is about (its dataId). */
type Detail = Partial<Message> & Record<string, unknown>

function useDetail(body: MessageInfoBody) {
  const { api, fail } = useServices()
  const [detail, setDetail] = useState<Detail | null>(null)
  const key = JSON.stringify(body)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for body
  useEffect(() => {
    api.call('msg/info', body).then(setDetail, fail)
  }, [api, fail, key])
  return detail
}

function DetailCard({ detail, extra }: { detail: Detail | null; extra?: React.ReactNode }) {
  const { t } = useTranslation('msg')
  return (
    <Card title={detail?.title ?? t('detail')} loading={!detail} extra={extra} data-testid="message-detail">
      <Descriptions column={1}>
        <Descriptions.Item label={t('type')}>
          {detail?.type ? t(`kind.${detail.type}`, detail.type) : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('time')}>{formatTime(detail?.gmtCreate)}</Descriptions.Item>
        <Descriptions.Item label={t('content')}>{detail?.note ?? ''}</Descriptions.Item>
        {detail?.ack && (
          <Descriptions.Item label={t('ackNoteLabel')}>
            <Space direction="vertical" size={0} data-testid="detail-ack">
              {t('ackedAt', { who: detail.ack.by, when: formatTime(detail.ack.at) })}
              {detail.ack.note}
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  )
}

/**
 * The device detail a message leads to: an alarm opens its alarm tab; a work order (equipType 'equip')
 * or an inspection plan ('inspection') opens the repair or inspection records with the order.
 */
function deviceLink(equipmentId: string, msgType: string, equipType: string, dataId: string): string {
  const device = `/monitor/eg/detail/list/${encodeURIComponent(equipmentId)}`
  if (msgType === 'alarm') return `${device}/1`
  const orderType = equipType === 'inspection' ? 'inspection' : 'repair'
  return `${device}/${orderType}/${encodeURIComponent(dataId)}`
}

export function MessageDetail() {
  const { msgType = '', dataId = '' } = useParams()
  // a system notice shows the notice itself (notice/detail), an expiry what expires (msg/getExpireById)
  if (msgType === 'notice') return <NoticeDetail id={dataId} />
  return msgType === 'expire' ? <ExpiryDetail id={dataId} /> : <MessageAbout />
}

function MessageAbout() {
  const { msgType = '', dataId = '', equipType = '' } = useParams()
  const { t } = useTranslation('msg')
  const detail = useDetail({ id: dataId, type: msgType, equipType })
  const equipmentId = typeof detail?.equipmentId === 'string' ? detail.equipmentId : undefined
  return (
    <DetailCard
      detail={detail}
      extra={
        equipmentId && (msgType === 'alarm' || msgType === 'order') ? (
          <Link to={deviceLink(equipmentId, msgType, equipType, dataId)} data-testid="message-open-device">
            {t('openDevice')}
          </Link>
        ) : undefined
      }
    />
  )
}

export function SystemMessageDetail() {
  const { dataId = '', msgType = '' } = useParams()
  const detail = useDetail({ id: dataId, type: msgType })
  return (
    <div style={{ maxWidth: 800, margin: '48px auto' }}>
      <DetailCard detail={detail} />
    </div>
  )
}
