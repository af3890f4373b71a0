// @vitest-environment jsdom
// Enterprise data (platform spec §2 `orgal/enterprise`): the caller's enterprise from `org/my/info` in a
// form whose body `org/enterprise/edit` takes; a failed load says so and tries again on request.

import { afterEach, describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/index.ts'
import { enterpriseBody } from '../../../plugins/screens/orgal/enterprise.tsx'
import { Enterprise } from '../../../plugins/screens/orgal/screens.tsx'
import { ORGAL_TEXTS } from '../../../plugins/screens/orgal/texts.ts'
import type { Enterprise as EnterpriseView } from '../../../schemas/entities/org.ts'
import { cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { overTheWire, renderScreen } from './contract.tsx'

afterEach(cleanup)

const texts = { orgal: byLang(ORGAL_TEXTS) }

const info: EnterpriseView = {
  id: 'o1',
  name: 'Demo',
  contact: '',
  tel: '',
  email: '',
  address: '',
  adminAccountId: 'a1',
  createdAt: Date.parse('2025-01-01T00:00:00Z'),
}

describe('enterprise data', () => {
  it('an edit body with every field (empty ones clearing) is taken by org/enterprise/edit', () => {
    const body = enterpriseBody('o1', { name: ' Demo 2 ', tel: '0571-8888888', email: '' })
    expect(body).toEqual({
      id: 'o1',
      name: 'Demo 2',
      contact: '',
      tel: '0571-8888888',
      email: '',
      address: '',
    })
    expect(overTheWire('org/enterprise/edit', body)).toEqual(body)
  })

  it('edits the caller’s enterprise', async () => {
    let edited: Record<string, unknown> | undefined
    const r = renderScreen(
      <Enterprise />,
      {
        'org/my/info': () => info,
        'org/enterprise/edit': (body) => {
          edited = body
          return { ...info, ...body }
        },
      },
      { texts },
    )
    const name = (await screen.findByTestId('enterprise-name')) as HTMLInputElement
    expect(name.value).toBe('Demo')
    fireEvent.change(screen.getByTestId('enterprise-contact'), { target: { value: 'Li Lei' } })
    fireEvent.change(screen.getByTestId('enterprise-tel'), { target: { value: 'not a phone' } })
    fireEvent.click(screen.getByTestId('enterprise-save'))
    await screen.findByText(ORGAL_TEXTS.telPattern.en)
    expect(r.calls).not.toContain('org/enterprise/edit')
    fireEvent.change(screen.getByTestId('enterprise-tel'), { target: { value: '13800000000' } })
    fireEvent.change(screen.getByTestId('enterprise-email'), { target: { value: 'ops@example.com' } })
    fireEvent.click(screen.getByTestId('enterprise-save'))
    await waitFor(() => expect(edited).toBeDefined())
    expect(edited).toEqual({
      id: 'o1',
      name: 'Demo',
      contact: 'Li Lei',
      tel: '13800000000',
      email: 'ops@example.com',
      address: '',
    })
    expect(r.refusals).toEqual([])
  })

  it('a failed load is shown with a retry', async () => {
    const r = renderScreen(
      <Enterprise />,
      {
        'org/my/info': (_body, call) => {
          if (call === 0) throw new Error('service down')
          return info
        },
      },
      { texts },
    )
    await screen.findByTestId('load-failed')
    expect(r.failures).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: ORGAL_TEXTS.retry.en }))
    await screen.findByTestId('enterprise-form')
  })
})
