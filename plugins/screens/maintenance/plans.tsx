// Inspection plans (platform spec §2 `ops/inspection_plan`, §3 Inspection, §4 "a completed inspection
// plan cannot be changed", §9 "30 devices per inspection plan"), newest first, 10 a page, with their state
// and progress: managers (ops_order_manage) see every plan and create, edit (only while open) and delete
// them; an inspector (ops_inspection_do) sees the plans given to him, accepts and ends them. A plan's
// records (one per device) open in a drawer, where its inspector inspects the devices.
import {
  Button,
  Card,
  DatePicker,
  Drawer,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlanAddBody, PlanDetail } from '../../../schemas/api/ops.ts'
import { INSPECTION_PLAN_MAX_DEVICES, PLAN_STATES, type PlanState } from '../../../schemas/entities/ops.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { DeviceSelect } from '../shared/maintenance/device-select.tsx'
import { InspectionRecords, PlanOrderActions } from '../shared/maintenance/inspection-records.tsx'
import { OPS_KEYS } from '../shared/maintenance/keys.ts'
import { StaffSelect } from '../shared/maintenance/staff-select.tsx'
import { listProps } from '../shared/maintenance/tables.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { ALL, StatusFilter } from './status-filter.tsx'

const STATE_COLOURS: Record<PlanState, string> = { open: 'blue', accepted: 'cyan', completed: 'green' }

/** The dialog's subject: a new plan, or the open one being edited. */
type Editing = { plan?: PlanDetail }

