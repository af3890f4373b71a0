// A project's memory variables (platform spec §3, §7 `project/mvar/*`, 10 per page): the sum, avg, min
// or max of signals of the project's devices, or a custom formula naming signals as {equipId.signalId}
// placeholders, checked by `project/mvar/validFormulaVar` before it is saved.
import { Button, Form, Input, Popconfirm, Select, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import type { MvarAddBody } from '../../../schemas/api/project-mvar.ts'
import { CALC_TYPES, type CalcType, type MemoryVariable } from '../../../schemas/entities/mvar.ts'
import type { SignalLookup } from '../../../schemas/entities/project.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

export interface MvarForm {
  name: string
  calcType: CalcType
  formula?: string
  signalIds?: string[]
}

/** The add body: a custom variable takes its formula, the others their input signals. */
export function mvarBody(projectId: string, v: MvarForm): MvarAddBody {
  const { name, calcType } = v
  return calcType === 'custom'
    ? { projectId, name, calcType, formula: v.formula ?? '' }
    : { projectId, name, calcType, signalIds: v.signalIds ?? [] }
}

const signalLabel = (s: Pick<SignalLookup, 'equipTitle' | 'signalTitle'>) =>
  `${s.equipTitle} · ${s.signalTitle}`

export function MvarsTab({ projectId }: { projectId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('projects')
  const { run } = useAction()
  const [form] = Form.useForm<MvarForm>()
  const calcType = Form.useWatch('calcType', form)
  const mvars = usePagedCall('project/mvar/query', { projectId })
  const signals = useQueryCall('project/signal/query', { projectId })
  const names = new Map((signals.data ?? []).map((s) => [s.signalId, signalLabel(s)]))

  const add = async (v: MvarForm) => {
    const body = mvarBody(projectId, v)
    const done = await run(async () => {
      if (body.calcType === 'custom')
        await api.call('project/mvar/validFormulaVar', { projectId, formula: body.formula ?? '' })
      return api.call('project/mvar/add', body)
    })
    if (done === undefined) return
    form.resetFields()
    await mvars.reload()
  }
  return (
    <>
      <Form<MvarForm>
        form={form}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={add}
        initialValues={{ calcType: 'sum' }}
      >
        <Form.Item name="name" rules={[requiredRule(t)]}>
          <Input placeholder={t('mvarName')} maxLength={64} />
        </Form.Item>
        <Form.Item name="calcType">
          <Select
            style={{ width: 120 }}
            options={CALC_TYPES.map((k) => ({ value: k, label: t(`calc.${k}`) }))}
          />
        </Form.Item>
        {calcType === 'custom' ? (
          <Form.Item name="formula" rules={[requiredRule(t)]} extra={t('formulaHint')}>
            <Input placeholder={t('formula')} style={{ width: 280 }} />
          </Form.Item>
        ) : (
          <Form.Item name="signalIds" rules={[{ required: true, message: t('validation.required') }]}>
            <Select
              mode="multiple"
              placeholder={t('signals')}
              style={{ minWidth: 280 }}
              showSearch={{ optionFilterProp: 'label' }}
              options={[...names].map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        )}
        <Button htmlType="submit">{t('common.add')}</Button>
      </Form>
      <Table<MemoryVariable>
        rowKey="id"
        size="small"
        loading={mvars.loading}
        dataSource={mvars.rows}
        pagination={mvars.pagination}
        columns={[
          { title: t('mvarName'), dataIndex: 'name' },
          { title: t('mvarKind'), dataIndex: 'calcType', render: (k: string) => t(`calc.${k}`) },
          {
            title: t('inputs'),
            render: (_, m) =>
              m.calcType === 'custom'
                ? m.formula
                : m.signals.map((s) => names.get(s.signalId) ?? `${s.equipId}.${s.signalId}`).join(', '),
          },
          {
            title: '',
            render: (_, m) => (
              <Space>
                <Popconfirm
                  title={t('common.delete')}
                  onConfirm={() =>
                    run(() => api.call('project/mvar/delete', { id: m.id })).then(mvars.reload)
                  }
                >
                  <Button size="small" type="link" danger>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  )
}
