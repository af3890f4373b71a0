// The device detail (platform spec §2 `eg/detail/list/{id}/{alarm}` and `/{orderType}/{orderId}`,
// `eg/group/list/{groupId}/{id}`) with its nine tabs; `gm/vuedetail/{equipId}` with real, write,
// history and alarm; the gateway alarms of `gm/detail/{id}/{ruleType}/{openType}`.
import { Alert, Card, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { formatTime } from '../shared/format.ts'
import { LoadFailed } from '../shared/load-failed.tsx'
import { InspectionRecords } from '../shared/maintenance/inspection-records.tsx'
import { WorkOrderTable } from '../shared/maintenance/work-orders.tsx'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { useTabParam } from '../shared/useTabParam.ts'
import { AlarmTab } from './alarm-tab.tsx'
import { gatewayAlarmKey, MONITOR_KEYS } from './keys.ts'
import { useDeviceLive } from './live.ts'
import { CurveTab, GatewayTab, HistoryTab, MonitorBanner, RealTab, RecordsTab, WriteTab } from './tabs.tsx'

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

export const DETAIL_TABS = [
  'real',
  'gateway',
  'write',
  'history',
  'curve',
  'alarm',
  'repair',
  'inspection',
  'log',
] as const
export type DetailTab = (typeof DETAIL_TABS)[number]

/** The tab a deep link opens: an alarm flag opens alarms, an inspection order inspections, any other order repairs. */
export function initialTab(params: { alarm?: string; orderType?: string }): DetailTab {
  if (params.orderType === 'inspection') return 'inspection'
  if (params.orderType) return 'repair'
  if (params.alarm && params.alarm !== '0') return 'alarm'
  return 'real'
}

/** The device's work orders (§6: viewing them needs monitor_multi_designer_repair, else the spec's message). */
function RepairTab({ equipmentId, orderId }: { equipmentId: string; orderId?: string }) {
  const { hasAuth } = useServices()
  const { t } = useTranslation('monitor')
  if (!hasAuth(MONITOR_KEYS.repair))
    return <Alert type="warning" title={t('noRepairAuth')} data-testid="records-denied" />
  return <WorkOrderTable ns="monitor" filters={{ equipmentId }} orderId={orderId} />
}

function DetailTabs({
  equipmentId,
  tabs,
  initial,
  orderId,
  alarmId,
}: {
  equipmentId: string
  tabs: readonly DetailTab[]
  initial: DetailTab
  /** a deep link's work order, highlighted among the repair records */
  orderId?: string
  /** a deep link's alarm, opened to its notifications */
  alarmId?: string
}) {
  const { t } = useTranslation('monitor')
  // the tab is in the URL (`?tab=`): Back returns to the tab before, a link opens its tab
  const [tab, setTab] = useTabParam(tabs, initial)
  const live = useDeviceLive(equipmentId)
  const device = useQueryCall('equipment/multi/info', { id: equipmentId })
  const body = (tab: DetailTab) => {
    switch (tab) {
      case 'real':
        return (
          <RealTab
            signals={live.signals}
            values={live.values}
            alarms={live.alarms}
            periodS={live.gateway?.interval}
          />
        )
      case 'gateway':
        return <GatewayTab gateway={live.gateway} />
      case 'write':
        return <WriteTab signals={live.signals} values={live.values} />
      case 'history':
        return <HistoryTab equipmentId={equipmentId} signals={live.signals} />
      case 'curve':
        return <CurveTab signals={live.signals} trails={live.trails} />
      case 'alarm':
        return (
          <AlarmTab
            equipmentId={equipmentId}
            auth={MONITOR_KEYS.alarm}
            signals={live.signals}
            {...(alarmId ? { alarmId } : {})}
          />
        )
      case 'repair':
        return <RepairTab equipmentId={equipmentId} orderId={orderId} />
      case 'inspection':
        return <InspectionRecords ns="monitor" filters={{ equipmentId }} />
      case 'log':
        return (
          <RecordsTab
            path="user/operationlog/queryByObjectId"
            body={{ objectId: equipmentId }}
            auth="manage_operation_log"
            columns={[
              { title: t('time'), render: (r) => formatTime(r.createdAt as number) },
              { title: t('operator'), render: (r) => text(r.loginname) },
              { title: t('action'), render: (r) => text(r.action) },
            ]}
          />
        )
    }
  }
  if (device.error !== undefined && !device.data)
    return <LoadFailed error={device.error} home="/monitor/eg/list" />
  return (
    <Card title={device.data?.name} data-testid="device-detail">
      <MonitorBanner state={live.state} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={tabs.map((k) => ({ key: k, label: t(`tab.${k}`), children: body(k) }))}
      />
    </Card>
  )
}

export function DeviceDetail() {
  const params = useParams()
  return (
    <DetailTabs
      equipmentId={params.id ?? ''}
      tabs={DETAIL_TABS}
      initial={initialTab(params)}
      orderId={params.orderId}
      {...(params.alarm && params.alarm !== '0' ? { alarmId: params.alarm } : {})}
    />
  )
}

export const GM_TABS = ['real', 'write', 'history', 'alarm'] as const satisfies readonly DetailTab[]

export function GmDetail() {
  const { equipId = '' } = useParams()
  return <DetailTabs equipmentId={equipId} tabs={GM_TABS} initial="real" />
}

/** Gateway alarms by ruleType: 00 needs monitor_equipinfo_menu_alarm, 01 monitor_designer_menu_alarm. */
export function GatewayAlarms() {
  const { id = '', ruleType } = useParams()
  const { hasAuth } = useServices()
  const key = gatewayAlarmKey(ruleType)
  if (!key || !hasAuth(key)) return <Navigate to="/noAuth" replace />
  return (
    <Card>
      <AlarmTab equipmentId={id} auth={key} />
    </Card>
  )
}
