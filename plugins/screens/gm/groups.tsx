// GM groups (`/monitor/gm/group`, issue 36): the operator's own groups of gateways across enterprises,
// with their gateway counts; add, rename, delete (after a confirmation); each opens the GM list filtered
// by it, where ticked gateways are put in or taken out.
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

interface Group {
  id: string
  name: string
  count: number
}

function NameDialog({ group, onClose }: { group?: Group; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('gm')
  return (
    <FormDialog<{ name: string }>
      title={group ? t('rename') : t('addGroup')}
      testId="gm-group-dialog"
      initialValues={{ name: group?.name ?? '' }}
      submit={({ name }) =>
        group
          ? api.call('gm/group/edit', { groupId: group.id, name: name.trim() })
          : api.call('gm/group/add', { name: name.trim() })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="gm-group-name" />
      </Form.Item>
    </FormDialog>
  )
}

export function GmGroups() {
  const { api } = useServices()
  const { t } = useTranslation('gm')
  const { run } = useAction()
  const groups = useQueryCall('gm/group/query', {})
  const [editing, setEditing] = useState<Group | 'new'>()
  const remove = async (g: Group) => {
    if ((await run(() => api.call('gm/group/delete', { groupId: g.id }))) !== undefined) await groups.reload()
  }
  return (
    <Card
      data-testid="gm-groups"
      title={t('groups')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="gm-group-add">
          {t('addGroup')}
        </Button>
      }
    >
      {groups.error !== undefined ? (
        <Alert type="error" title={t('loadFailed')} />
      ) : (
        <Table<Group>
          rowKey="id"
          loading={groups.loading}
          dataSource={groups.data}
          pagination={false}
          locale={{ emptyText: t('noGroups') }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            { title: t('count'), dataIndex: 'count', align: 'right', width: 140 },
            {
              title: t('actions'),
              width: 280,
              render: (_, g) => (
                <Space>
                  <Link to={`/monitor/gm/list?group=${encodeURIComponent(g.id)}`}>{t('showList')}</Link>
                  <Button type="link" onClick={() => setEditing(g)}>
                    {t('rename')}
                  </Button>
                  <Popconfirm title={t('deleteConfirm', { name: g.name })} onConfirm={() => remove(g)}>
                    <Button type="link" danger>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <NameDialog
          group={editing === 'new' ? undefined : editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void groups.reload()
          }}
        />
      )}
    </Card>
  )
}
