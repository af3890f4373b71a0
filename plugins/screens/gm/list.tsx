// The GM list (`/monitor/gm/list`, issue 36): every gateway the operator watches, a keyset page at a time
// (Previous walks back through the cursors already seen), filtered by enterprise, GM group, state, model,
// firmware and silence, searched by SN or device name, sorted by SN or last seen, exported as CSV
// (up to 5,000 rows). Ticked gateways go into a GM group. Initial filters may come in the query string
// (`?state=offline&group=…`), as the menu and the groups screen link here.
import { Alert, Button, Card, Dropdown, Input, Select, Space, Table, Tag, Typography } from 'antd'
import type { SortOrder } from 'antd/es/table/interface'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { EndpointBody } from '../../../schemas/api/endpoints.ts'
import { GM_STATES, type GmGateway } from '../../../schemas/api/gm.ts'
import { csvText, downloadCsv } from '../shared/csv.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

type Body = EndpointBody<'gm/list'>
type State = (typeof GM_STATES)[number]

const SILENCE = { '1h': 3_600_000, '1d': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const
const STATE_COLOUR: Record<string, string> = { online: 'green', offline: 'red', sleeping: 'gold' }
const PAGE_SIZE = 20
const EXPORT_PAGE = 500
const EXPORT_MAX = 5000

function useFilters() {
  const [params] = useSearchParams()
  const initialState = params.get('state')
  const [filters, setFilters] = useState<Body>({
    ...(initialState && (GM_STATES as readonly string[]).includes(initialState)
      ? { state: initialState as State }
      : {}),
    ...(params.get('group') ? { groupId: params.get('group') as string } : {}),
  })
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined])
  const set = (change: Partial<Body>) => {
    setFilters((f) => {
      const next = { ...f, ...change }
      for (const k of Object.keys(next) as (keyof Body)[])
        if (next[k] === undefined || next[k] === '') delete next[k]
      return next
    })
    setCursors([undefined])
  }
  return { filters, set, cursors, setCursors }
}

