// The configuration lists of a device (drivers, signals, alarms, reports, scripts; platform spec §3):
// one table and one form per kind, on `equipment/<kind>/query|add|edit|delete` with the device id.
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Check } from '../../../core/validation/index.ts'
import { variableName } from '../../../core/validation/index.ts'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQuery } from '../shared/useAction.ts'

interface Field {
  key: string
  /** text key in the equipment namespace */
  label: string
  input?: 'number' | readonly string[]
  required?: boolean
  check?: Check
}

export interface ConfigKind {
  kind: string
  title: string
  fields: readonly Field[]
}

export const CONFIG_KINDS: Record<'driver' | 'signal' | 'alarm' | 'report' | 'script', ConfigKind> = {
  driver: {
    kind: 'driver',
    title: 'tab.driver',
    fields: [
      { key: 'name', label: 'name', required: true },
      { key: 'port', label: 'port', input: ['tcp', 'rs485', 'rs232'], required: true },
      { key: 'ip', label: 'ip' },
      { key: 'tcpPort', label: 'port', input: 'number' },
      { key: 'address', label: 'address_', input: 'number' },
    ],
  },
  signal: {
    kind: 'signal',
    title: 'tab.signal',
    fields: [
      { key: 'name', label: 'name', required: true },
      { key: 'key', label: 'key', required: true, check: variableName },
      { key: 'address', label: 'address_', required: true },
      { key: 'dataType', label: 'dataType', input: ['int16', 'uint16', 'int32', 'uint32', 'float', 'bit'] },
      { key: 'rw', label: 'rw', input: ['r', 'w', 'rw'] },
      { key: 'unit', label: 'unit' },
    ],
  },
  alarm: {
    kind: 'alarm',
    title: 'tab.alarm',
    fields: [
      { key: 'variableKey', label: 'key', required: true },
      { key: 'condition', label: 'condition', input: ['>', '>=', '<', '<=', '==', '!='], required: true },
      { key: 'value', label: 'value', required: true },
      { key: 'text', label: 'remark' },
    ],
  },
  report: {
    kind: 'report',
    title: 'tab.report',
    fields: [
      { key: 'name', label: 'name', required: true },
      { key: 'storageMode', label: 'type', input: ['periodic', 'change', 'conditional'], required: true },
      { key: 'intervalS', label: 'interval', input: 'number' },
    ],
  },
  script: {
    kind: 'script',
    title: 'tab.script',
    fields: [
      { key: 'name', label: 'name', required: true },
      {
        key: 'strategy',
        label: 'strategy',
        input: ['start', 'periodic', 'condition', 'change'],
        required: true,
      },
      { key: 'body', label: 'value' },
    ],
  },
}

type Row = Record<string, unknown> & { id: string }

export function ConfigTable({ equipmentId, kind }: { equipmentId: string; kind: ConfigKind }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run, busy } = useAction()
  const rows = useQuery<Row[]>(`equipment/${kind.kind}/query`, { equipmentId })
  const [editing, setEditing] = useState<Row | 'new' | null>(null)
  const [form] = Form.useForm()

  const open = (row: Row | 'new') => {
    form.resetFields()
    if (row !== 'new') form.setFieldsValue(row)
    setEditing(row)
  }
  const save = async (values: Record<string, string | number>) => {
    const path = editing === 'new' ? 'add' : 'edit'
    const id = editing !== 'new' && editing ? { id: editing.id } : {}
    const done = await run(() =>
      api.post(`equipment/${kind.kind}/${path}`, { equipmentId, ...id, ...values }),
    )
    if (done !== undefined) {
      setEditing(null)
      await rows.reload()
    }
  }

  return (
    <section style={{ marginBottom: 24 }} data-testid={`config-${kind.kind}`}>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(kind.title)}
        </Typography.Title>
        <Button size="small" onClick={() => open('new')}>
          {t('common.add')}
        </Button>
      </Space>
      <Table<Row>
        size="small"
        rowKey="id"
        loading={rows.loading}
        dataSource={rows.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          ...kind.fields.map((f) => ({
            title: t(f.label),
            dataIndex: f.key,
            render: (v: unknown) => String(v ?? ''),
          })),
          {
            title: t('actions'),
            render: (_: unknown, row: Row) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(row)}>
                  {t('common.edit')}
                </Button>
                <Popconfirm
                  title={t('common.delete')}
                  onConfirm={() =>
                    run(() => api.post(`equipment/${kind.kind}/delete`, { id: row.id })).then(rows.reload)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(kind.title)}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={save}>
          {kind.fields.map((f) => (
            <Form.Item
              key={f.key}
              name={f.key}
              label={t(f.label)}
              rules={[...(f.required ? [requiredRule(t)] : []), ...(f.check ? [ruleOf(f.check, t)] : [])]}
            >
              {f.input === 'number' ? (
                <InputNumber style={{ width: '100%' }} />
              ) : Array.isArray(f.input) ? (
                <Select options={f.input.map((o: string) => ({ value: o, label: o }))} />
              ) : (
                <Input />
              )}
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </section>
  )
}
