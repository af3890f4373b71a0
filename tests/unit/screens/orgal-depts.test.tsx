// @vitest-environment jsdom
// Departments (platform spec §2 `orgal/dept`, §3): the tree is built from `org/dept/query`'s flat list
// by parentId (whatever the list's order; an unknown parent or a loop of parents does not lose a
// department); the screen nests them, adds a sub-department under its parent, edits and deletes
// after a confirmation, each in a body `org/dept/*` takes.

import { afterEach, describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/index.ts'
import { buildDeptTree, type DeptNode, parentIds } from '../../../plugins/screens/orgal/dept-tree.ts'
import { Departments } from '../../../plugins/screens/orgal/depts.tsx'
import { ORGAL_TEXTS } from '../../../plugins/screens/orgal/texts.ts'
import type { Department } from '../../../schemas/entities/org.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '../render.tsx'
import { renderScreen } from './contract.tsx'

afterEach(cleanup)

const texts = { orgal: byLang(ORGAL_TEXTS) }

const dept = (id: string, parentId: string | null, name = id): Department => ({
  id,
  orgId: 'o1',
  parentId,
  name,
  sort: 0,
  remark: '',
})

/** The tree as nested names. */
const shape = (nodes: readonly DeptNode[]): unknown[] =>
  nodes.map((n) => (n.children.length > 0 ? { [n.dept.name]: shape(n.children) } : n.dept.name))

describe('department tree from the flat list', () => {
  it('puts children under their parents in the list order, whatever comes first', () => {
    const flat = [
      dept('c1', 'b'),
      dept('a', null),
      dept('b', null),
      dept('a1', 'a'),
      dept('c2', 'b'),
      dept('c1x', 'c1'),
    ]
    expect(shape(buildDeptTree(flat))).toEqual([{ a: ['a1'] }, { b: [{ c1: ['c1x'] }, 'c2'] }])
    expect(parentIds(buildDeptTree(flat)).sort()).toEqual(['a', 'b', 'c1'])
  })

  it('keeps a department whose parent is missing, or caught in a loop, at the top', () => {
    const flat = [dept('x', 'gone'), dept('p', 'q'), dept('q', 'p'), dept('r', 'q')]
    const tree = buildDeptTree(flat)
    expect(shape(tree)).toEqual(['x', 'p', { q: ['r'] }])
    const count = (nodes: readonly DeptNode[]): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children), 0)
    expect(count(tree)).toBe(flat.length)
  })

  it('an empty list is an empty tree', () => {
    expect(buildDeptTree([])).toEqual([])
  })
})

describe('department screen', () => {
  const flat = [dept('d2', 'd1', 'Maintenance'), dept('d1', null, 'Operations'), dept('d3', null, 'Sales')]

  it('nests the departments and adds a sub-department under its parent (org/dept/add)', async () => {
    let added: Record<string, unknown> | undefined
    const r = renderScreen(
      <Departments />,
      {
        'org/dept/query': () => flat,
        'org/dept/add': (body) => {
          added = body
          return dept('d4', 'd2', String(body.name))
        },
      },
      { texts },
    )
    const maintenance = await screen.findByTestId('dept-Maintenance')
    const rows = [...document.querySelectorAll('.ant-tree-treenode')]
    const levelOf = (name: string) =>
      rows
        .find((row) => row.querySelector(`[data-testid="dept-${name}"]`))
        ?.querySelectorAll('.ant-tree-indent-unit').length
    expect([levelOf('Operations'), levelOf('Maintenance'), levelOf('Sales')]).toEqual([0, 1, 0])

    fireEvent.click(within(maintenance).getByTestId('dept-add-child'))
    await screen.findByText(ORGAL_TEXTS.addChildOf.en.replace('{{name}}', 'Maintenance'))
    fireEvent.change(screen.getByTestId('dept-name'), { target: { value: ' Pumps ' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(added).toBeDefined())
    expect(added).toEqual({ name: 'Pumps', remark: '', parentId: 'd2' })
    expect(r.refusals).toEqual([])
  })

  it('edits a department (org/dept/edit) and deletes one only after the confirmation', async () => {
    const sent: [string, unknown][] = []
    const r = renderScreen(
      <Departments />,
      {
        'org/dept/query': () => flat,
        'org/dept/edit': (body) => {
          sent.push(['edit', body])
          return flat[2]
        },
        'org/dept/delete': (body) => sent.push(['delete', body]),
      },
      { texts },
    )
    const sales = await screen.findByTestId('dept-Sales')
    fireEvent.click(within(sales).getByTestId('dept-edit'))
    const name = await screen.findByTestId('dept-name')
    expect((name as HTMLInputElement).value).toBe('Sales')
    fireEvent.change(name, { target: { value: 'Sales and service' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual(['edit', { id: 'd3', name: 'Sales and service', remark: '', sort: 0 }])

    fireEvent.click(within(screen.getByTestId('dept-Maintenance')).getByTestId('dept-delete'))
    await screen.findByText(ORGAL_TEXTS.deleteDept.en.replace('{{name}}', 'Maintenance'))
    expect(sent).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(sent[1]).toEqual(['delete', { id: 'd2' }]))
    expect(r.refusals).toEqual([])
  })

  it('says so when there is no department', async () => {
    renderScreen(<Departments />, { 'org/dept/query': () => [] }, { texts })
    await screen.findByText(ORGAL_TEXTS.noDepts.en)
  })
})
