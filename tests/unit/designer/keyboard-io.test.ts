// The designer's shortcuts (pure mapping from key presses to actions), the page save form fields and
// reading saved pages (page/info answers, defaults under saved options).
import { describe, expect, it } from 'vitest'
import { withDefaults } from '../../../core/kernel/index.ts'
import { saveFields } from '../../../host/designer/io/page-io.ts'
import { ownerFields } from '../../../host/designer/io/target.ts'
import { shortcutOf } from '../../../host/designer/keyboard.ts'
import type { DesignerActions } from '../../../host/designer/store/designer-store.ts'
import { pageOfInfo } from '../../../host/widgets/page.ts'
import type { Page } from '../../../schemas/page.ts'

function recorder() {
  const calls: string[] = []
  const actions = new Proxy({} as DesignerActions, {
    get:
      (_t, name: string) =>
      (...args: unknown[]) =>
        calls.push(args.length ? `${name}(${args.join(',')})` : name),
  })
  return { actions, calls }
}

describe('shortcuts', () => {
  it.each<[string, Partial<KeyboardEvent>, string[]]>([
    ['ctrl+z undoes', { key: 'z', ctrlKey: true }, ['undo']],
    ['cmd+z undoes', { key: 'z', metaKey: true }, ['undo']],
    ['ctrl+shift+z redoes', { key: 'Z', ctrlKey: true, shiftKey: true }, ['redo']],
    ['ctrl+y redoes', { key: 'y', ctrlKey: true }, ['redo']],
    ['ctrl+c copies', { key: 'c', ctrlKey: true }, ['copy']],
    ['ctrl+x cuts', { key: 'x', ctrlKey: true }, ['cut']],
    ['ctrl+v pastes', { key: 'v', ctrlKey: true }, ['paste']],
    ['ctrl+g groups', { key: 'g', ctrlKey: true }, ['group']],
    ['ctrl+shift+g ungroups', { key: 'G', ctrlKey: true, shiftKey: true }, ['ungroup']],
    ['ctrl+a selects all', { key: 'a', ctrlKey: true }, ['selectAll']],
    ['delete removes', { key: 'Delete' }, ['remove']],
    ['backspace removes', { key: 'Backspace' }, ['remove']],
    ['arrow nudges 1 px', { key: 'ArrowLeft' }, ['nudge(-1,0)']],
    ['shift+arrow nudges 10 px', { key: 'ArrowDown', shiftKey: true }, ['nudge(0,10)']],
    ['escape drops tool and selection', { key: 'Escape' }, ['setTool([object Object])', 'clearSelection']],
  ])('%s', (_name, key, expected) => {
    const { actions, calls } = recorder()
    const run = shortcutOf(
      { key: '', ctrlKey: false, metaKey: false, shiftKey: false, ...key },
      actions,
      () => calls.push('save'),
    )
    run?.()
    expect(calls).toEqual(expected)
  })

  it('saves with ctrl+s and ignores other keys', () => {
    const { actions, calls } = recorder()
    shortcutOf({ key: 's', ctrlKey: true, metaKey: false, shiftKey: false }, actions, () =>
      calls.push('save'),
    )?.()
    expect(calls).toEqual(['save'])
    expect(
      shortcutOf({ key: 'q', ctrlKey: false, metaKey: false, shiftKey: false }, actions, () => {}),
    ).toBeUndefined()
  })
})

describe('page save form', () => {
  const page: Page = {
    con: {
      title: 'T',
      width: 800,
      height: 600,
      fit: true,
      bgColor: '#000000',
      bgImage: 'bg.png',
      checkpwd: true,
      password: 'pw',
      adaption: 'full',
    },
    widgets: [],
    bind: { equips: [], signals: [], keys: [], mvars: [] },
  }
  it('carries the spec’s fields and the owner of the target', () => {
    expect(saveFields({ kind: 'project', id: 'p1' }, 'g1', page)).toEqual({
      id: 'g1',
      projectId: 'p1',
      equipmentId: '',
      templateId: '',
      title: 'T',
      width: 800,
      height: 600,
      fit: true,
      bgColor: '#000000',
      bgImage: 'bg.png',
      checkpwd: true,
      password: 'pw',
      follow: false,
      adaption: 'full',
    })
    expect(ownerFields({ kind: 'equip', id: 'e1' })).toEqual({
      projectId: '',
      equipmentId: 'e1',
      templateId: '',
    })
    expect(ownerFields({ kind: 'template', id: 't1' })).toEqual({
      projectId: '',
      equipmentId: '',
      templateId: 't1',
    })
  })
})

describe('reading saved pages', () => {
  it.each<[string, unknown, unknown]>([
    ['the page itself', { con: { title: 'a' }, widgets: [] }, { con: { title: 'a' }, widgets: [] }],
    [
      'json as text, container fields beside it',
      { json: '{"widgets":[]}', title: 'b', width: 10 },
      { widgets: [], con: { title: 'b', width: 10 } },
    ],
    ['json as an object', { json: { con: { width: 5 } }, width: 10 }, { con: { width: 5 } }],
    ['unreadable json', { json: '{' }, { con: {} }],
    ['nothing', null, {}],
  ])('%s', (_name, info, page) => {
    expect(pageOfInfo(info)).toEqual(page)
  })

  it('fills missing option groups and keys, keeping what the saved widget has', () => {
    const defaults = { style: { fill: '#fff', font: { size: 14, color: '#000' } }, data: { list: [1, 2] } }
    const saved = { style: { font: { size: 20 } }, data: { list: [] }, extra: 1 }
    expect(withDefaults(defaults, saved)).toEqual({
      style: { fill: '#fff', font: { size: 20, color: '#000' } },
      data: { list: [] },
      extra: 1,
    })
  })
})
