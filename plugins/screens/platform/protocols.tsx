// The protocols as data (issue 35, `/manage/system/protocol`): each driver protocol the edge agent offers
// with its name (unique, 2101) and its variables' data types; a Modbus protocol's register types below it,
// added, changed or removed here (names unique per protocol, 2102; one in use is kept, 10004). The device
// variable form is built from this data.
import { Alert, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REGISTER_TYPES, VARIABLE_DATA_TYPES } from '../../../schemas/edge/config.ts'
import type { ProtocolView, RegisterTypeDef } from '../../../schemas/entities/protocols.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { RowActions } from './row-actions.tsx'

type RegisterValues = Omit<RegisterTypeDef, 'protocol'>
const NAME_RULE = /^[A-Za-z][A-Za-z0-9_]*$/
const hasRegisters = (p: ProtocolView) => p.key.startsWith('modbus')

function DataTypesSelect(props: { types: readonly string[]; testId: string; value?: string[] }) {
  const { types, testId, ...bound } = props
  return (
    <Select
      {...bound}
      mode="multiple"
      data-testid={testId}
      options={types.map((v) => ({ value: v, label: v }))}
    />
  )
}

function ProtocolDialog({
  protocol,
  onClose,
}: {
  protocol: ProtocolView
  onClose: (saved: boolean) => void
}) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  return (
    <FormDialog<Pick<ProtocolView, 'name' | 'dataTypes'>>
      title={t('protocol.edit')}
      testId="protocol-form"
      initialValues={{ name: protocol.name, dataTypes: protocol.dataTypes }}
      submit={(v) =>
        api.call('system/protocol/save', { key: protocol.key, name: v.name.trim(), dataTypes: v.dataTypes })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={t('protocol.name')} rules={[requiredRule(common), { max: 64 }]}>
        <Input data-testid="protocol-name" />
      </Form.Item>
      <Form.Item
        name="dataTypes"
        label={t('protocol.dataTypes')}
        rules={[{ required: true, type: 'array', min: 1 }]}
      >
        <DataTypesSelect types={VARIABLE_DATA_TYPES} testId="protocol-data-types" />
      </Form.Item>
    </FormDialog>
  )
}

function RegisterDialog({
  protocol,
  register,
  onClose,
}: {
  protocol: ProtocolView
  register: RegisterTypeDef | null
  onClose: (saved: boolean) => void
}) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const initial = register ?? { name: '', labelZh: '', labelEn: '', table: 'holdingRegister', dataTypes: [] }
  return (
    <FormDialog<RegisterValues>
      title={register ? t('register.edit') : t('register.add')}
      testId="register-form"
      initialValues={initial}
      submit={(v) =>
        api.call('system/protocol/register/save', {
          ...v,
          protocol: protocol.key,
          labelZh: v.labelZh.trim(),
          labelEn: v.labelEn.trim(),
          ...(register ? { previous: register.name } : {}),
        })
      }
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('register.name')}
        rules={[requiredRule(common), { max: 32 }, { pattern: NAME_RULE, message: t('register.nameRule') }]}
      >
        <Input data-testid="register-name" />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          name="labelZh"
          label={t('register.labelZh')}
          rules={[requiredRule(common), { max: 32 }]}
          style={{ flex: 1 }}
        >
          <Input data-testid="register-label-zh" />
        </Form.Item>
        <Form.Item
          name="labelEn"
          label={t('register.labelEn')}
          rules={[requiredRule(common), { max: 32 }]}
          style={{ flex: 1, marginLeft: 12 }}
        >
          <Input data-testid="register-label-en" />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="table" label={t('register.table')} rules={[{ required: true }]}>
        <Select
          data-testid="register-table"
          options={REGISTER_TYPES.map((v) => ({ value: v, label: t(`table.${v}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="dataTypes"
        label={t('protocol.dataTypes')}
        rules={[{ required: true, type: 'array', min: 1 }]}
      >
        <DataTypesSelect types={protocol.dataTypes} testId="register-data-types" />
      </Form.Item>
    </FormDialog>
  )
}

function RegisterTypes({ protocol, onChanged }: { protocol: ProtocolView; onChanged: () => void }) {
  const { t, i18n } = useTranslation('platform')
  const { api } = useServices()
  const { run } = useAction()
  const [editing, setEditing] = useState<RegisterTypeDef | null>()
  const zh = i18n.language.startsWith('zh')
  const remove = async (name: string) => {
    if (
      (await run(() => api.call('system/protocol/register/delete', { protocol: protocol.key, name }))) !==
      undefined
    )
      onChanged()
  }
  if (!hasRegisters(protocol))
    return <Typography.Text type="secondary">{t('protocol.noRegisters')}</Typography.Text>
  return (
    <div data-testid={`registers-${protocol.key}`}>
      <Button
        size="small"
        onClick={() => setEditing(null)}
        data-testid={`register-add-${protocol.key}`}
        style={{ marginBottom: 8 }}
      >
        {t('register.add')}
      </Button>
      <Table<RegisterTypeDef>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={protocol.registerTypes}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('register.name'), dataIndex: 'name', width: 180 },
          { title: t('name'), width: 200, render: (_, r) => (zh ? r.labelZh : r.labelEn) },
          { title: t('register.table'), width: 180, render: (_, r) => t(`table.${r.table}`) },
          {
            title: t('protocol.dataTypes'),
            render: (_, r) => r.dataTypes.map((d) => <Tag key={d}>{d}</Tag>),
          },
          {
            title: t('actions'),
            width: 150,
            render: (_, r) => (
              <RowActions name={r.name} onEdit={() => setEditing(r)} onDelete={() => remove(r.name)} />
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <RegisterDialog
          protocol={protocol}
          register={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) onChanged()
          }}
        />
      )}
    </div>
  )
}

export function Protocols() {
  const { t } = useTranslation('platform')
  const protocols = useQueryCall('system/protocol/query', {})
  const [editing, setEditing] = useState<ProtocolView>()
  const reload = () => void protocols.reload()
  return (
    <Card title={t('protocol.title')} data-testid="protocols">
      <Alert type="info" showIcon message={t('protocol.hint')} style={{ marginBottom: 16 }} />
      <Table<ProtocolView>
        rowKey="key"
        loading={protocols.loading}
        dataSource={protocols.data ?? []}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        expandable={{
          defaultExpandAllRows: false,
          expandedRowRender: (p) => <RegisterTypes protocol={p} onChanged={reload} />,
        }}
        columns={[
          { title: t('protocol.name'), dataIndex: 'name', width: 220 },
          { title: t('protocol.key'), dataIndex: 'key', width: 180 },
          {
            title: t('protocol.dataTypes'),
            render: (_, p) => p.dataTypes.map((d) => <Tag key={d}>{d}</Tag>),
          },
          {
            title: t('protocol.registerTypes'),
            width: 140,
            render: (_, p) => (hasRegisters(p) ? p.registerTypes.length : '–'),
          },
          {
            title: t('actions'),
            width: 110,
            render: (_, p) => <RowActions name={p.name} onEdit={() => setEditing(p)} />,
          },
        ]}
      />
      {editing && (
        <ProtocolDialog
          protocol={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) reload()
          }}
        />
      )}
    </Card>
  )
}
