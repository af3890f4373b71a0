// Inspection records (platform spec §3 Inspection, §4 states, §6 "inspection (accept order, end order,
// inspect)"), one per plan and device, newest first, with the findings item by item: a device's records
// (the device detail, a plan column) or a plan's (the plans screen, a device column). The plan's
// inspector inspects a device (each item of the plan's checklist ok or not, with a note); where the
// plan has no row of its own, its inspector also accepts and ends the order from here.
import { Button, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InspectBody, InspectionQueryBody } from '../../../../schemas/api/ops.ts'
import type {
  InspectionRecordView,
  InspectionStatus,
  ItemResult,
  PlanState,
} from '../../../../schemas/entities/ops.ts'
import { formatTime } from '../format.ts'
import { useServices } from '../services.tsx'
import { useAction } from '../useAction.ts'
import { usePagedCall } from '../usePaged.ts'
import { OPS_KEYS } from './keys.ts'
import { ItemTable, listProps, longTextColumn } from './tables.tsx'

const STATUS_COLOURS: Record<InspectionStatus, string> = {
  notStarted: 'default',
  aborted: 'orange',
  normal: 'green',
  abnormal: 'red',
}

export function InspectionRecords({
  ns,
  filters,
  planActions = true,
  onChanged,
}: {
  /** the screen's text namespace, holding OPS_TEXTS */
  ns: string
  /** one device's records, or one plan's (a device column then instead of the plan's) */
  filters: Pick<InspectionQueryBody, 'equipmentId' | 'planId'>
  /** whether the plan's accept and end show on each record (off where the plan's own row offers them) */
  planActions?: boolean
  /** after a record or its plan changed */
  onChanged?: () => void
}) {
  const { api, hasAuth, user } = useServices()
  const { t } = useTranslation(ns)
  const { run } = useAction()
  const paged = usePagedCall('ops/inspection/query', filters)
  const { reload } = paged
  const [inspecting, setInspecting] = useState<InspectionRecordView | null>(null)
  const mine = (r: InspectionRecordView) => hasAuth(OPS_KEYS.inspect) && r.inspectorId === user?.userId

  const changed = async () => {
    await reload()
    onChanged?.()
  }
  const inspect = async (body: InspectBody) => {
    if ((await run(() => api.call('ops/inspection/inspect', body))) === undefined) return
    setInspecting(null)
    await changed()
  }
  const actions = (r: InspectionRecordView) =>
    mine(r) &&
    r.planState !== 'completed' && (
      <Space size={0}>
        {r.planState === 'accepted' && r.fillStatus === 'unfilled' && (
          <Button size="small" type="link" onClick={() => setInspecting(r)} data-testid="record-inspect">
            {t('inspect')}
          </Button>
        )}
        {planActions && (
          <PlanOrderActions ns={ns} planId={r.planId} state={r.planState} accept end onDone={changed} />
        )}
      </Space>
    )

  return (
    <>
      <Table<InspectionRecordView>
        {...listProps(paged, t('noRecords'))}
        expandable={{
          rowExpandable: (r) => r.items.length > 0,
          expandedRowRender: (r) => <Findings ns={ns} items={r.items} />,
        }}
        columns={[
          filters.planId
            ? { title: t('device'), dataIndex: 'equipmentName' }
            : { title: t('plan'), dataIndex: 'planTitle' },
          { title: t('inspector'), dataIndex: 'inspector' },
          {
            title: t('status'),
            render: (_, r) => (
              <Tag color={STATUS_COLOURS[r.status]} data-testid="inspection-status">
                {t(`inspectionStatus.${r.status}`)}
              </Tag>
            ),
          },
          { title: t('fillStatus'), render: (_, r) => t(`fill.${r.fillStatus}`) },
          { title: t('time'), render: (_, r) => formatTime(r.time ?? undefined) },
          longTextColumn<InspectionRecordView>(t('result'), 'result'),
          longTextColumn<InspectionRecordView>(t('remark'), 'remark'),
          { title: t('action'), render: (_, r) => actions(r) },
        ]}
      />
      {inspecting && (
        <InspectDialog ns={ns} record={inspecting} onCancel={() => setInspecting(null)} onSubmit={inspect} />
      )}
    </>
  )
}

