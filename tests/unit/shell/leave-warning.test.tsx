// @vitest-environment jsdom
// Unsaved changes trigger a leave warning (§4): navigation waits for the user's answer.

import { afterEach, describe, expect, it } from 'vitest'
import { defineScreen } from '../../../core/kernel/index.ts'
import { useDirty, useDirtyForm } from '../../../plugins/screens/shared/services.tsx'
import { act, cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { ok, renderShell, user } from './harness.tsx'

afterEach(cleanup)

function Editing() {
  useDirty(true)
  return <p data-testid="editing">editing</p>
}
const Other = () => <p data-testid="other">other</p>
/** An edited form whose save clears its state and leaves in the same handler, as add screens do. */
function Saving() {
  const { setDirty, saved } = useDirtyForm()
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        edit
      </button>
      <button type="button" onClick={() => saved('/manage/other')}>
        save
      </button>
    </>
  )
}
const title = { zh: '测试', en: 'Test' }
const screens = [
  defineScreen({
    name: 'dirty',
    area: 'manage',
    routes: [
      { path: 'editing', screen: 'Editing', title },
      { path: 'other', screen: 'Other', title },
      { path: 'saving', screen: 'Saving', title },
    ],
    menu: [],
    permissions: [],
    load: async () => ({ Editing, Other, Saving }),
  }),
]

describe('leave warning', () => {
  it.each([
    ['取 消', '/manage/editing'],
    ['离 开', '/manage/other'],
  ])('asks before leaving unsaved edits; "%s" ends at %s', async (button, end) => {
    const r = renderShell('/manage/editing', { 'user/info': () => ok(user()) }, { screens })
    await screen.findByTestId('editing')
    act(() => void r.shell.router.navigate('/manage/other'))
    await screen.findAllByText('有未保存的修改')
    expect(document.querySelectorAll('.ant-modal-confirm').length).toBe(1)
    expect(r.shell.router.state.location.pathname).toBe('/manage/editing')
    fireEvent.click(screen.getByText(button))
    await waitFor(() => expect(r.shell.router.state.location.pathname).toBe(end))
  })

  it('lets a saved form leave at once, without asking', async () => {
    const r = renderShell('/manage/saving', { 'user/info': () => ok(user()) }, { screens })
    fireEvent.click(await screen.findByText('edit'))
    fireEvent.click(screen.getByText('save'))
    await screen.findByTestId('other')
    expect(r.shell.router.state.location.pathname).toBe('/manage/other')
    expect(document.querySelectorAll('.ant-modal-confirm').length).toBe(0)
  })
})
