// @vitest-environment jsdom
// A configuration form as a user fills it: the new row starts from the kind's initial values, typed
// fields reach the server's route as it takes them (contract.tsx), and the list is read again.

import { afterEach, describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/index.ts'
import { CONFIG_KINDS } from '../../../plugins/screens/equipment/config-kinds.ts'
import { ConfigTable } from '../../../plugins/screens/equipment/config-tab.tsx'
import { CONFIG_TEXTS } from '../../../plugins/screens/equipment/config-texts.ts'
import { EQUIPMENT_TEXTS } from '../../../plugins/screens/equipment/texts.ts'
import { OPC_SECURE_LOGIN } from '../../integration/server/opc-driver.ts'
import { act, cleanup, fireEvent, screen, waitFor } from '../render.tsx'
import { renderScreen } from './contract.tsx'

afterEach(cleanup)
const texts = { equipment: byLang({ ...EQUIPMENT_TEXTS, ...CONFIG_TEXTS }) }

describe('a driver added through its form', () => {
  it('sends the typed fields with the initial ones to equipment/driver/add, then lists again', async () => {
    const added: Record<string, unknown>[] = []
    const r = renderScreen(
      <ConfigTable owner={{ equipmentId: 'e1' }} kind={CONFIG_KINDS.driver} />,
      {
        'equipment/driver/query': () => added.map((d, i) => ({ id: `d${i}`, ...d })),
        'equipment/driver/add': (body) => {
          added.push(body)
          return { id: 'd0', ...body }
        },
      },
      { texts },
    )
    await waitFor(() => expect(r.calls).toContain('equipment/driver/query'))
    fireEvent.click(screen.getByTestId('config-driver-add'))
    const type = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } })
    type('field-name', 'plc')
    type('field-ip', '127.0.0.1')
    type('field-tcpPort', '1502')
    await act(async () => fireEvent.click(screen.getByTestId('config-driver-save')))
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]).toMatchObject({
      equipmentId: 'e1',
      name: 'plc',
      ip: '127.0.0.1',
      tcpPort: 1502,
      port: 'eth0',
      address: 1,
    })
    await screen.findByText('127.0.0.1')
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })

  it('a required field left empty is not sent', async () => {
    const r = renderScreen(
      <ConfigTable owner={{ equipmentId: 'e1' }} kind={CONFIG_KINDS.driver} />,
      {
        'equipment/driver/query': () => [],
      },
      { texts },
    )
    fireEvent.click(screen.getByTestId('config-driver-add'))
    fireEvent.change(screen.getByTestId('field-name'), { target: { value: 'plc' } })
    await act(async () => fireEvent.click(screen.getByTestId('config-driver-save')))
    await screen.findByText('This field cannot be empty')
    expect(r.calls).not.toContain('equipment/driver/add')
  })
})

describe('a driver edited through its form', () => {
  it('shows a stored OPC password or key as set, never its value, and sends them empty to keep them', async () => {
    const edited: Record<string, unknown>[] = []
    const driver = {
      id: 'd1',
      equipmentId: 'e1',
      templateId: null,
      name: 'opc',
      ...OPC_SECURE_LOGIN,
      password: '',
      certificate: '-----BEGIN CERTIFICATE-----',
      privateKey: '',
      hasPassword: true,
      hasPrivateKey: true,
    }
    renderScreen(
      <ConfigTable owner={{ equipmentId: 'e1' }} kind={CONFIG_KINDS.driver} />,
      {
        'equipment/driver/query': () => [driver],
        'equipment/driver/edit': (body) => {
          edited.push(body)
          return driver
        },
      },
      { texts },
    )
    fireEvent.click(await screen.findByText('Edit'))
    for (const field of ['field-password', 'field-privateKey']) {
      const input = (await screen.findByTestId(field)) as HTMLInputElement
      expect(input.value).toBe('')
      expect(input.placeholder).toBe('Set — leave empty to keep')
    }
    expect((screen.getByTestId('field-username') as HTMLInputElement).placeholder).toBe('')
    await act(async () => fireEvent.click(screen.getByTestId('config-driver-save')))
    await waitFor(() => expect(edited).toHaveLength(1))
    expect(edited[0]).toMatchObject({ id: 'd1', password: '', privateKey: '' })
  })
})
