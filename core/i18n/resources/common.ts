// The `common` namespace: words every screen uses.
import type { Bilingual } from '../bilingual.ts'

export const COMMON_MESSAGES = {
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
  confirm: { zh: '确认', en: 'Confirm' },
  save: { zh: '保存', en: 'Save' },
  add: { zh: '添加', en: 'Add' },
  edit: { zh: '编辑', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  search: { zh: '查询', en: 'Search' },
  reset: { zh: '重置', en: 'Reset' },
  close: { zh: '关闭', en: 'Close' },
  back: { zh: '返回', en: 'Back' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  loading: { zh: '加载中…', en: 'Loading…' },
  success: { zh: '操作成功', en: 'Done' },
  failed: { zh: '操作失败', en: 'Failed' },
  noData: { zh: '暂无数据', en: 'No data' },
  notLoaded: { zh: '无法打开', en: 'This cannot be opened' },
  loadFailed: { zh: '加载失败', en: 'Failed to load' },
  retry: { zh: '重试', en: 'Retry' },
  language: { zh: '语言', en: 'Language' },
  'lang.zh': { zh: '中文', en: '中文' },
  'lang.en': { zh: 'English', en: 'English' },
} as const satisfies Record<string, Bilingual>
