// A project's memory variables (platform spec §3, §7 `project/mvar/*`): sum, avg, min, max of signals or
// a custom formula with signals as placeholders, checked by `validFormulaVar`.
import { Button, Form, Input, Popconfirm, Select, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQuery } from '../shared/useAction.ts'

const KINDS = ['sum', 'avg', 'min', 'max', 'custom'] as const

interface Mvar {
  id: string
  name: string
  kind: string
  formula: string
}

export function MvarsTab({ projectId }: { projectId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('projects')
  const { run } = useAction()
  const mvars = useQuery<Mvar[]>('project/mvar/query', { projectId })
  const add = async (v: { name: string; kind: string; formula?: string }) => {
    const body = { projectId, ...v, formula: v.formula ?? '' }
    await run(async () => {
      if (v.kind === 'custom') await api.post('project/mvar/validFormulaVar', body)
      return api.post('project/mvar/add', body)
    })
    await mvars.reload()
  }
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 12 }} onFinish={add} initialValues={{ kind: 'sum' }}>
        <Form.Item name="name" rules={[requiredRule(t)]}>
          <Input placeholder={t('mvarName')} />
        </Form.Item>
        <Form.Item name="kind">
          <Select style={{ width: 110 }} options={KINDS.map((k) => ({ value: k, label: k }))} />
        </Form.Item>
        <Form.Item name="formula">
          <Input placeholder={t('formula')} style={{ width: 220 }} />
        </Form.Item>
        <Button htmlType="submit">{t('common.add')}</Button>
      </Form>
      <Table<Mvar>
        rowKey="id"
        size="small"
        loading={mvars.loading}
        dataSource={mvars.data ?? []}
        pagination={false}
        columns={[
          { title: t('mvarName'), dataIndex: 'name' },
          { title: t('mvarKind'), dataIndex: 'kind' },
          { title: t('formula'), dataIndex: 'formula' },
          {
            title: '',
            render: (_, m) => (
              <Popconfirm
                title={t('common.delete')}
                onConfirm={() => run(() => api.post('project/mvar/delete', { id: m.id })).then(mvars.reload)}
              >
                <Button size="small" type="link" danger>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  )
}
