// The configuration pages of a device or a template (`project/page/*` with `equipmentId` or
// `templateId`): list, add, delete, start page; each opens in the designer, a device's also at runtime.
import { Button, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PageSummary } from '../../../schemas/entities/project.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQuery } from '../shared/useAction.ts'
import type { ConfigOwner } from './config-kinds.ts'

const designerPath = (owner: ConfigOwner, pageId: string) =>
  'equipmentId' in owner
    ? `/manage/eg/${owner.equipmentId}/designer/${pageId}`
    : `/manage/template/${owner.templateId}/designer/${pageId}`

export function PagesTab({ owner }: { owner: ConfigOwner }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run } = useAction()
  const pages = useQuery<PageSummary[]>('project/page/query', owner)
  const call = (path: string, body: Record<string, string>) =>
    run(() => api.post(path, body)).then(pages.reload)
  return (
    <>
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        initialValues={{ kind: 'main' }}
        onFinish={(v: { title: string; kind: string }) => call('project/page/add', { ...owner, ...v })}
      >
        <Form.Item name="title" rules={[requiredRule(t)]}>
          <Input placeholder={t('title')} maxLength={64} />
        </Form.Item>
        <Form.Item name="kind">
          <Select
            style={{ width: 120 }}
            options={['main', 'sub'].map((k) => ({ value: k, label: t(`pageKind.${k}`) }))}
          />
        </Form.Item>
        <Button htmlType="submit">{t('common.add')}</Button>
      </Form>
      <Table<PageSummary>
        rowKey="id"
        size="small"
        loading={pages.loading}
        dataSource={pages.data ?? []}
        pagination={false}
        columns={[
          {
            title: t('title'),
            dataIndex: 'title',
            render: (v: string, p) => (
              <Space>
                {v}
                {p.isStart && <Tag color="blue">{t('startPage')}</Tag>}
              </Space>
            ),
          },
          { title: t('type'), dataIndex: 'kind', render: (k: string) => t(`pageKind.${k}`) },
          {
            title: t('actions'),
            render: (_, p) => (
              <Space>
                <Link to={designerPath(owner, p.id)}>{t('design')}</Link>
                {'equipmentId' in owner && <Link to={`/monitor/eg/detail/page/${p.id}/0`}>{t('open')}</Link>}
                {!p.isStart && p.kind === 'main' && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => call('project/page/setStart', { id: p.id })}
                  >
                    {t('setStart')}
                  </Button>
                )}
                <Popconfirm
                  title={t('common.delete')}
                  onConfirm={() => call('project/page/delete', { id: p.id })}
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
