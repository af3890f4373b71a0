// @vitest-environment jsdom
// The role editor (platform spec §2 `orgal/role`, §6): it offers the permission keys of every registered
// screen plugin — read from the manifests the shell hands the screens, not from a list of its own —
// grouped by plugin with their titles, keeps the keys a role holds that no manifest declares, and sends
// the checked keys in bodies `org/role/add | edit` take; deletion waits for a confirmation.

import { afterEach, describe, expect, it } from 'vitest'
import { byLang } from '../../../core/i18n/index.ts'
import { defineScreen, type ScreenManifest } from '../../../core/kernel/index.ts'
import { builtinScreens } from '../../../plugins/screens/index.ts'
import { orgalManifest } from '../../../plugins/screens/orgal/manifest.ts'
import { OTHER_GROUP, permissionGroups } from '../../../plugins/screens/orgal/permissions.ts'
import { Roles } from '../../../plugins/screens/orgal/roles.tsx'
import { ORGAL_TEXTS } from '../../../plugins/screens/orgal/texts.ts'
import { scenesManifest } from '../../../plugins/screens/scenes/manifest.ts'
import { PERMISSION_KEYS } from '../../../schemas/api/permissions.ts'
import type { Role } from '../../../schemas/entities/org.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '../render.tsx'
import { ok, renderShell, user } from '../shell/harness.tsx'
import { renderScreen } from './contract.tsx'

afterEach(cleanup)

const texts = { orgal: byLang(ORGAL_TEXTS) }

/** A plugin only this test registers: its key must reach the editor through the manifests alone. */
const extra = defineScreen({
  name: 'test-extra',
  area: 'manage',
  routes: [{ path: 'test/extra', screen: 'X', title: { zh: '测试', en: 'Test area' } }],
  menu: [],
  permissions: [{ key: 'test_unknown_key', title: { zh: '未知', en: 'Unknown to the server' } }],
  load: async () => ({}),
})
/** The built-in plugins but one (a deployment without it): a key the server knows goes undeclared. */
const screens: readonly ScreenManifest[] = [...builtinScreens.filter((m) => m !== scenesManifest), extra]
const declared = screens.flatMap((m) => m.permissions)
/** A key the server knows that no registered manifest declares (found, not named). */
const UNDECLARED = PERMISSION_KEYS.find(
  (k) => !declared.some((p) => p.key === k),
) as (typeof PERMISSION_KEYS)[number]

const role = (patch: Partial<Role> = {}): Role => ({
  id: 'r1',
  orgId: 'o1',
  uuid: 'viewer',
  name: 'Viewer',
  auths: ['monitor_multi_designer_alarm'],
  remark: '',
  ...patch,
})
const page = (list: Role[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 })

const check = (key: string) => fireEvent.click(screen.getByTestId(`perm-${key}`))
const isChecked = (key: string) =>
  screen
    .getByTestId(`perm-${key}`)
    .closest('.ant-tree-treenode')
    ?.classList.contains('ant-tree-treenode-checkbox-checked')

describe('permission groups', () => {
  it('every key of every manifest once, under its plugin, titled in the language', () => {
    const groups = permissionGroups(screens, 'en')
    const keys = groups.flatMap((g) => g.items.map((i) => i.key))
    expect(new Set(keys)).toEqual(new Set(declared.map((p) => p.key)))
    expect(keys.length).toBe(new Set(keys).size)
    for (const m of screens)
      for (const p of m.permissions) {
        const owner = groups.find((g) => g.items.some((i) => i.key === p.key))
        expect(owner?.items.find((i) => i.key === p.key)?.title).toBe(
          declared.find((d) => d.key === p.key)?.title.en,
        )
        expect(screens.find((s) => s.permissions.some((d) => d.key === p.key))?.name).toBe(owner?.id)
      }
    expect(
      permissionGroups(screens, 'zh')
        .find((g) => g.id === 'orgal')
        ?.items.map((i) => i.title),
    ).toEqual(orgalManifest.permissions.map((p) => p.title.zh))
  })

  it('held keys no manifest declares come last, by key; keys the server lacks are marked', () => {
    expect(UNDECLARED).toBeDefined()
    const groups = permissionGroups(screens, 'en', [UNDECLARED, 'manage_account'], 'Other')
    expect(groups.at(-1)).toEqual({
      id: OTHER_GROUP,
      title: 'Other',
      items: [{ key: UNDECLARED, title: UNDECLARED, known: true }],
    })
    const items = groups.flatMap((g) => g.items)
    expect(items.find((i) => i.key === 'test_unknown_key')?.known).toBe(false)
    expect(
      items.filter((i) => i.known).every((i) => (PERMISSION_KEYS as readonly string[]).includes(i.key)),
    ).toBe(true)
  })
})

describe('the permission catalogue', () => {
  // every key the server takes in a role has a title in each language under a plugin's group: none reads
  // as its raw key under "Other" in the editor of a shell with the built-in plugins
  it.each(['zh', 'en'] as const)('every server key has a %s title in a plugin group', (lang) => {
    const groups = permissionGroups(builtinScreens, lang, PERMISSION_KEYS, 'Other')
    expect(groups.find((g) => g.id === OTHER_GROUP)).toBeUndefined()
    const items = new Map(groups.flatMap((g) => g.items.map((i) => [i.key, i.title] as const)))
    for (const key of PERMISSION_KEYS) {
      const title = items.get(key)
      expect(title, key).toBeTruthy()
      expect(title, key).not.toBe(key)
    }
  })
})

