// @vitest-environment jsdom
// The account centre's row actions (platform spec §4 enabled/disabled, §6 deletion): delete is offered
// only for internal accounts other than one's own, and says the devices move to the enterprise
// administrator; disabling and enabling ask for a confirmation before anything is sent; one's own account
// cannot be disabled; the search goes to account/query as its keyword.

import { afterEach, describe, expect, it } from 'vitest'
import { Accounts } from '../../../plugins/screens/accounts/list.tsx'
import { ACCOUNTS_TEXTS } from '../../../plugins/screens/accounts/texts.ts'
import { ACCOUNT_KINDS } from '../../../schemas/entities/account.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '../render.tsx'
import { user } from '../shell/harness.tsx'
import { account, accountsTexts, pageOf } from './accounts-fixture.ts'
import { renderScreen } from './contract.tsx'

afterEach(cleanup)

/** The signed-in user's own account (renderScreen's user). */
const SELF_ID = user().userId
const textOf = (key: 'deleteConfirm' | 'disableConfirm' | 'enableConfirm', name: string) =>
  ACCOUNTS_TEXTS[key].en.replace('{{name}}', name)
/** The open popconfirm's OK button. */
const confirmOk = () =>
  within(document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement).getByRole('button', {
    name: 'OK',
  })

describe('delete', () => {
  it('is offered for internal accounts other than one’s own only', async () => {
    const others = ACCOUNT_KINDS.filter((k) => k !== 'internal')
    renderScreen(
      <Accounts />,
      {
        'account/query': () =>
          pageOf(
            account({ id: SELF_ID, loginname: 'me' }),
            account({ id: 'a2', loginname: 'colleague' }),
            ...others.map((kind, i) => account({ id: `k${i}`, loginname: `${kind}1`, kind })),
          ),
      },
      { texts: accountsTexts },
    )
    await screen.findByTestId('account-delete-colleague')
    expect(screen.queryByTestId('account-delete-me')).toBeNull()
    for (const kind of others) {
      expect(screen.getByTestId(`account-edit-${kind}1`)).toBeTruthy()
      expect(screen.queryByTestId(`account-delete-${kind}1`)).toBeNull()
    }
  })

  it('asks first, saying the devices move to the enterprise administrator, then deletes', async () => {
    const r = renderScreen(
      <Accounts />,
      {
        'account/query': (_body, n) => (n === 0 ? pageOf(account()) : pageOf()),
        'account/delete': () => ({ devicesMovedTo: SELF_ID, devicesMoved: 2 }),
      },
      { texts: accountsTexts },
    )
    fireEvent.click(await screen.findByTestId('account-delete-worker'))
    const question = await screen.findByText(textOf('deleteConfirm', 'worker'))
    expect(question.textContent).toMatch(/devices .* move to the enterprise administrator/)
    expect(r.calls).not.toContain('account/delete')
    fireEvent.click(confirmOk())
    await waitFor(() => expect(r.calls).toContain('account/delete'))
    await waitFor(() => expect(screen.queryByTestId('account-delete-worker')).toBeNull())
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })
})

describe('enable and disable', () => {
  it('disabling asks for a confirmation; cancelled, nothing is sent', async () => {
    const r = renderScreen(
      <Accounts />,
      { 'account/query': () => pageOf(account()) },
      { texts: accountsTexts },
    )
    fireEvent.click(await screen.findByTestId('account-toggle-worker'))
    await screen.findByText(textOf('disableConfirm', 'worker'))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    // no signal to wait for: the test asserts that no call follows Cancel; the pause lets a wrongly
    // sent one be recorded
    await new Promise((done) => setTimeout(done, 50))
    expect(r.calls).not.toContain('account/disable')
  })

  it('confirmed, the account is disabled and shown disabled', async () => {
    let received: Record<string, unknown> | undefined
    const r = renderScreen(
      <Accounts />,
      {
        'account/query': () => pageOf(account({ disabled: received?.disabled === true })),
        'account/disable': (body) => {
          received = body
          return account({ disabled: true })
        },
      },
      { texts: accountsTexts },
    )
    fireEvent.click(await screen.findByTestId('account-toggle-worker'))
    await screen.findByText(textOf('disableConfirm', 'worker'))
    expect(r.calls).not.toContain('account/disable')
    fireEvent.click(confirmOk())
    await waitFor(() => expect(received).toEqual({ id: 'a1', disabled: true }))
    await screen.findByText(ACCOUNTS_TEXTS.disabled.en)
    expect(screen.getByTestId('account-toggle-worker').textContent).toBe(ACCOUNTS_TEXTS.enable.en)
    expect(r.refusals).toEqual([])
  })

  it('enabling a disabled account asks too', async () => {
    let received: Record<string, unknown> | undefined
    renderScreen(
      <Accounts />,
      {
        'account/query': () => pageOf(account({ disabled: true })),
        'account/disable': (body) => {
          received = body
          return account()
        },
      },
      { texts: accountsTexts },
    )
    fireEvent.click(await screen.findByTestId('account-toggle-worker'))
    await screen.findByText(textOf('enableConfirm', 'worker'))
    expect(received).toBeUndefined()
    fireEvent.click(confirmOk())
    await waitFor(() => expect(received).toEqual({ id: 'a1', disabled: false }))
  })

  it('one’s own account offers neither disable nor delete', async () => {
    renderScreen(
      <Accounts />,
      { 'account/query': () => pageOf(account({ id: SELF_ID, loginname: 'me' })) },
      { texts: accountsTexts },
    )
    await screen.findByTestId('account-edit-me')
    expect(screen.queryByTestId('account-toggle-me')).toBeNull()
    expect(screen.queryByTestId('account-delete-me')).toBeNull()
  })
})

describe('search', () => {
  it('sends the keyword to account/query, from the first page', async () => {
    const asked: Record<string, unknown>[] = []
    renderScreen(
      <Accounts />,
      {
        'account/query': (body) => {
          asked.push(body)
          return pageOf(account())
        },
      },
      { texts: accountsTexts },
    )
    const search = within(await screen.findByTestId('account-search')).getByRole('searchbox')
    fireEvent.change(search, { target: { value: ' 1390 ' } })
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 })
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: '1390', pageNo: 1, pageSize: 10 }))
    expect(asked[0]).not.toHaveProperty('keyword')
  })
})
