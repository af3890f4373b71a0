// @vitest-environment jsdom
// The management screens need the server's keys for their calls (schemas/api/permissions.ts): a user
// without the key is sent to /noAuth (platform spec §6), one holding it sees the screen.

import { afterEach, describe, expect, it } from 'vitest'
import { builtinScreens } from '../../../plugins/screens/index.ts'
import { cleanup, screen, waitFor } from '../render.tsx'
import { ok, renderShell, user } from '../shell/harness.tsx'

afterEach(cleanup)

const page = ok({ list: [], total: 0, pageNo: 1, pageSize: 10 })

describe('management routes and their keys', () => {
  it.each([
    ['/manage/eg/equipment/list', 'manage_eg_equipment', 'equipment-list'],
    ['/manage/eg/equipment/add', 'manage_eg_equipment', 'device-add-form'],
    ['/manage/eg/template/list', 'manage_eg_template', 'template-list'],
    ['/manage/eg/project/list', 'manage_eg_project', 'project-list'],
    ['/manage/ops/repairs', 'ops_order_manage', 'work-orders'],
    ['/manage/ops/worksheet', 'ops_order_handle', 'worksheet'],
    ['/manage/ops/inspection_content', 'ops_order_manage', 'inspection-contents'],
    // plans: managers and inspectors alike
    ['/manage/ops/inspection_plan', 'ops_order_manage', 'inspection-plans'],
    ['/manage/ops/inspection_plan', 'ops_inspection_do', 'inspection-plans'],
  ])('%s needs %s', async (path, key, screenId) => {
    const without = renderShell(
      path,
      { 'user/info': () => ok(user({ auths: [] })) },
      { screens: builtinScreens },
    )
    await screen.findByTestId('no-auth', {}, { timeout: 15_000 })
    expect(without.shell.router.state.location.pathname).toBe('/noAuth')
    cleanup()
    const answers = {
      'user/info': () => ok(user({ auths: [key] })),
      'equipment/multi/query': () => page,
      'template/queryForManage': () => page,
      'project/queryAll': () => page,
      'ops/repair/query': () => page,
      'ops/inspection/content/query': () => page,
      'ops/inspection/plan/query': () => page,
      'monitor/group/query': () => ok([]),
    }
    const holder = renderShell(path, answers, { screens: builtinScreens })
    await screen.findByTestId(screenId, {}, { timeout: 15_000 })
    await waitFor(() => expect(holder.shell.router.state.location.pathname).toBe(path))
  })
})
