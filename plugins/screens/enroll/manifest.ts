// Enrolment without a session (platform spec §2 `/enroll/{code}`, `/register/{roleuuid}`; issue 34): an
// invitee finishes an invitation, or anyone with a role's registration link registers an account.
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'

export const enrollManifest = defineScreen({
  name: 'enroll',
  area: 'public',
  routes: [
    { path: 'enroll/:code', screen: 'Enrol', title: { zh: '接受邀请', en: 'Accept an invitation' } },
    { path: 'register/:code', screen: 'Enrol', title: { zh: '注册账号', en: 'Register an account' } },
  ],
  menu: [],
  permissions: [],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ enroll: m.ENROLL_TEXTS })),
  ),
})
