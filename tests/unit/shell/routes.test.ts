// Route resolution of platform spec §2 without rendering: every covered path resolves to its screen.
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from '../../../host/shell/routes/routes.tsx'
import { buildRoutes } from '../../../host/shell/routes/routes.tsx'
import { builtinScreens } from '../../../plugins/screens/index.ts'

const routes = buildRoutes(builtinScreens)
const resolve = (path: string): string | undefined => {
  const matches = matchRoutes(routes, path)
  return (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.id
}

describe('route table of §2', () => {
  it.each<[string, string]>([
    ['/', 'redirect:/login'],
    ['/login', 'login'],
    ['/login.jsp', 'redirect:/login'],
    ['/404', '404'],
    ['/noAuth', 'noAuth'],
    ['/no/such/page', 'redirect:/404'],
    ['/manage/no-such-screen', 'redirect:/404'],
    // password recovery, both bases
    ['/findpwd', 'redirect:/findpwd/account'],
    ['/findpwd/account', 'findpwd/account'],
    ['/findpwd/validate', 'findpwd/validate'],
    ['/findpwd/validate/tel', 'findpwd/validate'],
    ['/findpwd/validate/email', 'findpwd/validate'],
    ['/findpwd/validate/question', 'findpwd/validate'],
    ['/findpwd/password', 'findpwd/password'],
    ['/findpwd/finish', 'findpwd/finish'],
    ['/client/findpwd', 'redirect:/client/findpwd/account'],
    ['/client/findpwd/validate/question', 'findpwd/validate'],
    ['/client/findpwd/finish', 'findpwd/finish'],
    // area defaults
    ['/manage', 'redirect:/manage/eg/equipment/list'],
    ['/monitor', 'redirect:/monitor/eg/list'],
    ['/account', 'redirect:/account/security/sms'],
    ['/msg', 'redirect:/msg/messageAll'],
    // equipment
    ['/manage/eg/equipment/list', 'equipment/EquipmentList'],
    ['/manage/eg/equipment/add', 'equipment/EquipmentAdd'],
    ['/manage/eg/equipment/edit/e1', 'equipment/EquipmentEdit'],
    ['/manage/eg/template/list', 'equipment/TemplateList'],
    ['/manage/eg/template/add', 'equipment/TemplateAdd'],
    ['/manage/eg/template/edit/t1', 'equipment/TemplateEdit'],
    ['/manage/eg/template/nothing', 'redirect:/404'],
    ['/manage/eg/project/list', 'projects/ProjectList'],
    ['/manage/eg/project/list-operation', 'projects/ProjectList'],
    // operation and maintenance
    ['/manage/ops/repairs', 'ops/WorkOrders'],
    ['/manage/ops/worksheet', 'ops/MyWorkOrders'],
    ['/manage/ops/inspection_plan', 'ops/InspectionPlans'],
    ['/manage/ops/inspection_content', 'ops/InspectionContents'],
    // monitor
    ['/monitor/eg/list', 'monitor/DeviceList'],
    ['/monitor/eg/group', 'monitor/DeviceGroups'],
    ['/monitor/eg/group/list/g1/e1', 'monitor/DeviceDetail'],
    ['/monitor/eg/detail/list/e1/0', 'monitor/DeviceDetail'],
    ['/monitor/eg/detail/list/e1/repair/o1', 'monitor/DeviceDetail'],
    ['/monitor/gm/vuedetail/e1', 'monitor/GmDetail'],
    ['/monitor/gm/detail/e1/00/1', 'monitor/GatewayAlarms'],
    // account
    ['/account/security/sms', 'account/Security'],
    ['/account/security/nosms', 'account/Security'],
    ['/account/info/sms', 'account/PersonalInfo'],
    ['/account/info/nosms', 'account/PersonalInfo'],
    ['/account/config', 'account/UserConfig'],
    ['/account/log', 'account/OperationLog'],
    ...[
      'validate',
      'validate/tel/password',
      'validate/email',
      'validate/question',
      'validate/password',
      'password',
      'tel',
      'tel/validate',
      'email',
      'email/validate',
      'question',
      'question/validate',
      'success/tel',
    ].map((step): [string, string] => [`/account/security/sms/setup/${step}`, 'account/SecuritySetup']),
    // message centre
    ['/msg/messageAll', 'msg/MessageCentre'],
    ['/msg/messageReaden', 'msg/MessageCentre'],
    ['/msg/messageUnReaden', 'msg/MessageCentre'],
    ['/msg/detail/all/alarm/equip/d1', 'msg/MessageDetail'],
    ['/msg/detail/all/expire/api/d1', 'msg/MessageDetail'],
    ['/msg/detail/all/expire/project/d1', 'msg/MessageDetail'],
    ['/msg/detail/all/expire/card/d1', 'msg/MessageDetail'],
    ['/msg/detail/all/notice/public/d1', 'msg/MessageDetail'],
    ['/system/msg/detail/m1/notice', 'msg-public/SystemMessageDetail'],
    ['/system/msg/detail/m1/wallet', 'msg-public/SystemMessageDetail'],
    // designer and runtime
    ['/manage/project/p1/designer/pg1', 'designer'],
    ['/manage/eg/e1/designer/pg1', 'designer'],
    ['/manage/template/t1/designer/pg1', 'designer'],
    // a scene's "designer" is its configurator; its first path stays an alias
    ['/manage/scene/config/s1', 'scenes/SceneConfig'],
    ['/manage/eg/scene/config/s1', 'scenes/SceneConfig'],
    ['/monitor/project/p1/page/pg1', 'runtime'],
    ['/monitor/project/p1/preview/pg1', 'runtime'],
    ['/monitor/eg/detail/page/pg1/1', 'runtime'],
    ['/monitor/eg/detail/page/pg1/repair/o1', 'runtime'],
    ['/monitor/eg/group/configuration/g1/e1', 'runtime'],
    ['/monitor/eg/group/configuration/g1/e1/pg1', 'runtime'],
  ])('%s → %s', (path, id) => {
    expect(resolve(path)).toBe(id)
  })
})
