// A project's permissions (query, add, edit, delete; at most 10, platform spec §6 and DESIGN.md) and
// its users, each holding one permission (`project/pmsn/*`).
import { Button, Checkbox, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { CallArgs } from '../../../core/api/index.ts'
import type { EndpointPath } from '../../../schemas/api/endpoints.ts'
import type { PermissionEditBody } from '../../../schemas/api/project.ts'
import {
  PROJECT_ACTIONS,
  type ProjectAction,
  type ProjectPermission,
} from '../../../schemas/entities/project.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

export const MAX_PERMISSIONS = 10

/** `project/pmsn/edit` replaces a permission's accounts with `accountIds`: its users with one more or one less. */
export function usersEdit(
  p: ProjectPermission,
  change: { add: string } | { remove: string },
): PermissionEditBody {
  const current = p.users.map((u) => u.accountId)
  const accountIds =
    'add' in change ? [...new Set([...current, change.add])] : current.filter((id) => id !== change.remove)
  return { id: p.id, accountIds }
}

export function UsersTab({ projectId }: { projectId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('projects')
  const { run } = useAction()
  const perms = useQueryCall('project/pmsn/query', { projectId })
  const free = useQueryCall('project/pmsn/queryNoPmsnUser', {
    projectId,
  })
  const reload = () => Promise.all([perms.reload(), free.reload()])
  const call = <P extends EndpointPath>(path: P, ...args: CallArgs<P>) =>
    run(() => api.call(path, ...args)).then(reload)
  const list = perms.data ?? []
  return (
    <>
      <Form
        layout="inline"
        style={{ marginBottom: 12 }}
        onFinish={(v: { title: string; actions?: ProjectAction[] }) =>
          call('project/pmsn/add', { projectId, title: v.title, actions: v.actions ?? [] })
        }
      >
        <Form.Item name="title" rules={[requiredRule(t)]}>
          <Input placeholder={t('permissionTitle')} />
        </Form.Item>
        <Form.Item name="actions">
          <Checkbox.Group options={PROJECT_ACTIONS.map((a) => ({ value: a, label: t(`action.${a}`) }))} />
        </Form.Item>
        <Button
          htmlType="submit"
          disabled={list.length >= MAX_PERMISSIONS}
          title={t('maxPermissions', { n: MAX_PERMISSIONS })}
        >
          {t('common.add')}
        </Button>
      </Form>
      <Table<ProjectPermission>
        rowKey="id"
        size="small"
        loading={perms.loading}
        dataSource={list}
        pagination={false}
        columns={[
          { title: t('permission'), dataIndex: 'title' },
          {
            title: t('actions'),
            dataIndex: 'actions',
            render: (a: string[]) => a.map((x) => t(`action.${x}`)).join(' / '),
          },
          {
            title: t('user'),
            render: (_, p) =>
              p.users.map((u) => (
                <Tag
                  key={u.accountId}
                  closable
                  onClose={(e) => {
                    e.preventDefault()
                    void call('project/pmsn/edit', usersEdit(p, { remove: u.accountId }))
                  }}
                >
                  {u.loginname}
                </Tag>
              )),
          },
          {
            title: '',
            render: (_, p) => (
              <Space>
                <Select
                  size="small"
                  style={{ width: 160 }}
                  placeholder={t('addUser')}
                  options={(free.data ?? []).map((u) => ({ value: u.accountId, label: u.loginname }))}
                  value={null}
                  onChange={(accountId: string) =>
                    call('project/pmsn/edit', usersEdit(p, { add: accountId }))
                  }
                />
                <Popconfirm
                  title={t('common.delete')}
                  onConfirm={() => call('project/pmsn/delete', { id: p.id })}
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
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('maxPermissions', { n: MAX_PERMISSIONS })}
      </Typography.Paragraph>
    </>
  )
}
