// The device detail's tabs (platform spec §2): real-time data, gateway details, data read/write,
// history data (≤ 30 days, export), real-time curve, alarm info (confirm), repair records, inspection
// records and operation log. Alarm and repair records need their §6 permission keys.
import { Alert, Descriptions, Space, Table, type TableProps, Tag, Typography } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GatewayInfo, MonitorState } from '../../../core/api/index.ts'
import { formatValue, freshnessOf } from '../../../core/binding/index.ts'
import { isTextSignal } from '../../../core/validation/index.ts'
import { type AlarmLevel, LEVEL_COLOUR, LEVEL_HEX } from '../shared/alarm-level.ts'
import { formatAge, formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { type ItemOf, type PagedPath, usePagedCall } from '../shared/usePaged.ts'
import { LiveCurve } from './LiveCurve.tsx'
import { type Live, langOf, type Signal } from './live.ts'
import { WriteControl } from './write-control.tsx'

export function MonitorBanner({ state }: { state: MonitorState | undefined }) {
  const { t } = useTranslation('monitor')
  if (!state) return null
  if (!state.monitoring)
    return <Alert type="warning" title={t('monitoringOff')} style={{ marginBottom: 12 }} />
  if (state.powerSaving) return <Alert type="info" title={t('powerSaving')} style={{ marginBottom: 12 }} />
  return null
}

/** The clock a table of live values reads ages and staleness from, ticking every second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** The collection period a device's values are judged by when its gateway has not said one. */
const DEFAULT_PERIOD_S = 5

/**
 * A live value as an operator reads it (issue 31): in its alarm's colour with the alarm's level, greyed
 * with its age when stale, "read failed" when the gateway could not read it.
 */
function LiveCell({
  signal,
  live,
  level,
  now,
  periodS,
}: {
  signal: Signal
  live: Live | undefined
  level: AlarmLevel | undefined
  now: number
  periodS: number
}) {
  const { t, i18n } = useTranslation('monitor')
  const lang = langOf(i18n.language)
  const state = freshnessOf(live, now, periodS)
  const shown = formatValue(live?.value, signal, { unit: false, lang, empty: '' })
  return (
    <Space size={4} data-testid={`value-cell-${signal.signalId}`} data-freshness={state} data-level={level}>
      <Typography.Text
        type={state === 'stale' ? 'secondary' : undefined}
        strong={level !== undefined}
        style={level ? { color: LEVEL_HEX[level] } : undefined}
        data-testid={`value-${signal.signalId}`}
      >
        {state === 'bad' ? t('badQuality') : shown}
      </Typography.Text>
      {level && <Tag color={LEVEL_COLOUR[level]}>{t(`level.${level}`)}</Tag>}
      {state === 'stale' && live && (
        <Typography.Text type="secondary" data-testid={`value-age-${signal.signalId}`}>
          {t('staleAge', { age: formatAge(live.time, now, lang) })}
        </Typography.Text>
      )}
    </Space>
  )
}

export function RealTab({
  signals,
  values,
  alarms,
  periodS,
}: {
  signals: Signal[]
  values: ReadonlyMap<string, Live>
  /** the level of each signal's active alarm */
  alarms: ReadonlyMap<string, AlarmLevel>
  /** the gateway's collection period in seconds, when known */
  periodS: number | undefined
}) {
  const { t } = useTranslation('monitor')
  const now = useNow()
  return (
    <Table<Signal>
      rowKey="signalId"
      size="small"
      dataSource={signals}
      pagination={false}
      data-testid="real-table"
      columns={[
        { title: t('signal'), dataIndex: 'name' },
        {
          title: t('value'),
          render: (_, s) => (
            <LiveCell
              signal={s}
              live={values.get(s.signalId)}
              level={alarms.get(s.signalId)}
              now={now}
              periodS={periodS || DEFAULT_PERIOD_S}
            />
          ),
        },
        { title: t('unit'), dataIndex: 'unit' },
        { title: t('time'), render: (_, s) => formatTime(values.get(s.signalId)?.time) },
      ]}
    />
  )
}

export function GatewayTab({ gateway }: { gateway: GatewayInfo | undefined }) {
  const { t } = useTranslation('monitor')
  if (!gateway) return <Alert type="info" title={t('offline')} />
  return (
    <Descriptions column={1} bordered size="small" data-testid="gateway-info">
      <Descriptions.Item label={t('state')}>
        <Tag color={gateway.online ? 'green' : 'default'}>{t(gateway.online ? 'online' : 'offline')}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('vpn')}>{t(gateway.vpn ? 'on' : 'off')}</Descriptions.Item>
      <Descriptions.Item label={t('interval')}>{gateway.interval}</Descriptions.Item>
      <Descriptions.Item label={t('economize')}>{t(gateway.economizeOpen ? 'on' : 'off')}</Descriptions.Item>
    </Descriptions>
  )
}

