// Work orders (platform spec §3 Work order, §4 its states, §6 keys), newest first, 10 a page: a manager
// creates, dispatches and ends them early, the assigned repairer accepts and finishes them. Shown for one
// device (the device detail's repair records, a deep link's order highlighted) or over every device the
// caller may see (the O&M screens: a device column linking to the order in the device detail, and a
// device to pick for a new order). An order made from an alarm links to it (issue 31).
import { Button, Form, Input, Popconfirm, Space, Table, Tag } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type {
  RepairAddBody,
  RepairDispatchBody,
  RepairEndBody,
  RepairFinishBody,
  RepairQueryBody,
} from '../../../../schemas/api/ops.ts'
import type { WorkOrderStatus, WorkOrderView } from '../../../../schemas/entities/ops.ts'
import { deviceAlarmPath } from '../deliveries.tsx'
import { FormDialog } from '../form-dialog.tsx'
import { formatTime } from '../format.ts'
import { requiredRule } from '../rules.ts'
import { useServices } from '../services.tsx'
import { useAction } from '../useAction.ts'
import { usePagedCall } from '../usePaged.ts'
import { DeviceSelect } from './device-select.tsx'
import { OPS_KEYS } from './keys.ts'
import { StaffSelect } from './staff-select.tsx'
import { listProps, longTextColumn } from './tables.tsx'

export const ORDER_STATUS_COLOURS: Record<WorkOrderStatus, string> = {
  pending: 'default',
  dispatched: 'blue',
  received: 'cyan',
  finished: 'green',
  ended: 'orange',
}
const OPEN: readonly WorkOrderStatus[] = ['pending', 'dispatched', 'received']

/** The device detail's link to an order: the device opened on its repair records, the order highlighted. */
export const orderLink = (o: Pick<WorkOrderView, 'equipmentId' | 'id'>): string =>
  `/monitor/eg/detail/list/${encodeURIComponent(o.equipmentId)}/repair/${encodeURIComponent(o.id)}`

export type WorkOrderFilters = Pick<RepairQueryBody, 'equipmentId' | 'status' | 'mine'>

/** A dialog asking for what a step needs: its call, the fields it shows, and the body it adds. */
/** The fields of a step's form: the body of its call, less the order's id. */
type StepBody = RepairAddBody & Omit<RepairDispatchBody & RepairFinishBody & RepairEndBody, 'id'>

type Step = { kind: 'add' } | { kind: 'dispatch' | 'finish' | 'end'; order: WorkOrderView }

