// The alarm overview (issue 31): what is active by level (not acknowledged, acknowledged, shelved), the
// oldest active alarms with their age, alarms raised per hour over the last 24 h (a flood shows as a
// tall bar) and the most frequent ones ("bad actors", repeats counted), to tune the rules they come from.
// The charts are g2plot's (plugins/charts/G2Chart.tsx), loaded with the screen's first chart.
import { Alert, Card, Col, Empty, Row, Space, Spin, Statistic, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ALARM_LEVELS, type AlarmOverview, type AlarmRecordView } from '../../../schemas/entities/live.ts'
import { G2Chart } from '../../charts/G2Chart.tsx'
import { LEVEL_COLOUR, LEVEL_HEX } from '../shared/alarm-level.ts'
import { formatAge } from '../shared/format.ts'
import { LoadFailed } from '../shared/load-failed.tsx'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'

const ACKS = ['unacked', 'acked', 'shelved'] as const
const alarmPath = (equipmentId: string, alarmId = '0') =>
  `/monitor/eg/detail/list/${encodeURIComponent(equipmentId)}/${encodeURIComponent(alarmId)}?tab=alarm`

function ActiveCards({ active }: { active: AlarmOverview['active'] }) {
  const { t } = useTranslation('monitor')
  return (
    <Row gutter={16} data-testid="overview-active">
      {ALARM_LEVELS.map((l) => (
        <Col span={8} key={l}>
          <Card size="small" data-testid={`overview-level-${l}`}>
            <Space size={24} wrap>
              <Statistic
                title={<Tag color={LEVEL_COLOUR[l]}>{t(`level.${l}`)}</Tag>}
                value={ACKS.reduce((n, k) => n + active[l][k], 0)}
              />
              {ACKS.map((k) => (
                <Statistic key={k} title={t(`ack.${k}`)} value={active[l][k]} data-testid={`${l}-${k}`} />
              ))}
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  )
}

const CHART_HEIGHT = 260
/** The acknowledgement states' colours: not acknowledged as loud as it is, then quieter, shelved grey. */
const ACK_COLOUR = { unacked: '#fa541c', acked: '#faad14', shelved: '#bfbfbf' } as const

/** A count's axis: whole ticks, about five of them, from 0 to at least 5 (one alarm draws no 0.2 steps). */
function countScale(most: number) {
  const step = Math.max(1, Math.ceil(most / 5))
  return { min: 0, max: Math.max(5 * step, Math.ceil(most / step) * step), tickInterval: step }
}

function useChartStates() {
  const { t } = useTranslation('monitor')
  return {
    loading: <Spin />,
    failed: <Alert type="warning" showIcon message={t('chartFailed')} />,
  }
}

function PerHour({ hours }: { hours: AlarmOverview['perHour'] }) {
  const { t } = useTranslation('monitor')
  const states = useChartStates()
  const count = t('alarmCount')
  return (
    <Card size="small" title={t('perHour')} data-testid="overview-hours" style={{ height: '100%' }}>
      {hours.some((h) => h.n > 0) ? (
        <G2Chart
          kind="Column"
          testId="overview-hours-chart"
          style={{ height: CHART_HEIGHT }}
          {...states}
          options={{
            data: hours.map((h) => ({ hour: dayjs(h.hour).format('HH'), n: h.n })),
            xField: 'hour',
            yField: 'n',
            color: LEVEL_HEX.important,
            meta: { n: { alias: count, ...countScale(Math.max(...hours.map((h) => h.n))) } },
            label: { position: 'top', formatter: (d: { n?: number }) => (d.n ? String(d.n) : '') },
          }}
        />
      ) : (
        <Empty
          description={t('noAlarmDay')}
          style={{ height: CHART_HEIGHT }}
          data-testid="overview-hours-empty"
        />
      )}
    </Card>
  )
}

/** The active alarms of each level, stacked by whether they are acknowledged or shelved. */
function ByLevel({ active }: { active: AlarmOverview['active'] }) {
  const { t } = useTranslation('monitor')
  const states = useChartStates()
  const data = ALARM_LEVELS.flatMap((l) =>
    ACKS.map((k) => ({ level: t(`level.${l}`), state: t(`ack.${k}`), n: active[l][k] })),
  )
  return (
    <Card size="small" title={t('activeByLevel')} data-testid="overview-by-level" style={{ height: '100%' }}>
      {data.some((d) => d.n > 0) ? (
        <G2Chart
          kind="Bar"
          testId="overview-level-chart"
          style={{ height: CHART_HEIGHT }}
          {...states}
          options={{
            data,
            xField: 'n',
            yField: 'level',
            seriesField: 'state',
            isStack: true,
            color: ACKS.map((k) => ACK_COLOUR[k]),
            meta: { n: countScale(Math.max(...data.map((d) => d.n))) },
            legend: { position: 'bottom' },
            label: { position: 'middle', formatter: (d: { n?: number }) => (d.n ? String(d.n) : '') },
          }}
        />
      ) : (
        <Empty description={t('noAlarm')} style={{ height: CHART_HEIGHT }} />
      )}
    </Card>
  )
}

function Oldest({ rows, now }: { rows: readonly AlarmRecordView[]; now: number }) {
  const { t } = useTranslation('monitor')
  const { lang } = useServices()
  return (
    <Table<AlarmRecordView>
      rowKey="id"
      size="small"
      pagination={false}
      data-testid="overview-oldest"
      dataSource={[...rows]}
      columns={[
        {
          title: t('level'),
          render: (_, a) => <Tag color={LEVEL_COLOUR[a.level]}>{t(`level.${a.level}`)}</Tag>,
        },
        {
          title: t('device'),
          render: (_, a) => <Link to={alarmPath(a.equipmentId, a.id)}>{a.equipTitle}</Link>,
        },
        { title: t('text'), render: (_, a) => a.text },
        { title: t('age'), render: (_, a) => formatAge(a.triggeredAt, now, lang) },
        {
          title: t('alarmState'),
          render: (_, a) =>
            t(`ack.${a.shelvedUntil !== null ? 'shelved' : a.confirmedAt !== null ? 'acked' : 'unacked'}`),
        },
      ]}
    />
  )
}

function BadActors({ rows }: { rows: AlarmOverview['badActors'] }) {
  const { t } = useTranslation('monitor')
  return (
    <Table
      rowKey={(r) => `${r.equipmentId}:${r.text}`}
      size="small"
      pagination={false}
      data-testid="overview-bad-actors"
      dataSource={rows}
      columns={[
        { title: t('device'), render: (_, r) => <Link to={alarmPath(r.equipmentId)}>{r.equipTitle}</Link> },
        { title: t('text'), render: (_, r) => r.text },
        {
          title: t('level'),
          render: (_, r) => <Tag color={LEVEL_COLOUR[r.level]}>{t(`level.${r.level}`)}</Tag>,
        },
        { title: t('occurrences'), render: (_, r) => r.n },
      ]}
    />
  )
}

export function AlarmOverviewScreen() {
  const { t } = useTranslation('monitor')
  const overview = useQueryCall('alarm/overview', {})
  const o = overview.data
  if (!o && overview.error) return <LoadFailed error={overview.error} home="/monitor/eg/list" />
  if (!o) return <Card loading data-testid="alarm-overview-loading" />
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="alarm-overview">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('overviewTitle')}
      </Typography.Title>
      <ActiveCards active={o.active} />
      <Row gutter={16}>
        <Col span={16}>
          <PerHour hours={o.perHour} />
        </Col>
        <Col span={8}>
          <ByLevel active={o.active} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Card size="small" title={t('oldestActive')}>
            {o.oldest.length ? <Oldest rows={o.oldest} now={o.now} /> : <Empty description={t('noAlarm')} />}
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title={t('badActors')}>
            <BadActors rows={o.badActors} />
          </Card>
        </Col>
      </Row>
    </Space>
  )
}
