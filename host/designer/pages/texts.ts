// Texts of the designer's page switcher, page templates, context menu and page bounds (issue 30),
// zh and en side by side, in a namespace of their own.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import { useTexts } from '../../widgets/texts.ts'

export const PAGES_NS = 'designerPages'

export const PAGES_TEXTS = {
  pages: { zh: '页面', en: 'Pages' },
  switchTo: { zh: '切换页面', en: 'Switch page' },
  start: { zh: '首页', en: 'Start' },
  sub: { zh: '子页面', en: 'Sub page' },
  add: { zh: '新建页面', en: 'New page' },
  duplicate: { zh: '复制页面', en: 'Duplicate' },
  rename: { zh: '重命名', en: 'Rename' },
  setStart: { zh: '设为首页', en: 'Set as start page' },
  moveUp: { zh: '上移', en: 'Move up' },
  moveDown: { zh: '下移', en: 'Move down' },
  copyTitle: { zh: '{{title}} 副本', en: '{{title}} copy' },
  loadFailed: { zh: '页面列表加载失败：{{message}}', en: 'The pages could not be loaded: {{message}}' },
  failed: { zh: '操作失败：{{message}}', en: 'That failed: {{message}}' },
  leaveTitle: { zh: '当前页面有未保存的修改', en: 'This page has unsaved changes' },
  leaveBody: {
    zh: '切换到“{{title}}”前是否保存当前页面？',
    en: 'Save this page before switching to “{{title}}”?',
  },
  saveAndGo: { zh: '保存并切换', en: 'Save and switch' },
  discardAndGo: { zh: '不保存', en: 'Don’t save' },
  cancel: { zh: '取消', en: 'Cancel' },
  ok: { zh: '确定', en: 'OK' },
  title: { zh: '页面名称', en: 'Page title' },
  titleRequired: { zh: '请输入页面名称', en: 'Enter a title' },
  kind: { zh: '页面类型', en: 'Page type' },
  kindMain: { zh: '主页面', en: 'Main page' },
  kindSub: { zh: '子页面', en: 'Sub page' },
  startFrom: { zh: '页面模板', en: 'Start from' },
  blank: { zh: '空白页面', en: 'Blank page' },
  ownTemplates: { zh: '企业模板', en: 'Enterprise templates' },
  models: { zh: '组态模型', en: 'Configuration models' },
  templateSize: {
    zh: '{{width}}×{{height}}，{{widgets}} 个组件',
    en: '{{width}}×{{height}}, widgets: {{widgets}}',
  },
  saveTemplate: { zh: '存为模板', en: 'Save as template' },
  saveTemplateTitle: { zh: '将此页面存为模板', en: 'Save this page as a template' },
  templateTitle: { zh: '模板名称', en: 'Template name' },
  asModel: {
    zh: '发布为平台组态模型（所有企业可用）',
    en: 'Publish as a configuration model (every enterprise)',
  },
  // context menu
  menu: { zh: '组件菜单', en: 'Widget menu' },
  hide: { zh: '隐藏', en: 'Hide' },
  show: { zh: '显示', en: 'Show' },
  selectAll: { zh: '全选', en: 'Select all' },
  fitPage: { zh: '页面适应内容', en: 'Fit page to content' },
  // page bounds
  outside: {
    zh: '超出页面范围，运行时会被裁掉',
    en: 'Past the page’s edge: cut at runtime',
  },
  outsideCount: { zh: '超出页面的组件：{{count}} 个', en: 'Past the page’s edge: {{count}}' },
  fitPageHint: {
    zh: '把超出左边和上边的内容移入页面，并放大页面以容纳所有组件',
    en: 'Moves what is past the left and top edges onto the page and enlarges it to hold every widget',
  },
  fitted: { zh: '页面已调整为 {{width}}×{{height}}', en: 'The page is now {{width}}×{{height}}' },
} as const satisfies Record<string, Bilingual>

export const usePageTexts = () => useTexts(PAGES_NS, PAGES_TEXTS)