export function WorkOrderTable({
  ns,
  filters,
  orderId,
  manage = true,
  toolbar,
}: {
  /** the screen's text namespace, holding OPS_TEXTS */
  ns: string
  /** the query: one device's orders (else every device's, with a device column), a status, only mine */
  filters: WorkOrderFilters
  /** a deep link's order, highlighted */
  orderId?: string
  /** whether a manager's actions (new, dispatch, end early) are offered; the worksheet leaves them out */
  manage?: boolean
  /** shown before the new-order button, e.g. a status filter */
  toolbar?: ReactNode
}) {
  const { api, hasAuth, user } = useServices()
  const { t } = useTranslation(ns)
  const { run } = useAction()
  const paged = usePagedCall('ops/repair/query', filters)
  const { reload } = paged
  const [step, setStep] = useState<Step | null>(null)
  const oneDevice = filters.equipmentId || undefined
  const manager = manage && hasAuth(OPS_KEYS.manage)
  const mine = (o: WorkOrderView) => hasAuth(OPS_KEYS.handle) && o.repairerId === user?.userId
  const stepTitle = { add: t('newOrder'), dispatch: t('dispatch'), finish: t('finish'), end: t('endEarly') }

  const receive = async (id: string) => {
    if ((await run(() => api.call('ops/repair/receive', { id }))) !== undefined) await reload()
  }
  const submitStep = (done: Step, values: Record<string, string | undefined>) => {
    // An unset optional field is left out rather than sent empty.
    // The step's form requires its fields (requiredRule), so the values hold the step's body.
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as StepBody
    if (done.kind === 'add')
      return api.call('ops/repair/add', oneDevice ? { ...body, equipmentId: oneDevice } : body)
    const id = done.order.id
    if (done.kind === 'dispatch') return api.call('ops/repair/dispatch', { ...body, id })
    if (done.kind === 'finish') return api.call('ops/repair/finish', { ...body, id })
    return api.call('ops/repair/end', { ...body, id })
  }
  const actions = (o: WorkOrderView) => (
    <Space size={0}>
      {manager && (o.status === 'pending' || o.status === 'dispatched') && (
        <Button size="small" type="link" onClick={() => setStep({ kind: 'dispatch', order: o })}>
          {t('dispatch')}
        </Button>
      )}
      {mine(o) && o.status === 'dispatched' && (
        <Popconfirm title={t('receiveConfirm')} onConfirm={() => receive(o.id)}>
          <Button size="small" type="link" data-testid="order-receive">
            {t('receive')}
          </Button>
        </Popconfirm>
      )}
      {mine(o) && o.status === 'received' && (
        <Button
          size="small"
          type="link"
          onClick={() => setStep({ kind: 'finish', order: o })}
          data-testid="order-finish"
        >
          {t('finish')}
        </Button>
      )}
      {manager && OPEN.includes(o.status) && (
        <Button
          size="small"
          type="link"
          danger
          onClick={() => setStep({ kind: 'end', order: o })}
          data-testid="order-end"
        >
          {t('endEarly')}
        </Button>
      )}
    </Space>
  )

  return (
    <>
      {(toolbar || manager) && (
        <Space style={{ marginBottom: 12 }} wrap>
          {toolbar}
          {manager && (
            <Button type="primary" onClick={() => setStep({ kind: 'add' })} data-testid="order-new">
              {t('newOrder')}
            </Button>
          )}
        </Space>
      )}
      <Table<WorkOrderView>
        {...listProps(paged, t('noOrders'))}
        rowClassName={(o) => (o.id === orderId ? 'ant-table-row-selected' : '')}
        expandable={{
          rowExpandable: (o) => !!o.content || !!o.result || !!o.alarmId,
          expandedRowRender: (o) => (
            <Space orientation="vertical">
              {o.alarmId && (
                <span>
                  {`${t('fromAlarm')}: `}
                  <Link to={deviceAlarmPath(o.equipmentId, o.alarmId)} data-testid="order-alarm">
                    {t('openAlarm')}
                  </Link>
                </span>
              )}
              {o.content && <span>{`${t('content')}: ${o.content}`}</span>}
              {o.result && <span>{`${t('result')}: ${o.result}`}</span>}
            </Space>
          ),
        }}
        columns={[
          { title: t('number'), dataIndex: 'number' },
          ...(oneDevice
            ? []
            : [
                {
                  title: t('device'),
                  render: (_: unknown, o: WorkOrderView) => (
                    <Link to={orderLink(o)} data-testid="order-device">
                      {o.equipmentName}
                    </Link>
                  ),
                },
              ]),
          longTextColumn<WorkOrderView>(t('description'), 'description'),
          { title: t('repairer'), render: (_, o) => o.repairer ?? t('unassigned') },
          {
            title: t('status'),
            render: (_, o) => (
              <Tag color={ORDER_STATUS_COLOURS[o.status]} data-testid="order-status">
                {t(`orderStatus.${o.status}`)}
              </Tag>
            ),
          },
          // an order an alarm rule opened has no creator
          { title: t('creator'), render: (_, o) => o.creator || t('byAlarmRule') },
          { title: t('createdAt'), render: (_, o) => formatTime(o.createdAt) },
          { title: t('action'), render: (_, o) => actions(o) },
        ]}
      />
      {step && (
        <FormDialog<Record<string, string | undefined>>
          title={'order' in step ? `${stepTitle[step.kind]} · ${step.order.number}` : stepTitle[step.kind]}
          testId="order-dialog"
          submit={(values) => submitStep(step, values)}
          onClose={(saved) => {
            setStep(null)
            if (saved) void reload()
          }}
        >
          <StepFields ns={ns} step={step} pickDevice={!oneDevice} />
        </FormDialog>
      )}
    </>
  )
}

/** What a step asks for. */
function StepFields({
  ns,
  step,
  pickDevice,
}: {
  ns: string
  step: Step /** a new order asks for its device */
  pickDevice: boolean
}) {
  const { t } = useTranslation(ns)
  return (
    <>
      {step.kind === 'add' && (
        <>
          {pickDevice && (
            <Form.Item name="equipmentId" label={t('device')} rules={[requiredRule(t)]}>
              <DeviceSelect<string> ns={ns} />
            </Form.Item>
          )}
          <Form.Item name="description" label={t('description')} rules={[requiredRule(t)]}>
            <Input maxLength={200} data-testid="order-description" />
          </Form.Item>
          <Form.Item name="content" label={t('content')}>
            <Input.TextArea maxLength={1000} rows={3} />
          </Form.Item>
        </>
      )}
      {(step.kind === 'add' || step.kind === 'dispatch') && (
        <Form.Item
          name="repairerId"
          label={t('repairer')}
          rules={step.kind === 'dispatch' ? [requiredRule(t)] : []}
        >
          <StaffSelect ns={ns} permission={OPS_KEYS.handle} />
        </Form.Item>
      )}
      {step.kind === 'finish' && (
        <Form.Item name="result" label={t('result')} rules={[requiredRule(t)]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="order-result" />
        </Form.Item>
      )}
      {step.kind === 'end' && (
        <Form.Item name="reason" label={t('reason')} rules={[requiredRule(t)]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="order-reason" />
        </Form.Item>
      )}
    </>
  )
}
