// The runtime viewer's texts (namespace `runtime`), zh and en side by side. The `action.*` keys are the
// messages of the click actions (plugins/rules ACTION_TEXT).
import type { Bilingual } from '../../core/i18n/bilingual.ts'

export const RUNTIME_NS = 'runtime'

export const RUNTIME_TEXTS = {
  loading: { zh: '加载中…', en: 'Loading…' },
  jumpFailed: {
    zh: '跳转组态页面失败：{{message}}',
    en: 'Failed to jump to configuration page: {{message}}',
  },
  noPage: { zh: '没有可显示的页面', en: 'There is no page to show' },
  'password.title': { zh: '请输入页面密码', en: 'This page is password protected' },
  'password.placeholder': { zh: '页面密码', en: 'Page password' },
  'password.chars': { zh: '密码不能包含逗号或空格', en: 'The password may not contain commas or spaces' },
  'password.wrong': { zh: '密码错误', en: 'Wrong password' },
  'password.enter': { zh: '进入', en: 'Open' },
  'action.confirmWrite': { zh: '确定下发该值？', en: 'Write this value?' },
  'action.enterValue': { zh: '请输入要写入的值', en: 'Enter the value to write' },
  'action.writeDone': { zh: '写入成功', en: 'Value written' },
  'action.noTarget': { zh: '未配置目标', en: 'Nothing is configured to open or write' },
  'action.cancelled': { zh: '已取消', en: 'Cancelled' },
  'action.scriptDisabled': {
    zh: '本客户端不运行自定义脚本',
    en: 'Custom scripts are not run in this client',
  },
  'share.readOnly': { zh: '只读分享', en: 'Read-only share' },
  'share.back': { zh: '返回分享', en: 'Back to the share' },
  'action.unsafeLink': {
    zh: '该链接不安全，已阻止打开',
    en: 'This link is not safe and was not opened',
  },
  'action.noWriteRight': {
    zh: '您没有下发数据的权限',
    en: 'You do not have the right to write values',
  },
  'header.back': { zh: '返回', en: 'Back' },
  'header.untitled': { zh: '未命名页面', en: 'Untitled page' },
  'header.edit': { zh: '编辑页面', en: 'Edit page' },
  'header.projects': { zh: '项目列表', en: 'Projects' },
  'header.fullScreen': { zh: '全屏', en: 'Full screen' },
  'header.exitFullScreen': { zh: '退出全屏', en: 'Exit full screen' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
} as const satisfies Record<string, Bilingual>
