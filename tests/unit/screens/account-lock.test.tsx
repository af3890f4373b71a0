// @vitest-environment jsdom
// The account centre's hardware lock dialog (platform spec §7): its `account/edit` bodies are taken by
// the server's route as they travel; an administrator turns the lock on with a pasted key; turning it on
// without any key is stopped in the form.
import { generateKeyPairSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { Accounts } from '../../../plugins/screens/accounts/list.tsx'
import { lockEditBody } from '../../../plugins/screens/accounts/lock.tsx'
import { ACCOUNT_LISTS } from '../../../plugins/screens/accounts/manifest.ts'
import { ACCOUNTS_TEXTS } from '../../../plugins/screens/accounts/texts.ts'
import { builtinScreens } from '../../../plugins/screens/index.ts'
import { cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { ok, renderShell, user } from '../shell/harness.tsx'
import { account, accountsTexts } from './accounts-fixture.ts'
import { overTheWire, renderScreen } from './contract.tsx'

afterEach(cleanup)

const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString()
const texts = accountsTexts

describe('lock dialog bodies', () => {
  it.each([
    [
      'a new key',
      { useLock: true, lockPublicKey: `\n${pem}\n` },
      { useLock: true, lockPublicKey: pem.trim() },
    ],
    [
      'the key removed',
      { useLock: false, lockPublicKey: '', removeKey: true },
      { useLock: false, lockPublicKey: '' },
    ],
    ['the key kept', { useLock: true, lockPublicKey: '  ' }, { useLock: true }],
  ])('%s: taken by account/edit', (_what, values, expected) => {
    const body = lockEditBody('a1', values)
    expect(body).toEqual({ id: 'a1', ...expected })
    expect(overTheWire('account/edit', body)).toEqual({ id: 'a1', ...expected })
  })
})

describe('account centre', () => {
  it('an administrator turns the lock on with a pasted key', async () => {
    let received: Record<string, unknown> | undefined
    const r = renderScreen(
      <Accounts />,
      {
        'account/query': () => ({ list: [account()], total: 1, pageNo: 1, pageSize: 10 }),
        'account/edit': (body) => {
          received = body
          return account({ useLock: true, hasLockKey: true })
        },
      },
      { texts },
    )
    fireEvent.click(await screen.findByTestId('lock-edit-worker'))
    fireEvent.click(await screen.findByTestId('lock-use'))
    fireEvent.change(screen.getByTestId('lock-key'), { target: { value: pem } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(received).toBeDefined())
    expect(received).toEqual({ id: 'a1', useLock: true, lockPublicKey: pem.trim() })
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })

  it('turning the lock on without a key is stopped in the form', async () => {
    const r = renderScreen(
      <Accounts />,
      { 'account/query': () => ({ list: [account()], total: 1, pageNo: 1, pageSize: 10 }) },
      { texts },
    )
    fireEvent.click(await screen.findByTestId('lock-edit-worker'))
    fireEvent.click(await screen.findByTestId('lock-use'))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await screen.findByText(ACCOUNTS_TEXTS.keyRequired.en)
    expect(r.calls).not.toContain('account/edit')
  })
})

describe('account centre routes (spec §2 /manage/account/co | int | ext | op)', () => {
  it.each(Object.entries(ACCOUNT_LISTS))(
    'account/%s lists %s accounts, with manage_account',
    async (segment, kind) => {
      const path = `/manage/account/${segment}`
      renderShell(path, { 'user/info': () => ok(user({ auths: [] })) }, { screens: builtinScreens })
      await screen.findByTestId('no-auth')
      cleanup()
      const asked: string[] = []
      const holder = renderShell(
        path,
        {
          'user/info': () => ok(user({ auths: ['manage_account'] })),
          'account/query': (body) => {
            asked.push(body.get('kind') ?? '')
            return ok({ list: [], total: 0, pageNo: 1, pageSize: 10 })
          },
        },
        { screens: builtinScreens },
      )
      await screen.findByTestId('account-list', {}, { timeout: 15_000 })
      await waitFor(() => expect(asked).toContain(kind))
      expect(holder.shell.router.state.location.pathname).toBe(path)
    },
  )
})
