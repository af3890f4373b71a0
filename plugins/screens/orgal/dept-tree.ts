// The department tree from `org/dept/query`'s flat list (each with its parentId, platform spec §3):
// children under their parent in the list's order (the server sorts by sort, then name); a department
// whose parent is missing from the list stands at the top, as does one caught in a loop of parents.
import type { Department } from '../../../schemas/entities/org.ts'

export interface DeptNode {
  dept: Department
  children: DeptNode[]
}

export function buildDeptTree(list: readonly Department[]): DeptNode[] {
  const nodes = new Map(list.map((dept) => [dept.id, { dept, children: [] as DeptNode[] }]))
  /** Whether following parents from `id` comes back to it. */
  const inLoop = (id: string): boolean => {
    const seen = new Set<string>()
    let current = nodes.get(id)?.dept.parentId
    while (current && nodes.has(current) && !seen.has(current)) {
      if (current === id) return true
      seen.add(current)
      current = nodes.get(current)?.dept.parentId
    }
    return false
  }
  const roots: DeptNode[] = []
  for (const node of nodes.values()) {
    const parent = node.dept.parentId ? nodes.get(node.dept.parentId) : undefined
    if (parent && !inLoop(node.dept.id)) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** The ids of the departments that have sub-departments (the tree's expandable nodes). */
export const parentIds = (tree: readonly DeptNode[]): string[] =>
  tree.flatMap((n) => (n.children.length > 0 ? [n.dept.id, ...parentIds(n.children)] : []))
