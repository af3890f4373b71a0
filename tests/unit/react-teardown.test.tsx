// @vitest-environment jsdom
// The jsdom files' teardown (react-teardown.ts, render.tsx): antd closes without motion, in the trees the
// tests render and in antd's static holders, and a static dialog or toast a test left open is gone
// before the next test starts, so no root of antd's re-renders after its file has ended.
import { Modal, message } from 'antd'
import { describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen } from './render.tsx'

/** Whether any element carried rc-motion's leave classes while `work` ran (jsdom ends them by deadline). */
async function leftWithMotion(work: () => Promise<void>): Promise<boolean> {
  let seen = false
  const observer = new MutationObserver((records) => {
    for (const r of records)
      if (r.target instanceof Element && /-leave\b/.test(r.target.className)) seen = true
  })
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true })
  await work()
  observer.disconnect()
  return seen
}

const Dialog = ({ open }: { open: boolean }) => <Modal open={open} title="rendered" onCancel={() => {}} />

describe('jsdom teardown', () => {
  it('a modal the test renders closes without motion', async () => {
    const { rerender } = render(<Dialog open />)
    await screen.findByRole('dialog')
    const moved = await leftWithMotion(async () => {
      await act(async () => rerender(<Dialog open={false} />))
    })
    expect(moved).toBe(false)
  })

  it('a confirmed static dialog leaves the document without motion', async () => {
    Modal.confirm({ title: 'answered', okText: 'Yes' })
    const yes = await screen.findByRole('button', { name: 'Yes' })
    const moved = await leftWithMotion(async () => {
      fireEvent.click(yes)
      // the dialog's root unmounts: its portal leaves the document
      await expect.poll(() => document.querySelector('.ant-modal-root')).toBeNull()
    })
    expect(moved).toBe(false)
  })

  it('a static confirm and toast this test leaves open', async () => {
    Modal.confirm({ title: 'left open' })
    void message.info('left toast')
    await screen.findByRole('dialog')
    await screen.findByText('left toast')
  })

  it('starts with no static dialog or toast from the test before', () => {
    expect(document.querySelector('.ant-modal-root')).toBeNull()
    expect(document.querySelector('.ant-message-notice')).toBeNull()
  })
})
