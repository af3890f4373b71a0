// @vitest-environment jsdom
// Adding and editing accounts in the account centre (platform spec §5 rules for the username, the
// password and its confirmation, phone and e-mail): a bad value is stopped in the form with its
// message and nothing is sent; good values go as bodies the server's routes take, role and department
// included when picked, emptied details sent as '' (cleared); the password reset asks the new pair.

import { afterEach, describe, expect, it } from 'vitest'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../core/validation/index.ts'
import { accountAddBody, accountEditBody } from '../../../plugins/screens/accounts/form.tsx'
import { Accounts } from '../../../plugins/screens/accounts/list.tsx'
import { ACCOUNTS_TEXTS } from '../../../plugins/screens/accounts/texts.ts'
import { cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { account, accountsTexts, pageOf } from './accounts-fixture.ts'
import { overTheWire, renderScreen } from './contract.tsx'

afterEach(cleanup)

/** A password keeping every spec §5 rule. */
const GOOD_PASSWORD = 'Plant!2026x'
const picks = { role: true, dept: true }

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } })

async function openAdd(answers: Parameters<typeof renderScreen>[1] = {}) {
  const r = renderScreen(
    <Accounts />,
    { 'account/query': () => pageOf(account()), ...answers },
    {
      texts: accountsTexts,
    },
  )
  fireEvent.click(await screen.findByTestId('account-add'))
  await screen.findByTestId('account-form')
  return r
}
const ok = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }))

describe('add account: the form stops bad values', () => {
  it.each([
    ['too short', 'Ab1!', `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`],
    ['too long', `Ab1!${'xy'.repeat(PASSWORD_MAX)}`, `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`],
    ['one kind of character', 'abcdefghij', 'needs at least three of'],
    ['a simple repeat', 'Abc111def!', 'simple repeats'],
  ])('a password %s', async (_what, password, message) => {
    const r = await openAdd()
    fill('account-loginname', 'worker2')
    fill('account-password', password)
    fill('account-confirm', password)
    ok()
    expect(await screen.findByText(new RegExp(message))).toBeTruthy()
    expect(r.calls).not.toContain('account/add')
  })

  it('a confirmation that does not match', async () => {
    const r = await openAdd()
    fill('account-loginname', 'worker2')
    fill('account-password', GOOD_PASSWORD)
    fill('account-confirm', `${GOOD_PASSWORD}x`)
    ok()
    await screen.findByText('The passwords do not match')
    expect(r.calls).not.toContain('account/add')
  })

  it.each(['12345', '138001380001', 'phone'])('a bad phone %j', async (tel) => {
    const r = await openAdd()
    fill('account-loginname', 'worker2')
    fill('account-password', GOOD_PASSWORD)
    fill('account-confirm', GOOD_PASSWORD)
    fill('account-tel', tel)
    ok()
    await screen.findByText('Please enter a valid phone number')
    expect(r.calls).not.toContain('account/add')
  })

  it('a bad e-mail and a bad username, each with its message', async () => {
    const r = await openAdd()
    fill('account-loginname', 'two words')
    fill('account-password', GOOD_PASSWORD)
    fill('account-confirm', GOOD_PASSWORD)
    fill('account-email', 'a@')
    ok()
    await screen.findByText('Please enter a valid e-mail address')
    await screen.findByText(/The username must be 2 to 32/)
    expect(r.calls).not.toContain('account/add')
  })

  it('empty username and password are required', async () => {
    const r = await openAdd()
    ok()
    await waitFor(() => expect(screen.getAllByText('This field cannot be empty')).toHaveLength(3))
    expect(r.calls).not.toContain('account/add')
  })
})

