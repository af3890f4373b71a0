// The alarm overview (issue 31): what is active by level (not acknowledged, acknowledged, shelved), the
// oldest active alarms with their age, alarms raised per hour over the last 24 h (a flood shows as a
// tall bar) and the most frequent ones ("bad actors", repeats counted), to tune the rules they come from.
// The bars are our own lazily loaded SVG (plugins/charts/CategoryChart.tsx).
import { Card, Col, Empty, Row, Space, Statistic, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ALARM_LEVELS, type AlarmOverview, type AlarmRecordView } from '../../../schemas/entities/live.ts'
import { CategoryChart } from '../../charts/CategoryChart.tsx'
import { LEVEL_COLOUR, LEVEL_HEX } from '../shared/alarm-level.ts'
import { formatAge } from '../shared/format.ts'
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

function PerHour({ hours }: { hours: AlarmOverview['perHour'] }) {
  const { t } = useTranslation('monitor')
  return (
    <Card size="small" title={t('perHour')} data-testid="overview-hours">
      <CategoryChart
        kind="bar"
        testId="overview-hours-chart"
        style={{ height: 260 }}
        labels="value"
        legend="none"
        // counts: whole ticks (at least 0..5, so one alarm does not draw 0.2 steps)
        yRange={{ min: 0, max: Math.max(5, ...hours.map((h) => h.n)) }}
        formatValue={(_, v) => String(v)}
        nameFont={{ size: 11, color: '#595959' }}
        items={hours.map((h) => ({
          key: String(h.hour),
          name: dayjs(h.hour).format('HH'),
          value: h.n,
          color: LEVEL_HEX.important,
        }))}
      />
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
  if (!o) return <Card loading />
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="alarm-overview">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('overviewTitle')}
      </Typography.Title>
      <ActiveCards active={o.active} />
      <PerHour hours={o.perHour} />
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