const writable = (s: Signal) => s.rw === 'w' || s.rw === 'rw'

/** Writes go to `signal/writeVal` and are confirmed through `signal/callback` within 60 s (§4). */
export function WriteTab({ signals, values }: { signals: Signal[]; values: ReadonlyMap<string, Live> }) {
  const { api, fail } = useServices()
  const { t, i18n } = useTranslation('monitor')
  const lang = langOf(i18n.language)
  const [busy, setBusy] = useState<string | undefined>()
  const [written, setWritten] = useState<Record<string, boolean>>({})
  const write = async (s: Signal, value: string) => {
    setBusy(s.signalId)
    try {
      await api.writeSignal({ projectId: '', signalId: s.signalId, value })
      setWritten((w) => ({ ...w, [s.signalId]: true }))
    } catch (e) {
      fail(e)
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <Table<Signal>
      rowKey="signalId"
      size="small"
      dataSource={signals}
      pagination={false}
      data-testid="write-table"
      columns={[
        { title: t('signal'), dataIndex: 'name' },
        {
          title: t('value'),
          render: (_, s) => formatValue(values.get(s.signalId)?.value, s, { lang, empty: '' }),
        },
        {
          title: t('write'),
          render: (_, s) =>
            writable(s) ? (
              <WriteControl
                signal={s}
                current={values.get(s.signalId)?.value}
                busy={busy === s.signalId}
                written={written[s.signalId] === true}
                write={(value) => write(s, value)}
              />
            ) : (
              <Tag>{t('readOnly')}</Tag>
            ),
        },
      ]}
    />
  )
}

export { HISTORY_MAX_SIGNALS, HistoryTab } from './HistoryTab.tsx'

/** One chart a signal, on a time axis, of the values seen since the tab opened; texts have none. */
export function CurveTab({ signals, trails }: { signals: Signal[]; trails: ReadonlyMap<string, Live[]> }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="curve-tab">
      {signals
        .filter((s) => !isTextSignal(s))
        .map((s) => (
          <LiveCurve key={s.signalId} signal={s} points={trails.get(s.signalId) ?? []} />
        ))}
    </Space>
  )
}

type RecordsProps<P extends PagedPath> = {
  path: P
  body: Record<string, string>
  columns: { title: string; render: (row: ItemOf<P>) => ReactNode }[]
  /** what a row opens to (an alarm: its notifications) */
  expandable?: TableProps<ItemOf<P>>['expandable']
}

/** A paged list of a device's records, shown only with `auth` (else `denied`, §6). */
export function RecordsTab<P extends PagedPath>(props: RecordsProps<P> & { auth?: string; denied?: string }) {
  const { hasAuth } = useServices()
  if (!hasAuth(props.auth)) return <Alert type="warning" title={props.denied} data-testid="records-denied" />
  return <RecordsTable {...props} />
}

function RecordsTable<P extends PagedPath>({ path, body, columns, expandable }: RecordsProps<P>) {
  const { rows, loading, pagination } = usePagedCall(path, body)
  return (
    <Table<ItemOf<P>>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      {...(expandable ? { expandable } : {})}
      columns={columns.map((c) => ({
        title: c.title,
        render: (_: unknown, row: ItemOf<P>) => c.render(row),
      }))}
    />
  )
}
