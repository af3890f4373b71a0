// @vitest-environment jsdom
// The style form's checks (platform spec §9 "Image under 100 KB"; login path rules of style/validateLoginUrl):
// an image of STYLE_IMAGE_MAX_BYTES or more, or not png/jpg/svg/ico, is refused in the form and nothing is
// sent; a login path is checked locally (format, reserved routes) and then by the server on blur; a
// valid style is sent as `style/add` takes it.

import { afterEach, describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/bilingual.ts'
import { imageProblem, loginPathProblem } from '../../../plugins/screens/style/checks.ts'
import { StyleList } from '../../../plugins/screens/style/list.tsx'
import { STYLE_TEXTS } from '../../../plugins/screens/style/texts.ts'
import { RESERVED_LOGIN_PATHS, STYLE_IMAGE_MAX_BYTES } from '../../../schemas/entities/style.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '../render.tsx'
import { type Answer, renderScreen } from './contract.tsx'

afterEach(cleanup)

describe('checks', () => {
  it.each([
    ['logo.png', STYLE_IMAGE_MAX_BYTES - 1, '', null],
    ['logo.PNG', 10, '', null],
    ['logo.jpeg', 10, '', null],
    ['icon.ico', 10, '', null],
    ['logo.svg', 10, '', null],
    ['blob', 10, 'image/png', null],
    ['logo.png', STYLE_IMAGE_MAX_BYTES, '', 'size'],
    ['logo.png', 0, '', 'size'],
    ['logo.gif', 10, 'image/gif', 'format'],
    ['logo.exe', 10, 'application/octet-stream', 'format'],
  ])('%s of %i bytes (%s): %s', (name, size, type, problem) => {
    expect(imageProblem({ name, size, type })).toBe(problem)
  })

  it('login paths: letters, digits and -, never a route of the app', () => {
    expect(loginPathProblem('acme-1')).toBeNull()
    expect(loginPathProblem('a b')).toBe('format')
    expect(loginPathProblem('a/b')).toBe('format')
    expect(loginPathProblem('x'.repeat(51))).toBe('format')
    for (const path of RESERVED_LOGIN_PATHS) expect(loginPathProblem(path.toUpperCase())).toBe('reserved')
  })
})

const okButton = (dialog: HTMLElement) =>
  within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'OK' })

const open = async (answers: Record<string, Answer>) => {
  const r = renderScreen(
    <StyleList />,
    { 'style/query': () => ({ list: [], total: 0 }), ...answers },
    {
      texts: { style: byLang(STYLE_TEXTS) },
    },
  )
  fireEvent.click(await screen.findByTestId('style-add'))
  const dialog = await screen.findByTestId('style-dialog')
  fireEvent.change(within(dialog).getByTestId('style-name'), { target: { value: 'Acme' } })
  fireEvent.change(within(dialog).getByTestId('style-title'), { target: { value: 'Acme plant' } })
  return { r, dialog }
}

const pick = (dialog: HTMLElement, testId: string, file: File) => {
  const input = within(dialog).getByTestId(testId).querySelector('input[type=file]') as HTMLInputElement
  fireEvent.change(input, { target: { files: [file] } })
}

describe('the style dialog', () => {
  it('refuses an image of 100 KB and sends nothing', async () => {
    const { r, dialog } = await open({ 'style/add': () => ({ id: 's1' }) })
    pick(
      dialog,
      'style-logo',
      new File([new Uint8Array(STYLE_IMAGE_MAX_BYTES)], 'logo.png', { type: 'image/png' }),
    )
    await within(dialog).findByTestId('style-logo-name')
    fireEvent.click(okButton(dialog))
    expect(await within(dialog).findByText('The image must be under 100 KB')).toBeTruthy()
    pick(dialog, 'style-favicon', new File(['GIF89a'], 'icon.gif', { type: 'image/gif' }))
    fireEvent.click(okButton(dialog))
    expect(await within(dialog).findByText('Only png, jpg, svg or ico images')).toBeTruthy()
    expect(r.calls).toEqual(['style/query'])
  })

  it('checks the login path on blur: reserved locally, else by style/validateLoginUrl', async () => {
    const checked: unknown[] = []
    const { r, dialog } = await open({
      'style/validateLoginUrl': (body) => {
        checked.push(body)
        return { webLoginPath: 'acme' }
      },
    })
    const path = within(dialog).getByTestId('style-login-path')
    fireEvent.change(path, { target: { value: 'Manage' } })
    fireEvent.blur(path)
    expect(await within(dialog).findByText('The platform already uses this path')).toBeTruthy()
    fireEvent.change(path, { target: { value: 'a b' } })
    fireEvent.blur(path)
    expect(await within(dialog).findByText('Letters, digits and - only (at most 50)')).toBeTruthy()
    expect(checked).toEqual([])
    fireEvent.change(path, { target: { value: 'acme' } })
    fireEvent.blur(path)
    await waitFor(() => expect(checked).toEqual([{ webLoginPath: 'acme', id: '' }]))
    expect(r.refusals).toEqual([])
  })

  it('sends a valid style as style/add takes it', async () => {
    const added: Record<string, unknown>[] = []
    const { r, dialog } = await open({
      'style/add': (body) => {
        added.push(body)
        return { id: 's1' }
      },
      'style/validateLoginUrl': () => ({ webLoginPath: 'acme' }),
    })
    fireEvent.change(within(dialog).getByTestId('style-logo-url'), {
      target: { value: 'https://cdn.test/logo.png' },
    })
    fireEvent.change(within(dialog).getByTestId('style-login-path'), { target: { value: 'acme' } })
    fireEvent.change(within(dialog).getByTestId('style-main-path'), { target: { value: '/monitor' } })
    fireEvent.click(okButton(dialog))
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]).toEqual({
      name: 'Acme',
      title: 'Acme plant',
      logo: 'https://cdn.test/logo.png',
      faviconIco: '',
      webLoginPath: 'acme',
      webMainPath: '/monitor',
    })
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })
})
