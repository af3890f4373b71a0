// @vitest-environment jsdom
// The password recovery wizard against a fake service (platform spec §2, §4): the proof steps carry
// step 1's ticket, and a stale password step starts the flow again at the account, since the passed
// proof spent step 1's ticket.

import { afterEach, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { ok, renderShell } from './harness.tsx'

afterEach(cleanup)

it('sends step 1 ticket with the proof; a stale password step goes back to the account', async () => {
  const validated: Record<string, string>[] = []
  const r = renderShell('/findpwd', {
    'user/findpwd/account': () =>
      ok({ ticket: 'flow-1', loginname: 'alice', tel: '', email: '', questions: ['Pet?'] }),
    'user/findpwd/validate': (body) => {
      validated.push(Object.fromEntries(body))
      return ok({ ticket: 'reset-1' })
    },
  })
  const at = () => r.shell.router.state.location.pathname
  fireEvent.change(await screen.findByTestId('findpwd-account'), { target: { value: 'alice' } })
  fireEvent.click(screen.getByTestId('findpwd-next'))
  fireEvent.click(await screen.findByTestId('findpwd-by-question'))
  fireEvent.change(await screen.findByTestId('findpwd-answer-0'), { target: { value: 'Mimi' } })
  fireEvent.click(screen.getByTestId('findpwd-verify'))
  // the step's answer, then the next step's lazy page: under a loaded CI runner more than waitFor's 1 s
  await waitFor(() => expect(at()).toBe('/findpwd/password'), { timeout: 15_000 })
  expect(validated).toEqual([expect.objectContaining({ loginname: 'alice', ticket: 'flow-1' })])

  await r.clock.advance(10 * 60_000)
  // opened again once the ticket is stale, the password step sends the user back to the account; each try
  // opens it anew (a loaded runner may draw the first opening before the step's page has loaded)
  await waitFor(
    async () => {
      if (at() === '/findpwd/password') await act(() => r.shell.router.navigate('/findpwd/password'))
      expect(at()).toBe('/findpwd/account')
    },
    { timeout: 15_000 },
  )
})
