// The device detail's inspection records (platform spec §3 Inspection, §4 states, §6 "inspection
// (accept order, end order, inspect)"): one row per inspection plan covering the device, with its
// findings item by item. The plan's inspector accepts the order, inspects the device (each item of the
// plan's checklist ok or not, with a note) and may end the whole order early.
import { Button, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormObject } from '../../../core/api/index.ts'
import type { InspectionRecordView, InspectionStatus, ItemResult } from '../../../schemas/entities/ops.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePaged } from '../shared/usePaged.ts'
import { OPS_KEYS } from './ops-keys.ts'

const STATUS_COLOURS: Record<InspectionStatus, string> = {
  notStarted: 'default',
  aborted: 'orange',
  normal: 'green',
  abnormal: 'red',
}

export function InspectionTab({ equipmentId }: { equipmentId: string }) {
  const { api, hasAuth, user } = useServices()
  const { t } = useTranslation('monitor')
  const { run } = useAction()
  const { rows, loading, pagination, reload } = usePaged<InspectionRecordView>('ops/inspection/query', {
    equipmentId,
  })
  const [inspecting, setInspecting] = useState<InspectionRecordView | null>(null)
  const mine = (r: InspectionRecordView) => hasAuth(OPS_KEYS.inspect) && r.inspectorId === user?.userId

  const call = async (path: string, body: FormObject) => {
    const done = await run(() => api.post(path, body))
    if (done === undefined) return false
    await reload()
    return true
  }
  const actions = (r: InspectionRecordView) =>
    mine(r) &&
    r.planState !== 'completed' && (
      <Space size={0}>
        {r.planState === 'open' && (
          <Button
            size="small"
            type="link"
            onClick={() => call('ops/inspection/accept', { planId: r.planId })}
            data-testid="plan-accept"
          >
            {t('acceptPlan')}
          </Button>
        )}
        {r.planState === 'accepted' && r.fillStatus === 'unfilled' && (
          <Button size="small" type="link" onClick={() => setInspecting(r)} data-testid="record-inspect">
            {t('inspect')}
          </Button>
        )}
        <Popconfirm
          title={t('endPlanConfirm')}
          onConfirm={() => call('ops/inspection/end', { planId: r.planId })}
        >
          <Button size="small" type="link" danger>
            {t('endPlan')}
          </Button>
        </Popconfirm>
      </Space>
    )

  return (
    <>
      <Table<InspectionRecordView>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        expandable={{
          rowExpandable: (r) => r.items.length > 0,
          expandedRowRender: (r) => <Findings items={r.items} />,
        }}
        columns={[
          { title: t('plan'), dataIndex: 'planTitle' },
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
          { title: t('result'), dataIndex: 'result', ellipsis: true },
          { title: t('remark'), dataIndex: 'remark', ellipsis: true },
          { title: t('action'), render: (_, r) => actions(r) },
        ]}
      />
      {inspecting && (
        <InspectDialog
          record={inspecting}
          onCancel={() => setInspecting(null)}
          onSubmit={async (body) => {
            if (await call('ops/inspection/inspect', body)) setInspecting(null)
          }}
        />
      )}
    </>
  )
}

function Findings({ items }: { items: readonly ItemResult[] }) {
  const { t } = useTranslation('monitor')
  return (
    <Table<ItemResult>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={[...items]}
      columns={[
        { title: t('item'), dataIndex: 'name' },
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

interface InspectForm {
  items: { ok: boolean; note?: string }[]
  remark?: string
}

/** One row per item of the plan's checklist: ok (on by default) and a note. */
function InspectDialog({
  record,
  onCancel,
  onSubmit,
}: {
  record: InspectionRecordView
  onCancel: () => void
  onSubmit: (body: FormObject) => Promise<void>
}) {
  const { t } = useTranslation('monitor')
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
      title={`${t('inspect')} · ${record.planTitle}`}
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
