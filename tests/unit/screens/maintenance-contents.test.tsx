// @vitest-environment jsdom
// The inspection contents screen (platform spec §9 "50 inspection items"): the form adds items up to
// INSPECTION_CONTENT_MAX_ITEMS, then says so and adds no more, and sends a content at the limit as the
// route takes it; a content past the limit is refused in the form with the message; deleting asks first.

import { afterEach, describe, expect, it } from 'vitest'
import { InspectionContents } from '../../../plugins/screens/maintenance/contents.tsx'
import { OPS_KEYS } from '../../../plugins/screens/shared/maintenance/keys.ts'
import { INSPECTION_CONTENT_MAX_ITEMS, type InspectionContentView } from '../../../schemas/entities/ops.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '../render.tsx'
import { page, renderOps } from './maintenance-harness.tsx'

afterEach(cleanup)

const tooMany = `An inspection content holds at most ${INSPECTION_CONTENT_MAX_ITEMS} items`
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Item ${i}` }))
const content = (n: number): InspectionContentView => ({
  id: 'c1',
  name: 'Weekly',
  items: items(n),
  createdAt: 0,
})
const okButton = (dialog: HTMLElement) =>
  within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'OK' })

describe('inspection contents', () => {
  it(`adds items up to ${INSPECTION_CONTENT_MAX_ITEMS}, then says so; a content at the limit is sent`, {
    timeout: 120_000,
  }, async () => {
    const added: Record<string, unknown>[] = []
    const r = renderOps(<InspectionContents />, [OPS_KEYS.manage], {
      'ops/inspection/content/query': () => page([]),
      'ops/inspection/content/add': (body) => {
        added.push(body)
        return { id: 'c1' }
      },
    })
    fireEvent.click(await screen.findByTestId('content-new'))
    const dialog = await screen.findByTestId('content-dialog')
    const add = within(dialog).getByTestId('item-add') as HTMLButtonElement
    for (let i = 1; i < INSPECTION_CONTENT_MAX_ITEMS; i++) {
      expect(add.disabled).toBe(false)
      fireEvent.click(add)
    }
    expect(within(dialog).getByTestId('items-count').textContent).toBe(tooMany)
    expect(add.disabled).toBe(true)
    fireEvent.click(add)
    expect(within(dialog).queryByTestId(`item-name-${INSPECTION_CONTENT_MAX_ITEMS}`)).toBeNull()

    fireEvent.change(within(dialog).getByTestId('content-name'), { target: { value: 'Weekly' } })
    for (let i = 0; i < INSPECTION_CONTENT_MAX_ITEMS; i++)
      fireEvent.change(within(dialog).getByTestId(`item-name-${i}`), { target: { value: `Item ${i}` } })
    fireEvent.change(within(dialog).getByTestId('item-standard-0'), {
      target: { value: 'between the marks' },
    })
    fireEvent.click(okButton(dialog))
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]!.name).toBe('Weekly')
    expect(added[0]!.items).toHaveLength(INSPECTION_CONTENT_MAX_ITEMS)
    expect((added[0]!.items as unknown[])[0]).toEqual({ name: 'Item 0', standard: 'between the marks' })
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })

  // the same budget as the test above: the form renders its more than 50 items
  it('refuses a content past the limit in the form, with the message, and sends nothing', {
    timeout: 120_000,
  }, async () => {
    const r = renderOps(<InspectionContents />, [OPS_KEYS.manage], {
      'ops/inspection/content/query': () => page([content(INSPECTION_CONTENT_MAX_ITEMS + 1)]),
    })
    const row = (await screen.findByText('Weekly')).closest('tr') as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByTestId('content-dialog')
    fireEvent.click(okButton(dialog))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByText(tooMany)
          .some((e) => e.closest('.ant-form-item-explain')),
      ).toBe(true),
    )
    expect(r.calls).not.toContain('ops/inspection/content/edit')
  })

  it('deletes a content only after the confirmation', async () => {
    const r = renderOps(<InspectionContents />, [OPS_KEYS.manage], {
      'ops/inspection/content/query': () => page([content(2)]),
      'ops/inspection/content/delete': () => null,
    })
    fireEvent.click(await screen.findByTestId('content-delete'))
    await screen.findByText(/Delete this inspection content\?/)
    expect(r.calls).not.toContain('ops/inspection/content/delete')
    fireEvent.click(
      within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: 'OK' }),
    )
    await waitFor(() => expect(r.calls).toContain('ops/inspection/content/delete'))
    expect(r.refusals).toEqual([])
  })
})
