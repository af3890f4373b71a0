// The enterprise's roles (platform spec §2 `orgal/role`, §3, §6): name, uuid, the permission keys each
// grants and a remark, 10 per page (`org/role/query`); add and edit in a dialog with the keys of every
// registered screen plugin as a tree grouped by plugin (`org/role/add | edit`; a uuid taken: 3401);
// delete after a confirmation (`org/role/delete`; a role accounts hold: 10004).
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag, Tooltip, Tree } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RoleUuid } from '../../../schemas/api/org.ts'
import type { Role } from '../../../schemas/entities/org.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule, schemaRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { LoadFailed } from './load-failed.tsx'
import { type PermissionGroup, permissionGroups, permissionTitles, serverKnows } from './permissions.ts'

const GROUP_PREFIX = 'group:'
/** How many of a role's keys the list shows before "+n". */
const SHOWN_KEYS = 4

/** The keys of every registered screen plugin (and the extra `held` ones) in the current language. */
function usePermissionGroups(held: readonly string[]): PermissionGroup[] {
  const { screens, lang } = useServices()
  const { t } = useTranslation('orgal')
  const heldKey = held.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: heldKey stands for held
  return useMemo(
    () => permissionGroups(screens, lang, held, t('otherPermissions')),
    [screens, lang, heldKey, t],
  )
}

/** A checkable tree of the permission keys by plugin; `value` and `onChange` carry the checked keys. */
export function PermissionTree({
  groups,
  value = [],
  onChange,
}: {
  groups: readonly PermissionGroup[]
  value?: string[]
  onChange?: (keys: string[]) => void
}) {
  const { t } = useTranslation('orgal')
  const treeData = groups.map((g) => ({
    key: `${GROUP_PREFIX}${g.id}`,
    title: <span data-testid={`perm-group-${g.id}`}>{g.title}</span>,
    children: g.items.map((i) => ({
      key: i.key,
      disableCheckbox: !i.known,
      title: (
        <span data-testid={`perm-${i.key}`}>
          {i.title}
          {!i.known && t('unknownKey')}
        </span>
      ),
    })),
  }))
  return (
    <div
      style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6 }}
    >
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked
          onChange?.(keys.map(String).filter((k) => !k.startsWith(GROUP_PREFIX)))
        }}
      />
    </div>
  )
}

interface RoleValues {
  uuid: string
  name: string
  remark?: string
  auths?: string[]
}

/** What add and edit send: the fields, and only the keys the server takes in a role. */
const roleBody = (v: RoleValues) => ({
  uuid: v.uuid.trim(),
  name: v.name.trim(),
  remark: v.remark?.trim() ?? '',
  auths: (v.auths ?? []).filter(serverKnows),
})

/** A fresh uuid for a new role (crypto.randomUUID needs a secure context; this does not). */
const newUuid = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')

function RoleDialog({ role, onClose }: { role: Role | undefined; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('orgal')
  const groups = usePermissionGroups(role?.auths ?? [])
  return (
    <FormDialog<RoleValues>
      title={role ? t('editRole') : t('addRole')}
      testId="role-dialog"
      initialValues={role ? { ...role, auths: [...role.auths] } : { uuid: newUuid(), auths: [] }}
      submit={(v) =>
        role
          ? api.call('org/role/edit', { id: role.id, ...roleBody(v) })
          : api.call('org/role/add', roleBody(v))
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={t('roleName')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="role-name" />
      </Form.Item>
      <Form.Item
        name="uuid"
        label={t('uuid')}
        extra={t('uuidHint')}
        rules={[requiredRule(t), schemaRule(RoleUuid, t('uuidPattern'))]}
      >
        <Input maxLength={64} data-testid="role-uuid" />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')}>
        <Input maxLength={200} data-testid="role-remark" />
      </Form.Item>
      <Form.Item name="auths" label={t('permissions')}>
        <PermissionTree groups={groups} />
      </Form.Item>
    </FormDialog>
  )
}

function RoleKeys({ auths, titles }: { auths: readonly string[]; titles: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('orgal')
  if (auths.length === 0) return <Tag>{t('noPermissions')}</Tag>
  const title = (key: string) => titles.get(key) ?? key
  const rest = auths.slice(SHOWN_KEYS)
  return (
    <Space size={[0, 4]} wrap>
      {auths.slice(0, SHOWN_KEYS).map((key) => (
        <Tag key={key}>{title(key)}</Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map(title).join(', ')}>
          <Tag>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Space>
  )
}

export function Roles() {
  const { api } = useServices()
  const { t } = useTranslation('orgal')
  const { run } = useAction()
  const [keyword, setKeyword] = useState('')
  const roles = usePagedCall('org/role/query', { keyword: keyword || undefined })
  const [editing, setEditing] = useState<Role | 'new'>()
  const titles = permissionTitles(usePermissionGroups([]))
  const remove = async (role: Role) => {
    if ((await run(() => api.call('org/role/delete', { id: role.id }))) !== undefined) await roles.reload()
  }

  return (
    <Card
      data-testid="role-list"
      title={t('title.role')}
      extra={
        <Space>
          <Input.Search allowClear placeholder={t('searchRole')} onSearch={setKeyword} />
          <Button type="primary" onClick={() => setEditing('new')} data-testid="role-add">
            {t('addRole')}
          </Button>
        </Space>
      }
    >
      {roles.error !== undefined ? (
        <LoadFailed error={roles.error} onRetry={() => void roles.reload()} />
      ) : (
        <Table<Role>
          rowKey="id"
          loading={roles.loading}
          dataSource={roles.rows}
          pagination={roles.pagination}
          locale={{ emptyText: t('noRoles') }}
          columns={[
            { title: t('roleName'), dataIndex: 'name' },
            { title: t('uuid'), dataIndex: 'uuid' },
            {
              title: t('permissions'),
              dataIndex: 'auths',
              render: (auths: string[]) => <RoleKeys auths={auths} titles={titles} />,
            },
            { title: t('remark'), dataIndex: 'remark' },
            {
              title: t('actions'),
              render: (_, r) => (
                <Space>
                  <Button type="link" onClick={() => setEditing(r)} data-testid={`role-edit-${r.uuid}`}>
                    {t('common.edit')}
                  </Button>
                  <Popconfirm title={t('deleteRole', { name: r.name })} onConfirm={() => remove(r)}>
                    <Button type="link" danger data-testid={`role-delete-${r.uuid}`}>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <RoleDialog
          role={editing === 'new' ? undefined : editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void roles.reload()
          }}
        />
      )}
    </Card>
  )
}
