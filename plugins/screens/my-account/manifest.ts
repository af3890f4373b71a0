// Account area (platform spec §2 `/account`): security settings with the setup wizard under
// `security/sms/setup`, personal info, the user's config, the operation log and feedback (issue 34).
import { defineScreen, type ScreenRoute } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'

const setupTitle = { zh: '安全设置', en: 'Security setup' }
/** The setup wizard's steps (§2), all shown by one screen that reads its path. */
export const SETUP_PATHS = [
  'validate',
  'validate/tel/:type',
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
  'success/:type',
] as const

const setupRoutes: ScreenRoute[] = SETUP_PATHS.map((p) => ({
  path: `security/sms/setup/${p}`,
  screen: 'SecuritySetup',
  title: setupTitle,
}))

export const myAccountManifest = defineScreen({
  name: 'account',
  area: 'account',
  routes: [
    { path: 'security/sms', screen: 'Security', title: { zh: '安全设置', en: 'Security' } },
    { path: 'security/nosms', screen: 'Security', title: { zh: '安全设置', en: 'Security' } },
    ...setupRoutes,
    { path: 'info/sms', screen: 'PersonalInfo', title: { zh: '个人信息', en: 'Personal info' } },
    { path: 'info/nosms', screen: 'PersonalInfo', title: { zh: '个人信息', en: 'Personal info' } },
    { path: 'config', screen: 'UserConfig', title: { zh: '个性设置', en: 'Settings' } },
    { path: 'feedback', screen: 'Feedback', title: { zh: '意见反馈', en: 'Feedback' } },
    {
      path: 'log',
      screen: 'OperationLog',
      title: { zh: '操作日志', en: 'Operation log' },
      auth: 'manage_operation_log',
    },
  ],
  menu: [
    {
      group: 'account',
      key: 'account.security',
      path: 'security/sms',
      title: { zh: '安全设置', en: 'Security' },
      order: 1,
    },
    {
      group: 'account',
      key: 'account.info',
      path: 'info/sms',
      title: { zh: '个人信息', en: 'Personal info' },
      order: 2,
    },
    {
      group: 'account',
      key: 'account.config',
      path: 'config',
      title: { zh: '个性设置', en: 'Settings' },
      order: 3,
    },
    {
      group: 'account',
      key: 'account.log',
      path: 'log',
      title: { zh: '操作日志', en: 'Operation log' },
      auth: 'manage_operation_log',
      order: 4,
    },
    {
      group: 'account',
      key: 'account.feedback',
      path: 'feedback',
      title: { zh: '意见反馈', en: 'Feedback' },
      order: 5,
    },
  ],
  permissions: [{ key: 'manage_operation_log', title: { zh: '查看操作日志', en: 'View the operation log' } }],
  load: withTexts(
    () => import('./screens.tsx'),
    () => import('./texts.ts').then((m) => ({ account: m.ACCOUNT_TEXTS })),
  ),
})
