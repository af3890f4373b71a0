// Alarm groups (issue 21): an enterprise's escalation chains (`alarm/group/*`). A rule names one in its
// alarm group field; an alarm still unacknowledged after the wait goes to the next step, a person or a
// department. Add and edit in a dialog with the steps in order; delete after a confirmation.
import { Alert, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type AlarmGroupView,
  ESCALATION_DELAY,
  MAX_ESCALATION_STEPS,
} from '../../../schemas/entities/operations.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

interface GroupValues {
  name: string
  delayMinutes: number
  /** each step as `account:<id>` or `dept:<id>` */
  steps: string[]
}

const stepKey = (s: { kind: string; id: string }) => `${s.kind}:${s.id}`
const stepBody = (key: string) => {
  const [kind, id] = key.split(':')
  return kind === 'account' ? { accountId: id } : { deptId: id }
}

function GroupDialog({
  group,
  onClose,
}: {
  group: AlarmGroupView | null
  onClose: (saved: boolean) => void
}) {
  const { t } = useTranslation('operations')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const people = useQueryCall('alarm/group/people')
  const options = [
    {
      label: t('person_'),
      options: (people.data?.accounts ?? []).map((a) => ({ value: `account:${a.id}`, label: a.loginname })),
    },
    {
      label: t('dept_'),
      options: (people.data?.depts ?? []).map((d) => ({ value: `dept:${d.id}`, label: d.name })),
    },
  ]
  return (
    <FormDialog<GroupValues>
      title={group ? t('editGroup') : t('newGroup')}
      testId="alarm-group-form"
      initialValues={
        group
          ? { name: group.name, delayMinutes: group.delayMinutes, steps: group.steps.map(stepKey) }
          : { delayMinutes: 10, steps: [''] }
      }
      submit={(v) => {
        const body = { name: v.name, delayMinutes: v.delayMinutes, steps: v.steps.map(stepBody) }
        return group
          ? api.call('alarm/group/edit', { ...body, id: group.id })
          : api.call('alarm/group/add', body)
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} rules={[requiredRule(common), { max: 64 }]}>
        <Input data-testid="group-name" />
      </Form.Item>
      <Form.Item
        name="delayMinutes"
        label={t('delay')}
        rules={[{ required: true, message: common('validation.required') }]}
      >
        <InputNumber
          min={ESCALATION_DELAY.min}
          max={ESCALATION_DELAY.max}
          precision={0}
          data-testid="group-delay"
        />
      </Form.Item>
      <Form.List name="steps">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  {...field}
                  label={t('step', { n: index + 1 })}
                  rules={[{ required: true, message: t('stepRequired') }]}
                >
                  <Select
                    style={{ width: 320 }}
                    showSearch
                    optionFilterProp="label"
                    options={options}
                    data-testid={`step-${index}`}
                  />
                </Form.Item>
                {fields.length > 1 && (
                  <Button size="small" onClick={() => remove(field.name)} aria-label={t('removeStep')}>
                    {t('removeStep')}
                  </Button>
                )}
              </Space>
            ))}
            {fields.length < MAX_ESCALATION_STEPS && (
              <Button onClick={() => add('')} data-testid="add-step">
                {t('addStep')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </FormDialog>
  )
}

export function AlarmGroups() {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { run } = useAction()
  const paged = usePagedCall('alarm/group/query')
  const [editing, setEditing] = useState<AlarmGroupView | null>()
  const remove = async (id: string) => {
    if ((await run(() => api.call('alarm/group/delete', { id }))) !== undefined) await paged.reload()
  }
  return (
    <Card
      title={t('alarmGroupsTitle')}
      data-testid="alarm-groups"
      extra={
        <Button type="primary" onClick={() => setEditing(null)} data-testid="new-group">
          {t('newGroup')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('groupHint')} style={{ marginBottom: 16 }} />
      <Table<AlarmGroupView>
        rowKey="id"
        dataSource={paged.rows}
        pagination={paged.pagination}
        loading={paged.loading}
        columns={[
          { title: t('name'), dataIndex: 'name', width: 200 },
          { title: t('delayCol'), width: 160, render: (_, g) => t('delayShort', { n: g.delayMinutes }) },
          {
            title: t('steps'),
            render: (_, g) => (
              <Space wrap size={4}>
                {g.steps.map((s, i) => (
                  <Tag key={stepKey(s)} color={s.kind === 'dept' ? 'purple' : 'blue'}>
                    {i + 1}. {s.title}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('actions'),
            width: 160,
            render: (_, g) => (
              <Space>
                <Button size="small" onClick={() => setEditing(g)}>
                  {t('edit')}
                </Button>
                <Popconfirm title={t('deleteGroupConfirm')} onConfirm={() => remove(g.id)}>
                  <Button size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <GroupDialog
          group={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void paged.reload()
          }}
        />
      )}
    </Card>
  )
}
