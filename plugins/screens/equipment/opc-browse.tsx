// Browsing an OPC UA driver's nodes from the driver list (issue 20): the gateway browses its server
// (`equipment/driver/browse`, a command answered through `equipment/multi/callback`), the tree opens
// level by level, and the checked variables become device variables of the driver with the node and the
// data type the server gives.
import { Button, Modal, Tree, Typography } from 'antd'
import type { DataNode } from 'antd/es/tree'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BrowsedNode } from '../../../schemas/edge/commands.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'

interface Props {
  equipmentId: string
  driver: { id: string; name?: string }
  /** variables were added */
  onAdded: () => void
}

type Node = DataNode & { node: BrowsedNode }

const treeNode = (n: BrowsedNode): Node => ({
  key: n.nodeId,
  title: n.name,
  isLeaf: n.nodeClass !== 'Object',
  checkable: n.nodeClass === 'Variable',
  node: n,
})

/** A variable name from a node's name: letters, digits and underscores, not starting with a digit. */
export const variableNameOf = (name: string): string => {
  const cleaned = name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(?=[0-9])/, '_')
  return (cleaned || 'node').slice(0, 64)
}

function withChildren(nodes: Node[], key: React.Key, children: Node[]): Node[] {
  return nodes.map((n) =>
    n.key === key
      ? { ...n, children }
      : n.children
        ? { ...n, children: withChildren(n.children as Node[], key, children) }
        : n,
  )
}

export function OpcBrowse({ equipmentId, driver, onAdded }: Props) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run, busy } = useAction()
  const [open, setOpen] = useState(false)
  const [tree, setTree] = useState<Node[]>([])
  const [checked, setChecked] = useState<BrowsedNode[]>([])

  const browse = async (opcNode?: string) => {
    const body = { id: driver.id, ...(opcNode ? { opcNode } : {}) }
    const answer = await run(() => api.runCommand('equipment/driver/browse', body))
    return (answer?.nodes ?? []).map(treeNode)
  }
  const start = async () => {
    setOpen(true)
    setChecked([])
    setTree(await browse())
  }
  const add = async () => {
    for (const n of checked) {
      const body = {
        equipmentId,
        driverId: driver.id,
        name: variableNameOf(n.name),
        opcNode: n.nodeId,
        dataType: n.dataType ?? 'float64',
        rw: n.writable ? ('rw' as const) : ('r' as const),
      }
      if ((await run(() => api.call('equipment/signal/add', body))) === undefined) return
    }
    setOpen(false)
    onAdded()
  }

  return (
    <>
      <Button type="link" size="small" onClick={start} data-testid="opc-browse">
        {t('opc.browse')}
      </Button>
      <Modal
        open={open}
        title={t('opc.title', { name: driver.name ?? '' })}
        width={640}
        onCancel={() => setOpen(false)}
        onOk={add}
        okText={t('opc.add', { count: checked.length })}
        okButtonProps={{ disabled: checked.length === 0, 'data-testid': 'opc-browse-add' } as never}
        confirmLoading={busy}
      >
        <Typography.Paragraph type="secondary">{t('opc.hint')}</Typography.Paragraph>
        <Tree
          checkable
          checkStrictly
          data-testid="opc-tree"
          treeData={tree}
          loadData={async (node) => {
            const children = await browse(String(node.key))
            setTree((all) => withChildren(all, node.key, children))
          }}
          onCheck={(_keys, info) =>
            setChecked(
              info.checkedNodes.map((n) => (n as Node).node).filter((n) => n.nodeClass === 'Variable'),
            )
          }
          titleRender={(n) => (
            <span>
              {String((n as Node).title)}
              {(n as Node).node.dataType && (
                <Typography.Text type="secondary"> · {(n as Node).node.dataType}</Typography.Text>
              )}
            </span>
          )}
        />
      </Modal>
    </>
  )
}
