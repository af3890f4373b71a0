import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const ENROLL_TEXTS = {
  product: { zh: '工业远程监控平台', en: 'Industrial Remote Monitoring' },
  'title.enroll': { zh: '接受邀请', en: 'Accept the invitation' },
  'title.register': { zh: '注册账号', en: 'Register an account' },
  intro: {
    zh: '您将加入 {{org}}，账号类型：{{kind}}。',
    en: 'You are joining {{org}} with an account of kind: {{kind}}.',
  },
  'kind.internal': { zh: '内部账号', en: 'internal' },
  'kind.external': { zh: '外部账号', en: 'external' },
  role: { zh: '角色', en: 'Role' },
  dept: { zh: '部门', en: 'Department' },
  validUntil: { zh: '邀请有效期至', en: 'Invitation valid until' },
  none: { zh: '未指定', en: 'None' },
  loginname: { zh: '用户名', en: 'Username' },
  password: { zh: '密码', en: 'Password' },
  confirm: { zh: '确认密码', en: 'Confirm the password' },
  method: { zh: '验证方式', en: 'Verify by' },
  'method.tel': { zh: '手机号', en: 'Phone' },
  'method.email': { zh: '邮箱', en: 'E-mail' },
  verifyCode: { zh: '验证码', en: 'Verification code' },
  sendCode: { zh: '获取验证码', en: 'Send a code' },
  resend: { zh: '{{n}} 秒后重发', en: 'Resend in {{n}} s' },
  sentTo: {
    zh: '验证码已发送至 {{to}}，10 分钟内有效',
    en: 'A code was sent to {{to}}, valid for 10 minutes',
  },
  submit: { zh: '注册', en: 'Create the account' },
  done: { zh: '账号已创建', en: 'Your account is ready' },
  doneHint: { zh: '请使用用户名 {{name}} 登录。', en: 'Sign in with the username {{name}}.' },
  toLogin: { zh: '去登录', en: 'Sign in' },
  invalid: { zh: '链接无效', en: 'This link does not work' },
  invalidHint: {
    zh: '邀请已被使用、撤销、过期，或注册已关闭。请联系管理员获取新链接。',
    en: 'The invitation was used, revoked or has expired, or registration is closed. Ask your administrator for a new link.',
  },
} satisfies Record<string, Bilingual>
