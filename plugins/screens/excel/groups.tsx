// `/manage/excel/group`: the report groups as a tree (`excel/group/query`); add at the top or under the
// selected group, rename, move by dragging onto another group (`excel/group/add|edit`), delete after a
// confirmation (`excel/group/delete`). `groupTree` also feeds the report list's filter and the monitor
// side's report tree.
import { Button, Card, Empty, Form, Input, Popconfirm, Result, Space } from 'antd'
import type { DataNode } from 'antd/es/tree'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExcelGroup } from '../../../schemas/api/excel.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { GroupTree } from '../shared/group-tree.tsx'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

/** The groups under `parentId` as antd tree nodes, each with its `extra` children after its subgroups. */
export function groupTree(
  groups: readonly ExcelGroup[],
  parentId: string | null = null,
  extra: (groupId: string) => DataNode[] = () => [],
  title: (g: ExcelGroup) => ReactNode = (g) => <span data-testid={`excel-group-${g.name}`}>{g.name}</span>,
): DataNode[] {
  return groups
    .filter((g) => g.parentId === parentId)
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    .map((g) => ({
      key: g.id,
      title: title(g),
      children: [...groupTree(groups, g.id, extra, title), ...extra(g.id)],
    }))
}

/** A failed load: its reason was toasted; this offers to ask again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('excel')
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      extra={<Button onClick={retry}>{t('retry')}</Button>}
      data-testid="excel-load-failed"
    />
  )
}

type Dialog = { mode: 'add' | 'rename'; parentId?: string }

export function ExcelGroups() {
  const { t } = useTranslation('excel')
  const { api } = useServices()
  const { run } = useAction()
  const groups = useQueryCall('excel/group/query')
  const [selected, setSelected] = useState<string>()
  const [dialog, setDialog] = useState<Dialog>()
  const current = groups.data?.find((g) => g.id === selected)
  const tree = useMemo(() => groupTree(groups.data ?? []), [groups.data])
  const remove = async () => {
    if (!selected) return
    if ((await run(() => api.call('excel/group/delete', { id: selected }))) !== undefined) {
      setSelected(undefined)
      await groups.reload()
    }
  }
  const move = (id: string, parentId: string) =>
    run(() => api.call('excel/group/edit', { id, parentId })).then(async (done) => {
      if (done !== undefined) await groups.reload()
    })

  if (groups.error && !groups.data) return <LoadFailed retry={groups.reload} />
  return (
    <Card title={t('groups')} loading={groups.loading && !groups.data} data-testid="excel-groups">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setDialog({ mode: 'add' })} data-testid="excel-group-add">
          {t('addGroup')}
        </Button>
        <Button disabled={!selected} onClick={() => setDialog({ mode: 'add', parentId: selected })}>
          {t('addChild')}
        </Button>
        <Button disabled={!selected} onClick={() => setDialog({ mode: 'rename' })}>
          {t('rename')}
        </Button>
        <Popconfirm title={t('confirmDeleteGroup')} onConfirm={remove} disabled={!selected}>
          <Button danger disabled={!selected} data-testid="excel-group-delete">
            {t('delete')}
          </Button>
        </Popconfirm>
      </Space>
      {tree.length === 0 ? (
        <Empty description={t('noGroups')} />
      ) : (
        <GroupTree
          groups={groups.data}
          treeData={tree}
          selected={selected}
          onSelect={setSelected}
          onMove={(id, parentId) => void move(id, parentId)}
          style={{ maxWidth: 560 }}
        />
      )}
      {dialog && (
        <FormDialog<{ name: string }>
          title={dialog.mode === 'rename' ? t('rename') : dialog.parentId ? t('addChild') : t('addGroup')}
          testId="excel-group-form"
          initialValues={dialog.mode === 'rename' ? { name: current?.name } : {}}
          submit={(v) =>
            dialog.mode === 'rename' && selected
              ? api.call('excel/group/edit', { id: selected, name: v.name })
              : api.call('excel/group/add', {
                  name: v.name,
                  ...(dialog.parentId ? { parentId: dialog.parentId } : {}),
                })
          }
          onClose={(saved) => {
            setDialog(undefined)
            if (saved) void groups.reload()
          }}
        >
          <Form.Item
            name="name"
            label={t('groupName')}
            rules={[{ required: true, whitespace: true, max: 64 }]}
          >
            <Input data-testid="excel-group-name" />
          </Form.Item>
        </FormDialog>
      )}
    </Card>
  )
}
