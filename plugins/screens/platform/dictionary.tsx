// The data dictionary (issue 35, `system/dict/*`): every typed system parameter with its value in force,
// its default and bounds, edited in place; the server checks the type and bounds (10002, 10001) and the
// change applies at once, without a restart. A secret is never shown back, only whether it is set.
import { Alert, Button, Card, Input, InputNumber, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ParamView } from '../../../schemas/entities/platform.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

function ValueEditor({ param, onSaved }: { param: ParamView; onSaved: () => void }) {
  const { t } = useTranslation('platform')
  const { api } = useServices()
  const { run, busy } = useAction()
  const [value, setValue] = useState<string>(param.type === 'secret' ? '' : param.value)
  const save = async () => {
    if (
      (await run(() => api.call('system/dict/edit', { key: param.key, value: value.trim() }))) !== undefined
    )
      onSaved()
  }
  const input =
    param.type === 'integer' ? (
      <InputNumber
        value={value === '' ? null : Number(value)}
        onChange={(v) => setValue(v === null ? '' : String(v))}
        precision={0}
        style={{ width: 160 }}
        data-testid={`dict-input-${param.key}`}
      />
    ) : param.type === 'secret' ? (
      <Input.Password
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="new-password"
        placeholder={param.set ? t('secretSet') : t('notSet')}
        style={{ width: 320 }}
        data-testid={`dict-input-${param.key}`}
      />
    ) : (
      <Input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={param.type === 'url' ? 'https://' : ''}
        style={{ width: 320 }}
        data-testid={`dict-input-${param.key}`}
      />
    )
  return (
    <Space>
      {input}
      <Button onClick={save} loading={busy} data-testid={`dict-save-${param.key}`}>
        {t('save')}
      </Button>
    </Space>
  )
}

export function Dictionary() {
  const { t } = useTranslation('platform')
  const params = useQueryCall('system/dict/query', {})
  const range = (p: ParamView) =>
    p.min !== undefined && p.max !== undefined
      ? `${p.min.toLocaleString()} – ${p.max.toLocaleString()}${p.unit ? ` ${t(`unit.${p.unit}`)}` : ''}`
      : ''
  return (
    <Card title={t('dictTitle')} data-testid="dictionary">
      <Alert type="info" showIcon message={t('dictHint')} style={{ marginBottom: 16 }} />
      <Table<ParamView>
        rowKey="key"
        dataSource={params.data ?? []}
        loading={params.loading}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={[
          {
            title: t('key'),
            width: 280,
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                {t(`param.${p.key}`, { defaultValue: p.key })}
                <code style={{ fontSize: 12, color: '#888' }}>{p.key}</code>
              </Space>
            ),
          },
          {
            title: t('value'),
            render: (_, p) => (
              <Space direction="vertical" size={2}>
                <ValueEditor key={`${p.key}:${p.value}:${p.set}`} param={p} onSaved={params.reload} />
                {!p.set && <Tag>{t('usingDefault')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('default'),
            width: 160,
            render: (_, p) => (p.default === '' ? '—' : p.default),
          },
          { title: t('range'), width: 200, render: (_, p) => range(p) },
        ]}
      />
    </Card>
  )
}
