// The GM centre (issue 36, platform spec §2): the platform operator's view of the whole fleet under
// `/monitor/gm/*` (GM list, GM groups, operating centre), and the "GM centre" group of the back-office
// menu, whose entries lead there, to the gateway rules (gm/detail, reached from a gateway) and to the
// platform's hardware screens (DTU modules and models). Both need `gm_centre`: platform administrators and
// operators of operating centres (server/tenancy/gm-scope.ts); anyone else lands on /noAuth.
import { defineScreen } from '../../../core/kernel/index.ts'
import { GM_CENTRE_KEY, PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { withTexts } from '../shared/lazy-texts.ts'
import { GM_TITLES } from './titles.ts'

const auth = GM_CENTRE_KEY
const gmTexts = () => import('./texts.ts').then((m) => ({ gm: m.GM_TEXTS }))

export const gmManifest = defineScreen({
  name: 'gm',
  area: 'monitor',
  routes: [
    { path: 'gm/list', screen: 'GmList', auth, title: GM_TITLES.list },
    { path: 'gm/group', screen: 'GmGroups', auth, title: GM_TITLES.groups },
    { path: 'gm/ocInfo', screen: 'GmCentre', auth, title: GM_TITLES.centre },
    { path: 'gm/ocInfo/:ocId', screen: 'GmCentre', auth, title: GM_TITLES.centre },
    { path: 'gm/centres', screen: 'GmCentres', auth: PLATFORM_ADMIN_KEY, title: GM_TITLES.centres },
  ],
  menu: [],
  permissions: [],
  load: withTexts(() => import('./screens.tsx'), gmTexts),
})

/** The back-office menu's "GM centre" group: links into the monitor area and the platform's hardware. */
export const gmMenuManifest = defineScreen({
  name: 'gm-menu',
  area: 'manage',
  routes: [],
  menu: [
    { group: 'gm', key: 'gm.centre', path: '/monitor/gm/ocInfo', auth, title: GM_TITLES.centre, order: 1 },
    { group: 'gm', key: 'gm.list', path: '/monitor/gm/list', auth, title: GM_TITLES.list, order: 2 },
    { group: 'gm', key: 'gm.groups', path: '/monitor/gm/group', auth, title: GM_TITLES.groups, order: 3 },
    {
      group: 'gm',
      key: 'gm.centres',
      path: '/monitor/gm/centres',
      auth: PLATFORM_ADMIN_KEY,
      title: GM_TITLES.centres,
      order: 7,
    },
    {
      group: 'gm',
      key: 'gm.rules',
      path: '/monitor/gm/list?state=offline',
      auth,
      title: GM_TITLES.rules,
      order: 4,
    },
    // the platform's hardware screens are the platform administrators' (an operator would land on /noAuth);
    // the operating centre page links them filtered to its centre (`?centre=`)
    {
      group: 'gm',
      key: 'gm.dtu',
      path: '/manage/system/hardware',
      auth: PLATFORM_ADMIN_KEY,
      title: GM_TITLES.dtu,
      order: 5,
    },
    {
      group: 'gm',
      key: 'gm.models',
      path: '/manage/system/hardware?view=models',
      auth: PLATFORM_ADMIN_KEY,
      title: GM_TITLES.models,
      order: 6,
    },
  ],
  permissions: [],
  load: async () => ({}),
})
