// The device detail's repair records (platform spec §2, §4 work order states, §6 keys): the device's work
// orders, newest first; a manager creates, dispatches and ends them early, the assigned repairer accepts
// and finishes them. A deep link's order (`eg/detail/list/{id}/{orderType}/{orderId}`) is highlighted.
import { Alert, Button, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WorkOrderStatus, WorkOrderView } from '../../../schemas/entities/ops.ts'
import { formatTime } from '../shared/format.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePaged } from '../shared/usePaged.ts'
import { MONITOR_KEYS } from './keys.ts'
import { OPS_KEYS } from './ops-keys.ts'
import { StaffSelect } from './staff-select.tsx'

const STATUS_COLOURS: Record<WorkOrderStatus, string> = {
  pending: 'default',
  dispatched: 'blue',
  received: 'cyan',
  finished: 'green',
  ended: 'orange',
}
const OPEN: readonly WorkOrderStatus[] = ['pending', 'dispatched', 'received']

/** A dialog asking for what a step needs: its call, the fields it shows, and the body it adds. */
type Step = { kind: 'add' } | { kind: 'dispatch' | 'finish' | 'end'; order: WorkOrderView }

export function RepairTab({ equipmentId, orderId }: { equipmentId: string; orderId?: string }) {
  const { hasAuth } = useServices()
  const { t } = useTranslation('monitor')
  if (!hasAuth(MONITOR_KEYS.repair))
    return <Alert type="warning" title={t('noRepairAuth')} data-testid="records-denied" />
  return <WorkOrders equipmentId={equipmentId} orderId={orderId} />
}

function WorkOrders({ equipmentId, orderId }: { equipmentId: string; orderId?: string }) {
  const { api, hasAuth, user } = useServices()
  const { t } = useTranslation('monitor')
  const { run } = useAction()
  const { rows, loading, pagination, reload } = usePaged<WorkOrderView>('ops/repair/query', { equipmentId })
  const [step, setStep] = useState<Step | null>(null)
  const manager = hasAuth(OPS_KEYS.manage)
  const mine = (o: WorkOrderView) => hasAuth(OPS_KEYS.handle) && o.repairerId === user?.userId

  const call = async (path: string, body: Record<string, string>) => {
    const done = await run(() => api.post(path, body))
    if (done === undefined) return false
    await reload()
    return true
  }
  const submitStep = (done: Step, values: Record<string, string>) => {
    if (done.kind === 'add') return call('ops/repair/add', { ...values, equipmentId })
    const id = done.order.id
    if (done.kind === 'dispatch') return call('ops/repair/dispatch', { ...values, id })
    if (done.kind === 'finish') return call('ops/repair/finish', { ...values, id })
    return call('ops/repair/end', { ...values, id })
  }
  const actions = (o: WorkOrderView) => (
    <Space size={0}>
      {manager && (o.status === 'pending' || o.status === 'dispatched') && (
        <Button size="small" type="link" onClick={() => setStep({ kind: 'dispatch', order: o })}>
          {t('dispatch')}
        </Button>
      )}
      {mine(o) && o.status === 'dispatched' && (
        <Popconfirm title={t('receiveConfirm')} onConfirm={() => call('ops/repair/receive', { id: o.id })}>
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
        <Button size="small" type="link" danger onClick={() => setStep({ kind: 'end', order: o })}>
          {t('endEarly')}
        </Button>
      )}
    </Space>
  )

  return (
    <>
      {manager && (
        <Button
          type="primary"
          style={{ marginBottom: 12 }}
          onClick={() => setStep({ kind: 'add' })}
          data-testid="order-new"
        >
          {t('newOrder')}
        </Button>
      )}
      <Table<WorkOrderView>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        rowClassName={(o) => (o.id === orderId ? 'ant-table-row-selected' : '')}
        expandable={{
          rowExpandable: (o) => !!o.content || !!o.result,
          expandedRowRender: (o) => (
            <Space orientation="vertical">
              {o.content && <span>{`${t('content')}: ${o.content}`}</span>}
              {o.result && <span>{`${t('result')}: ${o.result}`}</span>}
            </Space>
          ),
        }}
        columns={[
          { title: t('number'), dataIndex: 'number' },
          { title: t('description'), dataIndex: 'description', ellipsis: true },
          { title: t('repairer'), render: (_, o) => o.repairer ?? t('unassigned') },
          {
            title: t('status'),
            render: (_, o) => (
              <Tag color={STATUS_COLOURS[o.status]} data-testid="order-status">
                {t(`orderStatus.${o.status}`)}
              </Tag>
            ),
          },
          { title: t('creator'), dataIndex: 'creator' },
          { title: t('createdAt'), render: (_, o) => formatTime(o.createdAt) },
          { title: t('action'), render: (_, o) => actions(o) },
        ]}
      />
      {step && (
        <StepDialog
          step={step}
          onCancel={() => setStep(null)}
          onSubmit={async (values) => {
            if (await submitStep(step, values)) setStep(null)
          }}
        />
      )}
    </>
  )
}

function StepDialog({
  step,
  onCancel,
  onSubmit,
}: {
  step: Step
  onCancel: () => void
  onSubmit: (values: Record<string, string>) => Promise<void>
}) {
  const { t } = useTranslation('monitor')
  const [form] = Form.useForm<Record<string, string>>()
  const [busy, setBusy] = useState(false)
  const title = { add: t('newOrder'), dispatch: t('dispatch'), finish: t('finish'), end: t('endEarly') }
  const submit = async (values: Record<string, string | undefined>) => {
    setBusy(true)
    try {
      // An unset optional field is left out rather than sent empty.
      await onSubmit(
        Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Record<string, string>,
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open
      title={'order' in step ? `${title[step.kind]} · ${step.order.number}` : title[step.kind]}
      onCancel={onCancel}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="order-dialog">
        {step.kind === 'add' && (
          <>
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
            <StaffSelect permission={OPS_KEYS.handle} />
          </Form.Item>
        )}
        {step.kind === 'finish' && (
          <Form.Item name="result" label={t('result')} rules={[requiredRule(t)]}>
            <Input.TextArea maxLength={500} rows={3} data-testid="order-result" />
          </Form.Item>
        )}
        {step.kind === 'end' && (
          <Form.Item name="reason" label={t('reason')} rules={[requiredRule(t)]}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
