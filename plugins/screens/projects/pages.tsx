// A project's pages (platform spec §3 "Project"): main or sub page, the start page, an optional page
// password (no commas, no spaces); each opens in the designer, the runtime or its preview.
import { Button, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pagePassword } from '../../../core/validation/index.ts'
import type { PageSummary } from '../../../schemas/entities/project.ts'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQuery } from '../shared/useAction.ts'

export function PagesTab({ projectId }: { projectId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('projects')
  const { run } = useAction()
  const pages = useQuery<PageSummary[]>('project/page/query', { projectId })
  const call = (path: string, body: Record<string, string | boolean>) =>
    run(() => api.post(path, body)).then(pages.reload)
  return (
    <>
      <Form
        layout="inline"
        style={{ marginBottom: 12 }}
        initialValues={{ kind: 'main' }}
        onFinish={(v: { title: string; kind: string }) => call('project/page/add', { projectId, ...v })}
      >
        <Form.Item name="title" rules={[requiredRule(t)]}>
          <Input placeholder={t('pageTitle')} />
        </Form.Item>
        <Form.Item name="kind">
          <Select
            style={{ width: 120 }}
            options={['main', 'sub'].map((k) => ({ value: k, label: t(`kind.${k}`) }))}
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
            title: t('pageTitle'),
            dataIndex: 'title',
            render: (v: string, p) =>
              p.isStart ? (
                <Space>
                  {v}
                  <Tag color="blue">{t('start')}</Tag>
                </Space>
              ) : (
                v
              ),
          },
          { title: t('kind'), dataIndex: 'kind', render: (k: string) => t(`kind.${k}`) },
          {
            title: t('password'),
            render: (_, p) => (
              <Form
                layout="inline"
                onFinish={(v: { password?: string }) =>
                  call('project/page/editPwd', { id: p.id, password: v.password ?? '' })
                }
              >
                <Form.Item name="password" rules={[ruleOf(pagePassword, t)]} style={{ marginBottom: 0 }}>
                  <Input.Password
                    size="small"
                    style={{ width: 140 }}
                    placeholder={p.hasPassword ? '••••' : ''}
                  />
                </Form.Item>
                <Button size="small" htmlType="submit">
                  {t('common.save')}
                </Button>
              </Form>
            ),
          },
          {
            title: t('actions'),
            render: (_, p) => (
              <Space>
                <Link to={`/manage/project/${projectId}/designer/${p.id}`}>{t('design')}</Link>
                <Link to={`/monitor/project/${projectId}/page/${p.id}`}>{t('open')}</Link>
                <Link to={`/monitor/project/${projectId}/preview/${p.id}`}>{t('preview')}</Link>
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