function useExport(filters: Body) {
  const { api, fail } = useServices()
  const { t } = useTranslation('gm')
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const rows: GmGateway[] = []
      let after: string | undefined
      do {
        const page = await api.call('gm/list', { ...filters, pageSize: EXPORT_PAGE, after })
        rows.push(...page.list)
        after = page.next ?? undefined
      } while (after && rows.length < EXPORT_MAX)
      const head = [
        'sn',
        'enterprise',
        'device',
        'model',
        'firmware',
        'signal',
        'network',
        'state',
        'lastSeen',
      ]
      const lines = [
        [...head.map((h) => t(h)), t('perMinute')],
        ...rows.map((g) => [
          g.sn,
          g.enterprise,
          g.deviceName,
          g.model,
          g.firmwareVersion,
          g.signalStrength ?? '',
          g.networkMode,
          t(`state.${g.state}`),
          formatTime(g.lastSeenAt),
          g.valuesPerMinute,
        ]),
      ]
      downloadCsv('gm-gateways.csv', csvText(lines))
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

function Filters({ filters, set }: { filters: Body; set: (c: Partial<Body>) => void }) {
  const { t } = useTranslation('gm')
  const info = useQueryCall('gm/ocInfo', {})
  const groups = useQueryCall('gm/group/query', {})
  const [silence, setSilence] = useState<keyof typeof SILENCE>()
  return (
    <Space wrap data-testid="gm-filters">
      <Input.Search
        allowClear
        placeholder={t('keyword')}
        style={{ width: 220 }}
        onSearch={(v) => set({ keyword: v.trim() || undefined })}
        data-testid="gm-search"
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('allEnterprises')}
        style={{ width: 200 }}
        value={filters.enterprise}
        options={info.data?.enterprises.map((e) => ({ value: e.id, label: e.name }))}
        onChange={(v?: string) => set({ enterprise: v })}
        data-testid="gm-enterprise"
      />
      <Select
        allowClear
        placeholder={t('allStates')}
        style={{ width: 140 }}
        value={filters.state}
        options={GM_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        onChange={(v?: State) => set({ state: v })}
        data-testid="gm-state"
      />
      <Select
        allowClear
        placeholder={t('allGroups')}
        style={{ width: 160 }}
        value={filters.groupId}
        options={groups.data?.map((g) => ({ value: g.id, label: `${g.name} (${g.count})` }))}
        onChange={(v?: string) => set({ groupId: v })}
        data-testid="gm-group"
      />
      <Input
        allowClear
        placeholder={t('model')}
        style={{ width: 130 }}
        onBlur={(e) => set({ model: e.target.value.trim() || undefined })}
        onPressEnter={(e) => set({ model: e.currentTarget.value.trim() || undefined })}
        data-testid="gm-model"
      />
      <Input
        allowClear
        placeholder={t('firmware')}
        style={{ width: 130 }}
        onBlur={(e) => set({ firmware: e.target.value.trim() || undefined })}
        onPressEnter={(e) => set({ firmware: e.currentTarget.value.trim() || undefined })}
        data-testid="gm-firmware"
      />
      <Select
        allowClear
        placeholder={t('silentFor')}
        style={{ width: 150 }}
        value={silence}
        options={Object.keys(SILENCE).map((k) => ({
          value: k,
          label: `${t('silentFor')} ${t(`silent.${k}`)}`,
        }))}
        onChange={(v?: keyof typeof SILENCE) => {
          setSilence(v)
          set({ lastSeenBefore: v ? Date.now() - SILENCE[v] : undefined })
        }}
        data-testid="gm-silence"
      />
    </Space>
  )
}

function GroupActions({ sns, groupId, done }: { sns: string[]; groupId?: string; done: () => void }) {
  const { api } = useServices()
  const { t } = useTranslation('gm')
  const { run } = useAction()
  const groups = useQueryCall('gm/group/query', {})
  const change = async (id: string, key: 'add' | 'remove') => {
    if ((await run(() => api.call('gm/group/gateways', { groupId: id, [key]: sns }))) !== undefined) done()
  }
  return (
    <Space>
      <Typography.Text type="secondary">{t('selected', { n: sns.length })}</Typography.Text>
      <Dropdown
        disabled={sns.length === 0}
        menu={{
          items: (groups.data ?? []).map((g) => ({ key: g.id, label: g.name })),
          onClick: ({ key }) => void change(key, 'add'),
        }}
      >
        <Button data-testid="gm-add-to-group">{t('addTo')}</Button>
      </Dropdown>
      {groupId && (
        <Button disabled={sns.length === 0} onClick={() => void change(groupId, 'remove')}>
          {t('removeFrom')}
        </Button>
      )}
    </Space>
  )
}

export function GmList() {
  const { t } = useTranslation('gm')
  const { filters, set, cursors, setCursors } = useFilters()
  const [selected, setSelected] = useState<string[]>([])
  const at = cursors.length - 1
  const body = useMemo(
    () => ({ ...filters, pageSize: PAGE_SIZE, after: cursors[at] }),
    [filters, cursors, at],
  )
  const page = useQueryCall('gm/list', body)
  const exporting = useExport(filters)
  const order = (key: Body['sort']): SortOrder =>
    (filters.sort ?? 'sn') === key ? (filters.order === 'desc' ? 'descend' : 'ascend') : null
  return (
    <Card
      data-testid="gm-list"
      title={t('list')}
      extra={
        <Space>
          {page.data && !page.data.canWrite && <Tag>{t('readOnly')}</Tag>}
          <Button loading={exporting.busy} onClick={() => void exporting.run()} data-testid="gm-export">
            {t('export')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Filters filters={filters} set={set} />
        <GroupActions sns={selected} groupId={filters.groupId} done={() => void page.reload()} />
        {page.error !== undefined ? (
          <Alert type="error" title={t('loadFailed')} />
        ) : (
          <Table<GmGateway>
            rowKey="sn"
            size="middle"
            loading={page.loading}
            dataSource={page.data?.list}
            pagination={false}
            scroll={{ x: 1500 }}
            locale={{ emptyText: t('none') }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
            onChange={(_p, _f, sorter) => {
              const s = Array.isArray(sorter) ? sorter[0] : sorter
              const key = s?.columnKey === 'lastSeenAt' ? 'lastSeenAt' : 'sn'
              set({ sort: key, order: s?.order === 'descend' ? 'desc' : 'asc' })
            }}
            columns={[
              {
                key: 'sn',
                title: t('sn'),
                width: 160,
                dataIndex: 'sn',
                sorter: true,
                sortOrder: order('sn'),
                fixed: 'left',
              },
              { title: t('enterprise'), dataIndex: 'enterprise', ellipsis: true, width: 180 },
              { title: t('device'), dataIndex: 'deviceName', ellipsis: true, width: 180 },
              { title: t('model'), dataIndex: 'model' },
              { title: t('firmware'), dataIndex: 'firmwareVersion' },
              {
                title: t('signal'),
                dataIndex: 'signalStrength',
                render: (v: number | null) => (v === null ? '–' : v),
              },
              { title: t('network'), dataIndex: 'networkMode' },
              {
                title: t('state'),
                render: (_, g) =>
                  g.lastSeenAt === null ? (
                    <Tag>{t('state.never')}</Tag>
                  ) : (
                    <Tag color={STATE_COLOUR[g.state]}>{t(`state.${g.state}`)}</Tag>
                  ),
              },
              {
                key: 'lastSeenAt',
                title: t('lastSeen'),
                dataIndex: 'lastSeenAt',
                sorter: true,
                sortOrder: order('lastSeenAt'),
                render: (v: number | null) => (v === null ? t('never') : formatTime(v)),
              },
              { title: t('perMinute'), dataIndex: 'valuesPerMinute', align: 'right', width: 110 },
              {
                title: t('actions'),
                fixed: 'right',
                width: 120,
                render: (_, g) =>
                  g.deviceId && (
                    <Space size={4}>
                      <Link to={`/monitor/gm/vuedetail/${g.deviceId}`}>{t('open')}</Link>
                      <Link to={`/monitor/gm/detail/${g.deviceId}/00/1`}>{t('rules')}</Link>
                    </Space>
                  ),
              },
            ]}
          />
        )}
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text data-testid="gm-total">
            {t('total', { n: (page.data?.total ?? 0).toLocaleString('en') })}
          </Typography.Text>
          <Space>
            <Button
              disabled={at === 0}
              onClick={() => setCursors((c) => c.slice(0, -1))}
              data-testid="gm-prev"
            >
              {t('prev')}
            </Button>
            <Button
              disabled={!page.data?.next}
              onClick={() => setCursors((c) => [...c, page.data?.next ?? undefined])}
              data-testid="gm-next"
            >
              {t('next')}
            </Button>
          </Space>
        </Space>
      </Space>
    </Card>
  )
}