describe('add account: good values are sent', () => {
  it('the list’s kind, username, password and details, taken by account/add; the list reloads', async () => {
    let received: Record<string, unknown> | undefined
    const r = await openAdd({
      'account/add': (body) => {
        received = body
        return account({ id: 'a2', loginname: 'worker2' })
      },
    })
    fill('account-loginname', ' worker2 ')
    fill('account-password', GOOD_PASSWORD)
    fill('account-confirm', GOOD_PASSWORD)
    fill('account-tel', '13900001111')
    fill('account-email', 'w2@example.com')
    ok()
    await waitFor(() => expect(received).toBeDefined())
    expect(received).toMatchObject({
      loginname: 'worker2',
      password: GOOD_PASSWORD,
      kind: 'internal',
      tel: '13900001111',
      email: 'w2@example.com',
    })
    // no role or department picker without the keys that read them
    expect(received).not.toHaveProperty('roleId')
    expect(received).not.toHaveProperty('confirm')
    await waitFor(() => expect(r.calls.filter((c) => c === 'account/query')).toHaveLength(2))
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })
})

describe('account bodies over the wire', () => {
  it('add with a role and a department picked', () => {
    const body = accountAddBody(
      'external',
      { loginname: 'ext1', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD, roleId: 'r1', deptId: 'd1' },
      picks,
    )
    expect(overTheWire('account/add', body)).toMatchObject({
      loginname: 'ext1',
      kind: 'external',
      roleId: 'r1',
      deptId: 'd1',
      tel: '',
      email: '',
    })
  })

  it('edit clearing the role, department and contact details sends them as ""', () => {
    const body = accountEditBody('a1', { company: ' ACME ' }, picks)
    expect(body).toEqual({
      id: 'a1',
      roleId: '',
      deptId: '',
      tel: '',
      email: '',
      address: '',
      company: 'ACME',
      customerLevel: '',
    })
    expect(overTheWire('account/edit', body)).toEqual(body)
  })

  it('edit without the pickers leaves role and department as they are', () => {
    const body = accountEditBody('a1', { tel: '13900001111' }, { role: false, dept: false })
    expect(body).not.toHaveProperty('roleId')
    expect(body).not.toHaveProperty('deptId')
    expect(() => overTheWire('account/edit', body)).not.toThrow()
  })
})

describe('edit and reset password', () => {
  it('edit starts from the account’s details and sends the change', async () => {
    let received: Record<string, unknown> | undefined
    const r = renderScreen(
      <Accounts />,
      {
        'account/query': () => pageOf(account({ tel: '13900001111', company: 'ACME' })),
        'account/edit': (body) => {
          received = body
          return account()
        },
      },
      { texts: accountsTexts },
    )
    fireEvent.click(await screen.findByTestId('account-edit-worker'))
    await screen.findByTestId('account-form')
    expect(screen.queryByTestId('account-password')).toBeNull()
    expect((screen.getByTestId('account-tel') as HTMLInputElement).value).toBe('13900001111')
    fill('account-email', 'w@example.com')
    ok()
    await waitFor(() => expect(received).toBeDefined())
    expect(received).toMatchObject({ id: 'a1', tel: '13900001111', company: 'ACME', email: 'w@example.com' })
    expect(r.refusals).toEqual([])
  })

  it('reset password asks the new pair, checked, and sends it', async () => {
    let received: Record<string, unknown> | undefined
    const r = renderScreen(
      <Accounts />,
      {
        'account/query': () => pageOf(account()),
        'account/resetPassword': (body) => {
          received = body
          return null
        },
      },
      { texts: accountsTexts },
    )
    fireEvent.click(await screen.findByTestId('account-password-worker'))
    await screen.findByText(`${ACCOUNTS_TEXTS.resetPassword.en}: worker`)
    fill('reset-password', 'short')
    fill('reset-confirm', 'short')
    ok()
    await screen.findByText(new RegExp(`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`))
    expect(r.calls).not.toContain('account/resetPassword')
    fill('reset-password', GOOD_PASSWORD)
    fill('reset-confirm', GOOD_PASSWORD)
    ok()
    await waitFor(() =>
      expect(received).toEqual({ id: 'a1', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD }),
    )
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })
})
