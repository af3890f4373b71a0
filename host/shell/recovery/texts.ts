// The password recovery pages' texts (namespace `shell`, keys `findpwd.*`): they load with those pages, not
// with the app's entry, which every route pays for (issue 14: runtime JavaScript <= 250 KB gzip).
import { type Bilingual, byLang } from '../../../core/i18n/bilingual.ts'
import { addResources } from '../../../core/i18n/index.ts'
import { SHELL_NS } from '../../boot/i18n.ts'

export const RECOVERY_TEXTS = {
  'findpwd.title': { zh: '找回密码', en: 'Recover password' },
  'findpwd.step.account': { zh: '填写账号', en: 'Fill account' },
  'findpwd.step.validate': { zh: '验证身份', en: 'Verify identity' },
  'findpwd.step.password': { zh: '设置新密码', en: 'Set new password' },
  'findpwd.step.finish': { zh: '完成', en: 'Complete' },
  'findpwd.next': { zh: '下一步', en: 'Next' },
  'findpwd.noMethod': {
    zh: '该账号未绑定手机、邮箱或密保问题，请联系管理员',
    en: 'This account has no phone, e-mail or security questions; please ask your administrator',
  },
  'findpwd.by.tel': { zh: '通过手机验证', en: 'Verify by phone' },
  'findpwd.by.email': { zh: '通过邮箱验证', en: 'Verify by e-mail' },
  'findpwd.by.question': { zh: '通过密保问题验证', en: 'Verify by security questions' },
  'findpwd.sentTo': { zh: '验证码将发送至 {{target}}', en: 'The code goes to {{target}}' },
  'findpwd.sendCode': { zh: '获取验证码', en: 'Send code' },
  'findpwd.resendIn': { zh: '{{n}} 秒后重发', en: 'Resend in {{n}} s' },
  'findpwd.within10': { zh: '请在 10 分钟内完成修改', en: 'Please finish within 10 minutes' },
  'findpwd.newPassword': { zh: '新密码', en: 'New password' },
  'findpwd.confirmPassword': { zh: '确认密码', en: 'Confirm password' },
  'findpwd.done': { zh: '密码已重置，请重新登录', en: 'Your password was reset; please log in' },
} as const satisfies Record<string, Bilingual>

let added = false

/** Adds the texts to the shell's namespace, once (the recovery pages call it as they load). */
export function addRecoveryTexts(): void {
  if (added) return
  added = true
  addResources(SHELL_NS, byLang(RECOVERY_TEXTS))
}