export function InspectionPlans() {
  const { api, hasAuth, user } = useServices()
  const { t } = useTranslation('ops')
  const { run } = useAction()
  const manager = hasAuth(OPS_KEYS.manage)
  const [state, setState] = useState<PlanState | typeof ALL>(ALL)
  const paged = usePagedCall('ops/inspection/plan/query', {
    state: state === ALL ? undefined : state,
    // an inspector who does not manage sees the plans given to him
    mine: manager ? undefined : true,
  })
  const { reload } = paged
  const [editing, setEditing] = useState<Editing | null>(null)
  const [viewing, setViewing] = useState<PlanDetail | null>(null)
  const mine = (p: PlanDetail) => hasAuth(OPS_KEYS.inspect) && p.inspectorId === user?.userId

  const remove = async (id: string) => {
    if ((await run(() => api.call('ops/inspection/plan/delete', { id }))) !== undefined) await reload()
  }
  const save = (v: PlanForm) => {
    const body: PlanAddBody = { ...v, planTime: v.planTime.valueOf() }
    const id = editing?.plan?.id
    return id
      ? api.call('ops/inspection/plan/edit', { ...body, id })
      : api.call('ops/inspection/plan/add', body)
  }

  const actions = (p: PlanDetail) => (
    <Space size={0} wrap>
      <Button size="small" type="link" onClick={() => setViewing(p)} data-testid="plan-records">
        {t('records')}
      </Button>
      {manager && <EditAction plan={p} onEdit={() => setEditing({ plan: p })} />}
      <PlanOrderActions
        ns="ops"
        planId={p.id}
        state={p.state}
        accept={mine(p)}
        end={mine(p) || manager}
        onDone={reload}
      />
      {manager && p.state !== 'completed' && p.filled === 0 && (
        <Popconfirm title={t('deletePlanConfirm')} onConfirm={() => remove(p.id)}>
          <Button size="small" type="link" danger data-testid="plan-delete">
            {t('common.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  )

  return (
    <Card
      data-testid="inspection-plans"
      title={
        <StatusFilter
          states={PLAN_STATES}
          value={state}
          onChange={setState}
          label={(s) => t(`planState.${s}`)}
        />
      }
      extra={
        manager && (
          <Button type="primary" onClick={() => setEditing({})} data-testid="plan-new">
            {t('newPlan')}
          </Button>
        )
      }
    >
      <Table<PlanDetail>
        {...listProps(paged, t('noPlans'))}
        columns={[
          { title: t('title'), dataIndex: 'title' },
          { title: t('content'), dataIndex: 'contentName' },
          { title: t('inspector'), dataIndex: 'inspector' },
          { title: t('devices'), render: (_, p) => p.equipmentIds.length },
          { title: t('planTime'), render: (_, p) => formatTime(p.planTime) },
          {
            title: t('state'),
            render: (_, p) => (
              <Tag color={STATE_COLOURS[p.state]} data-testid="plan-state">
                {t(`planState.${p.state}`)}
              </Tag>
            ),
          },
          {
            title: t('progress'),
            render: (_, p) => <span data-testid="plan-progress">{`${p.filled}/${p.total}`}</span>,
          },
          { title: t('action'), render: (_, p) => actions(p) },
        ]}
      />
      {editing && (
        <FormDialog<PlanForm>
          title={editing.plan ? t('editPlan') : t('newPlan')}
          testId="plan-dialog"
          initialValues={editing.plan ? formOf(editing.plan) : { equipmentIds: [] }}
          submit={save}
          onClose={(saved) => {
            setEditing(null)
            if (saved) void reload()
          }}
        >
          <PlanFields />
        </FormDialog>
      )}
      <Drawer
        open={viewing !== null}
        title={viewing && `${t('records')} · ${viewing.title}`}
        size="large"
        onClose={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing && (
          <InspectionRecords
            ns="ops"
            filters={{ planId: viewing.id }}
            planActions={false}
            onChanged={reload}
          />
        )}
      </Drawer>
    </Card>
  )
}

/** Edit while the plan is open; once accepted or completed it cannot be changed (§4), and says why. */
function EditAction({ plan, onEdit }: { plan: PlanDetail; onEdit: () => void }) {
  const { t } = useTranslation('ops')
  const button = (
    <Button
      size="small"
      type="link"
      disabled={plan.state !== 'open'}
      onClick={onEdit}
      data-testid="plan-edit"
    >
      {t('common.edit')}
    </Button>
  )
  return plan.state === 'open' ? button : <Tooltip title={t(`locked.${plan.state}`)}>{button}</Tooltip>
}

interface PlanForm {
  title: string
  contentId: string
  inspectorId: string
  equipmentIds: string[]
  planTime: Dayjs
}

/** An open plan as its form shows it. */
const formOf = (plan: PlanDetail): PlanForm => ({
  title: plan.title,
  contentId: plan.contentId,
  inspectorId: plan.inspectorId,
  equipmentIds: plan.equipmentIds,
  planTime: dayjs(plan.planTime),
})

/** The plan's title, content, inspector, devices (at most INSPECTION_PLAN_MAX_DEVICES) and time. */
function PlanFields() {
  const { t } = useTranslation('ops')
  const contents = useQueryCall('ops/inspection/content/query', {
    pageSize: 100,
  })
  const chosen: string[] = Form.useWatch('equipmentIds', Form.useFormInstance()) ?? []
  return (
    <>
      <Form.Item name="title" label={t('title')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="plan-title" />
      </Form.Item>
      <Form.Item name="contentId" label={t('content')} rules={[requiredRule(t)]}>
        <Select
          loading={contents.loading}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noContents')} />}
          options={(contents.data?.list ?? []).map((c) => ({
            value: c.id,
            label: `${c.name} (${t('itemCount', { n: c.items.length })})`,
          }))}
          data-testid="plan-content"
        />
      </Form.Item>
      <Form.Item name="inspectorId" label={t('inspector')} rules={[requiredRule(t)]}>
        <StaffSelect ns="ops" permission={OPS_KEYS.inspect} />
      </Form.Item>
      <Form.Item
        name="equipmentIds"
        label={t('devices')}
        extra={t('deviceCount', { count: chosen.length, n: INSPECTION_PLAN_MAX_DEVICES })}
        rules={[
          { required: true, type: 'array', min: 1, message: t('validation.required') },
          {
            type: 'array',
            max: INSPECTION_PLAN_MAX_DEVICES,
            message: t('tooManyDevices', { n: INSPECTION_PLAN_MAX_DEVICES }),
          },
        ]}
      >
        <DeviceSelect<string[]> ns="ops" multiple />
      </Form.Item>
      <Form.Item
        name="planTime"
        label={t('planTime')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <DatePicker showTime data-testid="plan-time" />
      </Form.Item>
    </>
  )
}
