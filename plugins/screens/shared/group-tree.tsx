// A tree of groups (report groups, device groups) whose groups move by dragging: dropped on a group, the
// dragged one goes under it; dropped in a gap, beside it (under the same parent, '' for the top). Every
// level shows open; a new group remounts the tree so it does too.
import { Tree } from 'antd'
import type { DataNode } from 'antd/es/tree'
import type { CSSProperties } from 'react'

interface Group {
  id: string
  parentId: string | null
}

/** The new parent of a group dropped `onto` a group (under it) or into the gap beside it ('' is the top). */
export function dropParent(groups: readonly Group[] | undefined, onto: string, toGap: boolean): string {
  if (!toGap) return onto
  return groups?.find((g) => g.id === onto)?.parentId ?? ''
}

export function GroupTree(props: {
  groups: readonly Group[] | undefined
  treeData: DataNode[]
  selected: string | undefined
  onSelect: (id: string | undefined) => void
  onMove: (id: string, parentId: string) => void
  style?: CSSProperties
  testId?: string
}) {
  const { groups, selected, onSelect, onMove } = props
  return (
    <Tree
      key={groups?.length ?? 0}
      blockNode
      defaultExpandAll
      draggable={{ icon: false }}
      treeData={props.treeData}
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
      onDrop={(info) =>
        onMove(String(info.dragNode.key), dropParent(groups, String(info.node.key), info.dropToGap))
      }
      style={props.style}
      data-testid={props.testId}
    />
  )
}
