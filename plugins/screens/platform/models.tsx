// Gateway models and their capacities (issue 35, `system/model/*`): the limits a device's configuration
// meets (drivers 1505, variables 1706, alarms 1707, reports 1701, scripts). A series' own model (named as
// the series) can be changed but not removed; a model gateways are of cannot be removed either.
import { Alert, Button, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GATEWAY_SERIES } from '../../../schemas/entities/equipment.ts'
import type { GatewayModel, GatewayModelView } from '../../../schemas/entities/platform.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { RowActions } from './row-actions.tsx'

export const CAPACITY_KINDS = ['drivers', 'variables', 'alarms', 'reports', 'scripts'] as const
const isSeriesModel = (model: string) => (GATEWAY_SERIES as readonly string[]).includes(model)

function ModelDialog({
  model,
  onClose,
}: {
  model: GatewayModelView | null
  onClose: (saved: boolean) => void
}) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  return (
    <FormDialog<GatewayModel>
      title={model ? t('editModel') : t('newModel')}
      testId="model-form"
      initialValues={
        model ?? {
          series: 'standard',
          drivers: 8,
          variables: 200,
          alarms: 50,
          reports: 8,
          scripts: 8,
          remark: '',
        }
      }
      submit={(v) => api.call('system/model/save', { ...v, model: v.model.trim(), remark: v.remark ?? '' })}
      onClose={onClose}
    >
      <Form.Item
        name="model"
        label={t('model')}
        rules={[requiredRule(common), { max: 64 }, { pattern: /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/ }]}
      >
        <Input disabled={!!model} data-testid="model-name" />
      </Form.Item>
      <Form.Item name="series" label={t('series')}>
        <Select
          disabled={!!model && isSeriesModel(model.model)}
          options={GATEWAY_SERIES.map((s) => ({ value: s, label: t(`series.${s}`) }))}
          data-testid="model-series"
        />
      </Form.Item>
      <Space wrap>
        {CAPACITY_KINDS.map((kind) => (
          <Form.Item
            key={kind}
            name={kind}
            label={t(kind)}
            rules={[{ required: true, message: common('validation.required') }]}
          >
            <InputNumber min={0} max={100_000} precision={0} data-testid={`model-${kind}`} />
          </Form.Item>
        ))}
      </Space>
      <Form.Item name="remark" label={t('remark')} rules={[{ max: 200 }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  )
}

/** The gateway models; with `centre`, only those its enterprises' gateways are of. */
export function Models({ centre }: { centre?: string | undefined }) {
  const { t } = useTranslation('platform')
  const { api } = useServices()
  const { run } = useAction()
  const paged = usePagedCall('system/model/query', centre ? { centre } : {})
  const [editing, setEditing] = useState<GatewayModelView | null>()
  const remove = async (model: string) => {
    if ((await run(() => api.call('system/model/delete', { model }))) !== undefined) await paged.reload()
  }
  return (
    <div data-testid="gateway-models">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Alert type="info" showIcon message={t('modelHint')} />
        <Button type="primary" onClick={() => setEditing(null)} data-testid="model-add">
          {t('newModel')}
        </Button>
      </Space>
      <Table<GatewayModelView>
        rowKey="model"
        dataSource={paged.rows}
        pagination={paged.pagination}
        loading={paged.loading}
        locale={{ emptyText: t('empty') }}
        columns={[
          {
            title: t('model'),
            render: (_, m) => (
              <Space>
                {m.model}
                {isSeriesModel(m.model) && <Tag>{t('seriesOwn')}</Tag>}
              </Space>
            ),
          },
          { title: t('series'), width: 100, render: (_, m) => t(`series.${m.series}`) },
          ...CAPACITY_KINDS.map((kind) => ({
            title: t(kind),
            width: 104,
            align: 'right' as const,
            render: (_: unknown, m: GatewayModelView) => m[kind].toLocaleString(),
          })),
          { title: t('gateways'), dataIndex: 'gateways', width: 104, align: 'right' as const },
          { title: t('remark'), dataIndex: 'remark', ellipsis: true },
          {
            title: t('actions'),
            width: 150,
            render: (_, m) => (
              <RowActions
                name={m.model}
                onEdit={() => setEditing(m)}
                {...(isSeriesModel(m.model) ? {} : { onDelete: () => remove(m.model) })}
                canDelete={m.gateways === 0}
              />
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <ModelDialog
          model={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void paged.reload()
          }}
        />
      )}
    </div>
  )
}
