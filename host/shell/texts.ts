// The shell's texts (namespace `shell`), zh and en side by side.
import type { Bilingual } from '../../core/i18n/index.ts'

export const SHELL_TEXTS = {
  product: { zh: '工业远程监控平台', en: 'Industrial Remote Monitoring' },
  home: { zh: '返回首页', en: 'Back to home' },
  notFound: { zh: '页面不存在', en: 'This page does not exist' },
  noAuth: { zh: '您没有权限访问此页面', en: 'You have no permission to view this page' },
  unread: { zh: '未读消息', en: 'Unread messages' },
  logout: { zh: '退出登录', en: 'Log out' },

  'area.manage': { zh: '管理后台', en: 'Manage' },
  'area.monitor': { zh: '监控中心', en: 'Monitor' },
  'area.account': { zh: '账号中心', en: 'Account' },
  'area.msg': { zh: '消息中心', en: 'Messages' },

  'menuGroup.equipment': { zh: '设备中心', en: 'Equipment centre' },
  'menuGroup.gm': { zh: 'GM 中心', en: 'GM centre' },
  'menuGroup.account': { zh: '账号中心', en: 'Account centre' },
  'menuGroup.organisation': { zh: '组织机构', en: 'Organisation' },
  'menuGroup.om': { zh: '运维管理', en: 'O&M' },
  'menuGroup.extend': { zh: '扩展功能', en: 'Extend' },
  'menuGroup.platform': { zh: '平台管理', en: 'Platform admin' },

  'login.title': { zh: '账号登录', en: 'Log in' },
  'login.loginname': { zh: '账号', en: 'Account' },
  'login.password': { zh: '密码', en: 'Password' },
  'login.submit': { zh: '登录', en: 'Log in' },
  'login.forgot': { zh: '忘记密码？', en: 'Forgot password?' },
  'login.accept': { zh: '我已阅读并同意', en: 'I have read and agree to the' },
  'login.and': { zh: '和', en: 'and' },
  'login.agreement': { zh: '《用户协议》', en: 'User Agreement' },
  'login.policy': { zh: '《隐私政策》', en: 'Privacy Policy' },
  'login.mustAccept': { zh: '请阅读并同意以上条款', en: 'Please read and accept the terms above' },
  'captcha.label': { zh: '图形验证码', en: 'Image code' },
  'captcha.image': { zh: '验证码图片', en: 'Code image' },
  'captcha.refresh': { zh: '换一张', en: 'New image' },
  'captcha.asked': { zh: '请输入图形验证码', en: 'Please enter the code shown in the image' },

  'error.title': { zh: '页面加载失败', en: 'The page failed to load' },
  'error.reload': { zh: '重新加载', en: 'Reload' },

  'leave.title': { zh: '有未保存的修改', en: 'Unsaved changes' },
  'leave.content': {
    zh: '离开此页面将丢失未保存的修改，确定离开吗？',
    en: 'Leaving this page discards your unsaved changes. Leave anyway?',
  },
  'leave.ok': { zh: '离开', en: 'Leave' },

  'dialog.view': { zh: '查看', en: 'View' },
  'dialog.later': { zh: '稍后', en: 'Later' },
  'dialog.goSet': { zh: '去设置', en: 'Set it now' },
  'dialog.passwordTitle': { zh: '修改密码提醒', en: 'Password reminder' },
  'dialog.passwordText': {
    zh: '您的密码已较长时间未修改，为了账号安全，请及时修改密码。',
    en: 'Your password has not been changed for a long time. Please change it to keep your account safe.',
  },
  'dialog.phoneTitle': { zh: '绑定手机', en: 'Bind a phone' },
  'dialog.phoneText': {
    zh: '您的账号尚未绑定手机，绑定后可接收报警短信并找回密码。',
    en: 'Your account has no phone yet. Bind one to receive alarm SMS and to recover your password.',
  },
} as const satisfies Record<string, Bilingual>
