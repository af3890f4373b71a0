// The project list (platform spec §2, §7 `project/queryAll`), 10 per page; a project opens in a
// drawer with the tabs pages, users and permissions, memory variables and sharing. A project another
// enterprise granted to the caller's (issue 32) is marked with its grantor and only opens at its home page.
import { Button, Card, Drawer, Form, Input, Modal, message, Space, Table, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Project } from '../../../schemas/entities/project.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { MvarsTab } from './mvars.tsx'
import { PagesTab } from './pages.tsx'
import { ShareTab } from './share.tsx'
import { UsersTab } from './users.tsx'

/** Opens a granted project at its home page in the runtime (its configuration is not the caller's). */
function OpenGranted({ project }: { project: Project }) {
  const { api } = useServices()
  const { t } = useTranslation('projects')
  const { run, busy } = useAction()
  const navigate = useNavigate()
  const open = async () => {
    const pages = await run(() => api.call('project/page/query', { projectId: project.id }))
    if (!pages) return
    // the home page as the server names it (configuration/page/queryHome): the start page, else a main one
    const home = pages.find((p) => p.isStart) ?? pages.find((p) => p.kind === 'main') ?? pages[0]
    if (home) navigate(`/monitor/project/${project.id}/page/${home.id}`)
    else void message.info(t('noPages'))
  }
  return (
    <Button type="link" loading={busy} onClick={open} data-testid={`project-open-${project.id}`}>
      {t('open')}
    </Button>
  )
}

export function ProjectList() {
  const { api } = useServices()
  const { t } = useTranslation('projects')
  const { run, busy } = useAction()
  const { rows, loading, pagination, reload } = usePagedCall('project/queryAll')
  const [open, setOpen] = useState<Project | undefined>()
  const [adding, setAdding] = useState(false)
  const [form] = Form.useForm()
  const add = async (v: { name: string; remark?: string }) => {
    const done = await run(() => api.call('project/add', v))
    if (done !== undefined) {
      setAdding(false)
      await reload()
    }
  }
  return (
    <Card
      data-testid="project-list"
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      }
    >
      <Table<Project>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        columns={[
          {
            title: t('name'),
            dataIndex: 'name',
            render: (name: string, p) => (
              <Space size={6} wrap>
                {name}
                {p.grantedBy !== undefined && (
                  <Tag color="purple" data-testid={`project-granted-${p.id}`}>
                    {t('grantedBy', { name: p.grantedBy })}
                  </Tag>
                )}
              </Space>
            ),
          },
          { title: t('remark'), dataIndex: 'remark' },
          {
            title: t('actions'),
            render: (_, p) =>
              p.grantedBy !== undefined ? (
                <OpenGranted project={p} />
              ) : (
                <Button type="link" onClick={() => setOpen(p)}>
                  {t('manage')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('add')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={add}>
          <Form.Item name="name" label={t('name')} rules={[requiredRule(t)]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      <Drawer
        open={open !== undefined}
        title={open?.name}
        size="large"
        onClose={() => setOpen(undefined)}
        destroyOnHidden
      >
        {open && (
          <Tabs
            items={[
              { key: 'pages', label: t('tab.pages'), children: <PagesTab projectId={open.id} /> },
              { key: 'users', label: t('tab.users'), children: <UsersTab projectId={open.id} /> },
              { key: 'mvars', label: t('tab.mvars'), children: <MvarsTab projectId={open.id} /> },
              { key: 'share', label: t('tab.share'), children: <ShareTab projectId={open.id} /> },
            ]}
          />
        )}
      </Drawer>
    </Card>
  )
}
