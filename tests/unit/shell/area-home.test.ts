// Where a user arriving at an area lands (platform spec §2 area defaults, §6 keys): the default when the
// user may open it, else the first menu entry allowed in the area, else in the next area.
import { describe, expect, it } from 'vitest'
import { areaHome } from '../../../host/shell/menu.ts'
import { builtinScreens } from '../../../plugins/screens/index.ts'

const holding =
  (...keys: string[]) =>
  (key: string | undefined) =>
    key === undefined || keys.includes(key)

describe('area home', () => {
  it.each<[string, 'manage' | 'monitor' | 'account' | 'msg', string[], string]>([
    [
      'an administrator',
      'manage',
      ['manage_eg_equipment', 'manage_eg_template'],
      '/manage/eg/equipment/list',
    ],
    ['a template manager', 'manage', ['manage_eg_template'], '/manage/eg/template/list'],
    ['a project manager', 'manage', ['manage_eg_project'], '/manage/eg/project/list'],
    ['a viewer in manage', 'manage', [], '/monitor/eg/list'],
    ['a viewer in monitor', 'monitor', [], '/monitor/eg/list'],
    ['anyone in messages', 'msg', [], '/msg/messageAll'],
    ['anyone in account', 'account', [], '/account/security/sms'],
  ])('%s arriving at /%s goes to its home', (_, area, keys, home) => {
    expect(areaHome(builtinScreens, area, holding(...keys))).toBe(home)
  })
})
