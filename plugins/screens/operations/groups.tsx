// `/manage/eg/group` (platform spec §2, §3 Group: name, parent, devices, up to 10 levels; issue 21): the
// group tree (`monitor/group/query`); add at the top or under the selected group, rename, move by dragging
// a group onto another (`monitor/group/add|edit`; 1201 deeper than 10, 1202 over 500 under a parent),
// delete after a confirmation (`monitor/group/delete`, refused with 10004 while not empty). The selected
// group's devices are listed; devices join it through a picker or by dragging a device row onto a group
// in the tree (`monitor/group/assign`), and leave it the same way.
import { Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Select, Space, Table } from 'antd'
import type { DataNode } from 'antd/es/tree'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../shared/form-dialog.tsx'
import { GroupTree } from '../shared/group-tree.tsx'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

interface GroupRow {
  id: string
  name: string
  parentId: string | null
  depth: number
  deviceCount?: number
}
interface DeviceRow {
  id: string
  name: string
}
const DEVICE_DRAG = 'application/x-lfscada-device'

function treeOf(
  groups: readonly GroupRow[],
  parentId: string | null,
  drop: (groupId: string, e: React.DragEvent) => void,
): DataNode[] {
  return groups
    .filter((g) => g.parentId === parentId)
    .map((g) => ({
      key: g.id,
      title: (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged device rows; the picker is the keyboard way
        <span
          data-testid={`group-${g.name}`}
          onDragOver={(e) => e.dataTransfer.types.includes(DEVICE_DRAG) && e.preventDefault()}
          onDrop={(e) => drop(g.id, e)}
        >
          {g.name} ({g.deviceCount ?? 0})
        </span>
      ),
      children: treeOf(groups, g.id, drop),
    }))
}

export function Groups() {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { run } = useAction()
  const groups = useQueryCall('monitor/group/query')
  const [selected, setSelected] = useState<string>()
  const [dialog, setDialog] = useState<{ mode: 'add' | 'rename'; parentId?: string }>()
  const [picked, setPicked] = useState<string[]>([])
  const devices = usePagedCall('monitor/equipment/queryByGroup', { groupId: selected ?? '' })
  // the picker's devices: every device the user may see (the first 100, by name search in the picker)
  const all = useQueryCall('monitor/equipment/query', { pageSize: 100 })
  const current = groups.data?.find((g) => g.id === selected)

  const refresh = async () => {
    await groups.reload()
    await devices.reload()
  }
  const assign = async (groupId: string, equipmentIds: string[]) => {
    if (equipmentIds.length === 0) return
    if ((await run(() => api.call('monitor/group/assign', { groupId, equipmentIds }))) !== undefined) {
      setPicked([])
      await refresh()
    }
  }
  const dropDevice = (groupId: string, e: React.DragEvent) => {
    const id = e.dataTransfer.getData(DEVICE_DRAG)
    if (id) void assign(groupId, [id])
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: dropDevice only closes over stable calls
  const tree = useMemo(() => treeOf(groups.data ?? [], null, dropDevice), [groups.data])
  const remove = async () => {
    if (!selected) return
    if ((await run(() => api.call('monitor/group/delete', { id: selected }))) !== undefined) {
      setSelected(undefined)
      await refresh()
    }
  }

  return (
    <Card title={t('grp.title')} data-testid="groups">
      <Row gutter={24}>
        <Col span={9}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Button type="primary" onClick={() => setDialog({ mode: 'add' })} data-testid="grp-add-root">
              {t('grp.addRoot')}
            </Button>
            <Button
              disabled={!selected}
              onClick={() => setDialog({ mode: 'add', parentId: selected })}
              data-testid="grp-add-child"
            >
              {t('grp.addChild')}
            </Button>
            <Button
              disabled={!selected}
              onClick={() => setDialog({ mode: 'rename' })}
              data-testid="grp-rename"
            >
              {t('grp.rename')}
            </Button>
            <Popconfirm
              title={t('grp.deleteConfirm', { name: current?.name ?? '' })}
              onConfirm={remove}
              disabled={!selected}
            >
              <Button danger disabled={!selected} data-testid="grp-delete">
                {t('delete')}
              </Button>
            </Popconfirm>
          </Space>
          {tree.length === 0 ? (
            <Empty description={t('grp.none')} />
          ) : (
            <GroupTree
              groups={groups.data}
              treeData={tree}
              selected={selected}
              onSelect={setSelected}
              onMove={(id, parentId) =>
                void run(() => api.call('monitor/group/edit', { id, parentId })).then(async (done) => {
                  if (done !== undefined) await refresh()
                })
              }
              testId="grp-tree"
            />
          )}
        </Col>
        <Col span={15}>
          {selected ? (
            <>
              <Space style={{ marginBottom: 12 }} wrap>
                <Select
                  mode="multiple"
                  style={{ width: 360 }}
                  placeholder={t('grp.pick')}
                  value={picked}
                  onChange={setPicked}
                  optionFilterProp="label"
                  options={(all.data?.list ?? []).map((d) => ({ value: d.id, label: d.name }))}
                  data-testid="grp-pick"
                />
                <Button
                  onClick={() => assign(selected, picked)}
                  disabled={picked.length === 0}
                  data-testid="grp-assign"
                >
                  {t('grp.assign')}
                </Button>
              </Space>
              <Table<DeviceRow>
                rowKey="id"
                size="small"
                dataSource={devices.rows}
                pagination={devices.pagination}
                loading={devices.loading}
                onRow={(d) => ({
                  draggable: true,
                  onDragStart: (e) => e.dataTransfer.setData(DEVICE_DRAG, d.id),
                })}
                columns={[
                  { title: t('grp.device'), dataIndex: 'name' },
                  {
                    title: t('actions'),
                    width: 140,
                    render: (_, d) => (
                      <Button size="small" onClick={() => assign('', [d.id])}>
                        {t('grp.takeOut')}
                      </Button>
                    ),
                  },
                ]}
              />
            </>
          ) : (
            <Empty description={t('grp.choose')} />
          )}
        </Col>
      </Row>
      {dialog && (
        <FormDialog<{ name: string }>
          title={
            dialog.mode === 'rename'
              ? t('grp.rename')
              : dialog.parentId
                ? t('grp.addChild')
                : t('grp.addRoot')
          }
          testId="grp-form"
          initialValues={dialog.mode === 'rename' ? { name: current?.name } : {}}
          submit={(v) =>
            dialog.mode === 'rename'
              ? api.call('monitor/group/edit', { id: selected!, name: v.name })
              : api.call('monitor/group/add', {
                  name: v.name,
                  ...(dialog.parentId ? { parentId: dialog.parentId } : {}),
                })
          }
          onClose={(saved) => {
            setDialog(undefined)
            if (saved) void refresh()
          }}
        >
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, max: 64 }]}>
            <Input data-testid="grp-name" />
          </Form.Item>
        </FormDialog>
      )}
    </Card>
  )
}
