// The configuration pages of an owner (a project, a device or a template — `project/page/*` with its
// id field): add a main or sub page, list them with the start page marked, make one the start page,
// delete one; the owner's screen adds its links (designer, runtime, preview) and any extra column.
import { Button, Form, Input, Popconfirm, Select, Space, Table, type TableColumnType, Tag } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallArgs } from '../../../core/api/index.ts'
import type { EndpointBody, EndpointPath } from '../../../schemas/api/endpoints.ts'
import type { PageSummary } from '../../../schemas/entities/project.ts'
import { requiredRule } from './rules.ts'
import { useServices } from './services.tsx'
import { useAction, useQueryCall } from './useAction.ts'

export type PageCall = <P extends EndpointPath>(path: P, ...args: CallArgs<P>) => Promise<void>

const KINDS = ['main', 'sub'] as const

export function PagesTable({
  owner,
  ns,
  links,
  extraColumns = () => [],
}: {
  /** the owner's id field, e.g. `{ projectId }` */
  owner: EndpointBody<'project/page/query'>
  /** the screen's text namespace, holding PAGE_TABLE_TEXTS */
  ns: string
  links: (page: PageSummary) => ReactNode
  extraColumns?: (call: PageCall) => TableColumnType<PageSummary>[]
}) {
  const { api } = useServices()
  const { t } = useTranslation(ns)
  const { run } = useAction()
  const pages = useQueryCall('project/page/query', owner)
  const call: PageCall = async (path, ...args) => {
    await run(() => api.call(path, ...args))
    await pages.reload()
  }
  return (
    <>
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        initialValues={{ kind: 'main' }}
        onFinish={(v: { title: string; kind: (typeof KINDS)[number] }) =>
          call('project/page/add', { ...owner, ...v })
        }
      >
        <Form.Item name="title" rules={[requiredRule(t)]}>
          <Input placeholder={t('page.title')} maxLength={64} />
        </Form.Item>
        <Form.Item name="kind">
          <Select
            style={{ width: 120 }}
            options={KINDS.map((k) => ({ value: k, label: t(`page.kind.${k}`) }))}
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
            title: t('page.title'),
            dataIndex: 'title',
            render: (v: string, p) => (
              <Space>
                {v}
                {p.isStart && <Tag color="blue">{t('page.start')}</Tag>}
              </Space>
            ),
          },
          { title: t('page.kind'), dataIndex: 'kind', render: (k: string) => t(`page.kind.${k}`) },
          ...extraColumns(call),
          {
            title: t('page.actions'),
            render: (_, p) => (
              <Space>
                {links(p)}
                {!p.isStart && p.kind === 'main' && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => call('project/page/setStart', { id: p.id })}
                  >
                    {t('page.setStart')}
                  </Button>
                )}
                <Popconfirm
                  title={t('page.deleteConfirm')}
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