function Findings({ ns, items }: { ns: string; items: readonly ItemResult[] }) {
  const { t } = useTranslation(ns)
  return (
    <ItemTable<ItemResult>
      ns={ns}
      items={items}
      columns={[
        {
          title: t('status'),
          render: (_, i) => (
            <Tag color={i.ok ? 'green' : 'red'}>
              {t(i.ok ? 'inspectionStatus.normal' : 'inspectionStatus.abnormal')}
            </Tag>
          ),
        },
        { title: t('note'), dataIndex: 'note' },
      ]}
    />
  )
}

/**
 * A plan's order actions (§6 "inspection (accept order, end order)"): accept while it is open, end while
 * it is not completed (unfilled records become aborted), after a confirmation; each for whoever may.
 */
export function PlanOrderActions({
  ns,
  planId,
  state,
  accept,
  end,
  onDone,
}: {
  ns: string
  planId: string
  state: PlanState
  /** the caller is the plan's inspector */
  accept: boolean
  /** the caller is the plan's inspector or a manager */
  end: boolean
  onDone: () => unknown
}) {
  const { api } = useServices()
  const { t } = useTranslation(ns)
  const { run } = useAction()
  const done = async (answer: unknown) => {
    if (answer !== undefined) await onDone()
  }
  return (
    <>
      {accept && state === 'open' && (
        <Button
          size="small"
          type="link"
          onClick={async () => done(await run(() => api.call('ops/inspection/accept', { planId })))}
          data-testid="plan-accept"
        >
          {t('acceptPlan')}
        </Button>
      )}
      {end && state !== 'completed' && (
        <Popconfirm
          title={t('endPlanConfirm')}
          onConfirm={async () => done(await run(() => api.call('ops/inspection/end', { planId })))}
        >
          <Button size="small" type="link" danger data-testid="plan-end">
            {t('endPlan')}
          </Button>
        </Popconfirm>
      )}
    </>
  )
}

interface InspectForm {
  items: { ok: boolean; note?: string }[]
  remark?: string
}

/** One row per item of the plan's checklist: ok (on by default) and a note. */
function InspectDialog({
  ns,
  record,
  onCancel,
  onSubmit,
}: {
  ns: string
  record: InspectionRecordView
  onCancel: () => void
  onSubmit: (body: InspectBody) => Promise<void>
}) {
  const { t } = useTranslation(ns)
  const [form] = Form.useForm<InspectForm>()
  const [busy, setBusy] = useState(false)
  const submit = async (v: InspectForm) => {
    setBusy(true)
    try {
      await onSubmit({
        planId: record.planId,
        equipmentId: record.equipmentId,
        items: record.checklist.map((item, i) => ({
          name: item.name,
          ok: v.items[i]?.ok ?? true,
          ...(v.items[i]?.note ? { note: v.items[i].note } : {}),
        })),
        ...(v.remark ? { remark: v.remark } : {}),
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open
      width={640}
      title={`${t('inspect')} · ${record.planTitle} · ${record.equipmentName}`}
      onCancel={onCancel}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ items: record.checklist.map(() => ({ ok: true })) }}
        data-testid="inspect-dialog"
      >
        {record.checklist.map((item, i) => (
          <Space key={item.name} align="start" style={{ display: 'flex' }}>
            <Form.Item label={i === 0 ? t('item') : undefined} style={{ width: 200 }}>
              <span title={item.standard}>{item.name}</span>
            </Form.Item>
            <Form.Item
              name={['items', i, 'ok']}
              label={i === 0 ? t('itemOk') : undefined}
              valuePropName="checked"
            >
              <Switch data-testid={`inspect-ok-${i}`} />
            </Form.Item>
            <Form.Item name={['items', i, 'note']} label={i === 0 ? t('note') : undefined}>
              <Input maxLength={200} placeholder={item.standard} />
            </Form.Item>
          </Space>
        ))}
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