describe('role editor', () => {
  it('lists every registered manifest’s keys and sends the checked ones (org/role/add)', async () => {
    let added: Record<string, unknown> | undefined
    const r = renderScreen(
      <Roles />,
      {
        'org/role/query': () => page([]),
        'org/role/add': (body) => {
          added = body
          return role(body as Partial<Role>)
        },
      },
      { texts, screens },
    )
    await screen.findByText(ORGAL_TEXTS.noRoles.en)
    fireEvent.click(screen.getByTestId('role-add'))
    const dialog = await screen.findByTestId('role-dialog')
    for (const p of declared)
      expect(within(dialog).getByTestId(`perm-${p.key}`).textContent).toContain(p.title.en)
    for (const m of screens.filter((s) => s.permissions.length > 0))
      expect(within(dialog).getByTestId(`perm-group-${m.name}`)).toBeTruthy()
    expect(screen.getByTestId('perm-test_unknown_key').textContent).toContain(
      ORGAL_TEXTS.unknownKey.en.trim(),
    )

    fireEvent.change(screen.getByTestId('role-name'), { target: { value: 'Duty operator' } })
    check('monitor_multi_designer_alarm')
    check('manage_eg_equipment')
    await waitFor(() => expect(isChecked('manage_eg_equipment')).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(added).toBeDefined())
    expect(added).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{16}$/),
      name: 'Duty operator',
      remark: '',
      auths: ['monitor_multi_designer_alarm', 'manage_eg_equipment'],
    })
    expect(r.refusals).toEqual([])
    expect(r.failures).toEqual([])
  })

  it('edits a role: its keys checked, one no manifest declares kept, the change sent (org/role/edit)', async () => {
    let edited: Record<string, unknown> | undefined
    const held = role({ auths: ['monitor_multi_designer_alarm', UNDECLARED] })
    const r = renderScreen(
      <Roles />,
      {
        'org/role/query': () => page([held]),
        'org/role/edit': (body) => {
          edited = body
          return held
        },
      },
      { texts, screens },
    )
    fireEvent.click(await screen.findByTestId('role-edit-viewer'))
    await screen.findByTestId('role-dialog')
    expect(screen.getByTestId(`perm-group-${OTHER_GROUP}`).textContent).toBe(ORGAL_TEXTS.otherPermissions.en)
    expect(isChecked(UNDECLARED)).toBe(true)
    expect(isChecked('monitor_multi_designer_alarm')).toBe(true)
    expect(isChecked('manage_eg_equipment')).toBe(false)
    check('monitor_multi_designer_alarm')
    check('manage_eg_project')
    fireEvent.change(screen.getByTestId('role-name'), { target: { value: 'Viewer 2' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(edited).toBeDefined())
    expect(edited).toEqual({
      id: 'r1',
      uuid: 'viewer',
      name: 'Viewer 2',
      remark: '',
      auths: expect.arrayContaining([UNDECLARED, 'manage_eg_project']),
    })
    expect(edited?.auths).toHaveLength(2)
    expect(r.refusals).toEqual([])
  })

  it('a uuid the API would refuse is stopped in the form', async () => {
    const r = renderScreen(<Roles />, { 'org/role/query': () => page([]) }, { texts, screens })
    fireEvent.click(await screen.findByTestId('role-add'))
    fireEvent.change(await screen.findByTestId('role-name'), { target: { value: 'X' } })
    fireEvent.change(screen.getByTestId('role-uuid'), { target: { value: 'has space' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await screen.findByText(ORGAL_TEXTS.uuidPattern.en)
    expect(r.calls).not.toContain('org/role/add')
  })

  it('deletes only after the confirmation', async () => {
    const deleted: unknown[] = []
    const r = renderScreen(
      <Roles />,
      { 'org/role/query': () => page([role()]), 'org/role/delete': (body) => deleted.push(body) },
      { texts, screens },
    )
    fireEvent.click(await screen.findByTestId('role-delete-viewer'))
    await screen.findByText(ORGAL_TEXTS.deleteRole.en.replace('{{name}}', 'Viewer'))
    expect(r.calls).not.toContain('org/role/delete')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(deleted).toEqual([{ id: 'r1' }]))
  })
})

describe('in the shell', () => {
  it('the role editor gets the manifests the kernel registered', async () => {
    renderShell(
      '/manage/orgal/role',
      {
        'user/info': () => ok(user({ auths: ['manage_orgal_role'] })),
        'org/role/query': () => ok(page([])),
      },
      { screens },
    )
    fireEvent.click(await screen.findByTestId('role-add', {}, { timeout: 15_000 }))
    await screen.findByTestId('role-dialog')
    expect(screen.getByTestId('perm-group-test-extra')).toBeTruthy()
    for (const p of declared) expect(screen.getByTestId(`perm-${p.key}`)).toBeTruthy()
  })

  const shown = {
    'orgal/enterprise': 'enterprise-data',
    'orgal/role': 'role-list',
    'orgal/dept': 'dept-tree',
  }
  it.each(orgalManifest.routes.map((route) => [route.path, route.auth]))(
    '/manage/%s needs %s',
    async (path, key) => {
      const without = renderShell(
        `/manage/${path}`,
        { 'user/info': () => ok(user({ auths: [] })) },
        { screens: builtinScreens },
      )
      await screen.findByTestId('no-auth')
      expect(without.shell.router.state.location.pathname).toBe('/noAuth')
      cleanup()
      const holder = renderShell(
        `/manage/${path}`,
        {
          'user/info': () => ok(user({ auths: [String(key)] })),
          'org/my/info': () => ok({ id: 'o1', name: 'E', contact: '', tel: '', email: '', address: '' }),
          'org/role/query': () => ok(page([])),
          'org/dept/query': () => ok([]),
        },
        { screens: builtinScreens },
      )
      await screen.findByTestId(shown[path as keyof typeof shown], {}, { timeout: 15_000 })
      expect(holder.shell.router.state.location.pathname).toBe(`/manage/${path}`)
    },
  )
})
