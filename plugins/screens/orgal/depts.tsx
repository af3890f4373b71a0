// The enterprise's departments (platform spec §2 `orgal/dept`, §3) as a tree built from the flat list
// `org/dept/query` answers: add a top-level or a sub-department (`org/dept/add` with parentId), edit a
// department's name, sort order and remark (`org/dept/edit`), delete one after a confirmation
// (`org/dept/delete`; one with sub-departments or accounts: 10004).
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Spin,
  Tree,
  type TreeDataNode,
} from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Department } from '../../../schemas/entities/org.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { buildDeptTree, type DeptNode, parentIds } from './dept-tree.ts'
import { LoadFailed } from './load-failed.tsx'

interface DeptValues {
  name: string
  sort?: number | null
  remark?: string
}

/** What add and edit send (sort only when given). */
const deptFields = (v: DeptValues) => ({
  name: v.name.trim(),
  remark: v.remark?.trim() ?? '',
  ...(typeof v.sort === 'number' && { sort: v.sort }),
})

/** Adding under `parent` (undefined: at the top), or editing `dept`. */
type Editing = { kind: 'add'; parent: Department | undefined } | { kind: 'edit'; dept: Department }

function DeptDialog({ editing, onClose }: { editing: Editing; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('orgal')
  const title =
    editing.kind === 'edit'
      ? t('renameDept')
      : editing.parent
        ? t('addChildOf', { name: editing.parent.name })
        : t('addDept')
  return (
    <FormDialog<DeptValues>
      title={title}
      testId="dept-dialog"
      initialValues={editing.kind === 'edit' ? editing.dept : {}}
      submit={(v) =>
        editing.kind === 'edit'
          ? api.call('org/dept/edit', { id: editing.dept.id, ...deptFields(v) })
          : api.call('org/dept/add', {
              ...deptFields(v),
              ...(editing.parent && { parentId: editing.parent.id }),
            })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={t('deptName')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="dept-name" />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')}>
        <Input maxLength={200} data-testid="dept-remark" />
      </Form.Item>
    </FormDialog>
  )
}

export function Departments() {
  const { api } = useServices()
  const { t } = useTranslation('orgal')
  const { run } = useAction()
  const depts = useQueryCall('org/dept/query')
  const tree = useMemo(() => buildDeptTree(depts.data ?? []), [depts.data])
  /** Departments the user folded; every other one with sub-departments stays open. */
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set())
  const [editing, setEditing] = useState<Editing>()
  const expandable = parentIds(tree)
  const remove = async (dept: Department) => {
    if ((await run(() => api.call('org/dept/delete', { id: dept.id }))) !== undefined) await depts.reload()
  }

  const node = ({ dept, children }: DeptNode): TreeDataNode => ({
    key: dept.id,
    children: children.map(node),
    title: (
      <Space data-testid={`dept-${dept.name}`}>
        <span>{dept.name}</span>
        <Button
          size="small"
          type="link"
          onClick={() => setEditing({ kind: 'add', parent: dept })}
          data-testid="dept-add-child"
        >
          {t('addChild')}
        </Button>
        <Button
          size="small"
          type="link"
          onClick={() => setEditing({ kind: 'edit', dept })}
          data-testid="dept-edit"
        >
          {t('rename')}
        </Button>
        <Popconfirm title={t('deleteDept', { name: dept.name })} onConfirm={() => remove(dept)}>
          <Button size="small" type="link" danger data-testid="dept-delete">
            {t('common.delete')}
          </Button>
        </Popconfirm>
      </Space>
    ),
  })

  const body = () => {
    if (depts.error !== undefined && !depts.data)
      return <LoadFailed error={depts.error} onRetry={() => void depts.reload()} />
    if (depts.loading && !depts.data) return <Spin />
    if (tree.length === 0) return <Empty description={t('noDepts')} />
    return (
      <Tree
        blockNode
        selectable={false}
        treeData={tree.map(node)}
        expandedKeys={expandable.filter((id) => !folded.has(id))}
        onExpand={(open) => setFolded(new Set(expandable.filter((id) => !open.includes(id))))}
      />
    )
  }

  return (
    <Card
      data-testid="dept-tree"
      title={t('title.dept')}
      extra={
        <Button
          type="primary"
          onClick={() => setEditing({ kind: 'add', parent: undefined })}
          data-testid="dept-add"
        >
          {t('addDept')}
        </Button>
      }
    >
      {body()}
      {editing && (
        <DeptDialog
          editing={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void depts.reload()
          }}
        />
      )}
    </Card>
  )
}
