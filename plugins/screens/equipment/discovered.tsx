// Adoption of the metrics a device's Sparkplug node announced in its births that match no variable
// (issue 13; `eg/equipment/discovered/:id`): per Sparkplug device, each metric with its datatype and
// birth value; the integrator names the variables (and units) and adopts the selected ones, or dismisses
// them. The signal tab shows how many wait (DiscoveredNotice).
import { Alert, App, Button, Card, Empty, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { formatValue } from '../../../core/binding/index.ts'
import { DEFAULT_LANG, normaliseLang } from '../../../core/i18n/langs.ts'
import { variableNameOf } from '../../../core/sparkplug/index.ts'
import type { DiscoveredMetric } from '../../../schemas/api/sparkplug.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/
const keyOf = (m: Pick<DiscoveredMetric, 'segment' | 'name'>) => `${m.segment}\u0000${m.name}`
const editPath = (id: string) => `/manage/eg/equipment/edit/${id}?tab=signal`

/** The signal tab's notice: how many announced metrics wait, with the way to the adoption screen. */
export function DiscoveredNotice({ equipmentId }: { equipmentId: string }) {
  const { t } = useTranslation('equipment')
  const found = useQueryCall('equipment/discovered/query', { equipmentId })
  const count = found.data?.list.length ?? 0
  if (count === 0) return null
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="discovered-notice"
      title={t('discovered.notice', { count })}
      action={
        <Link to={`/manage/eg/equipment/discovered/${equipmentId}`}>
          <Button size="small">{t('discovered.review')}</Button>
        </Link>
      }
    />
  )
}

interface Draft {
  title: string
  unit: string
}

export function DiscoveredMetrics() {
  const { id = '' } = useParams()
  const { t, i18n } = useTranslation('equipment')
  const lang = normaliseLang(i18n.language) ?? DEFAULT_LANG
  const { api } = useServices()
  const { message } = App.useApp()
  const { run, busy } = useAction()
  const device = useQueryCall('equipment/multi/info', { id })
  const found = useQueryCall('equipment/discovered/query', { equipmentId: id })
  const [selected, setSelected] = useState<string[]>([])
  const [drafts, setDrafts] = useState<Record<string, Draft>>({})
  const list = found.data?.list ?? []
  const draftOf = (m: DiscoveredMetric): Draft =>
    drafts[keyOf(m)] ?? { title: variableNameOf(m.name), unit: '' }
  const edit = (m: DiscoveredMetric, change: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [keyOf(m)]: { ...draftOf(m), ...change } }))
  const chosen = useMemo(() => list.filter((m) => selected.includes(keyOf(m))), [list, selected])
  const invalid = chosen.some((m) => !NAME_PATTERN.test(draftOf(m).title))

  const adopt = async () => {
    const metrics = chosen.map((m) => ({ segment: m.segment, name: m.name, ...draftOf(m) }))
    if ((await run(() => api.call('equipment/discovered/adopt', { equipmentId: id, metrics }))) === undefined)
      return
    setSelected([])
    await found.reload()
  }
  const dismiss = async () => {
    const metrics = chosen.map((m) => ({ segment: m.segment, name: m.name }))
    const after = await run(() => api.call('equipment/discovered/dismiss', { equipmentId: id, metrics }))
    if (!after) return
    setSelected([])
    found.setData(after)
    void message.info(t('discovered.dismissedCount', { count: after.dismissed }))
  }

  return (
    <Card
      data-testid="discovered-metrics"
      loading={!device.data && device.loading}
      title={
        <Space wrap>
          <Typography.Text strong>{device.data?.name}</Typography.Text>
          <Typography.Text>{t('discovered.title')}</Typography.Text>
        </Space>
      }
      extra={<Link to={editPath(id)}>{t('discovered.back')}</Link>}
    >
      <Typography.Paragraph type="secondary">{t('discovered.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button
          type="primary"
          disabled={chosen.length === 0 || invalid}
          loading={busy}
          onClick={adopt}
          data-testid="adopt-button"
        >
          {t('discovered.adopt', { count: chosen.length })}
        </Button>
        <Popconfirm title={t('discovered.confirmDismiss')} onConfirm={dismiss} disabled={chosen.length === 0}>
          <Button disabled={chosen.length === 0} data-testid="dismiss-button">
            {t('discovered.dismiss')}
          </Button>
        </Popconfirm>
        {(found.data?.dismissed ?? 0) > 0 && (
          <Typography.Text type="secondary">
            {t('discovered.dismissedCount', { count: found.data?.dismissed })}
          </Typography.Text>
        )}
      </Space>
      <Table<DiscoveredMetric>
        rowKey={keyOf}
        size="middle"
        loading={found.loading}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: <Empty description={t('discovered.none')} /> }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        columns={[
          {
            title: t('discovered.device'),
            key: 'device',
            render: (_, m) =>
              m.segment === '' ? (
                t('discovered.node')
              ) : (
                <Space size={4} wrap>
                  <Typography.Text>{m.segment}</Typography.Text>
                  {m.driverName && m.driverName !== m.segment && (
                    <Tag>{t('discovered.driver', { name: m.driverName })}</Tag>
                  )}
                </Space>
              ),
          },
          { title: t('discovered.metric'), dataIndex: 'name', render: (v: string) => <code>{v}</code> },
          { title: t('discovered.datatype'), dataIndex: 'datatypeName' },
          {
            title: t('discovered.value'),
            key: 'value',
            render: (_, m) => formatValue(m.value, { dataType: m.dataType }, { lang }),
          },
          {
            title: t('discovered.variable'),
            key: 'title',
            width: 220,
            render: (_, m) => {
              const title = draftOf(m).title
              const bad = !NAME_PATTERN.test(title)
              return (
                <Input
                  aria-label={`${t('discovered.variable')} ${m.name}`}
                  value={title}
                  maxLength={64}
                  status={bad ? 'error' : undefined}
                  title={bad ? t('discovered.nameRule') : undefined}
                  onChange={(e) => edit(m, { title: e.target.value })}
                />
              )
            },
          },
          {
            title: t('discovered.unit'),
            key: 'unit',
            width: 110,
            render: (_, m) => (
              <Input
                aria-label={`${t('discovered.unit')} ${m.name}`}
                value={draftOf(m).unit}
                maxLength={16}
                onChange={(e) => edit(m, { unit: e.target.value })}
              />
            ),
          },
          {
            title: t('discovered.lastSeen'),
            dataIndex: 'lastSeenAt',
            render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
          },
        ]}
      />
    </Card>
  )
}
