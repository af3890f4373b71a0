// Texts of the configuration-pages table (shared/pages-table.tsx), spread into the namespace of every
// screen that shows one, under `page.`.
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const PAGE_TABLE_TEXTS = {
  'page.title': { zh: '页面标题', en: 'Page title' },
  'page.kind': { zh: '类型', en: 'Type' },
  'page.kind.main': { zh: '主页面', en: 'Main page' },
  'page.kind.sub': { zh: '子页面', en: 'Sub page' },
  'page.start': { zh: '启动页', en: 'Start page' },
  'page.setStart': { zh: '设为启动页', en: 'Make start page' },
  'page.actions': { zh: '操作', en: 'Actions' },
  'page.design': { zh: '设计', en: 'Design' },
  'page.open': { zh: '运行', en: 'Open' },
  'page.preview': { zh: '预览', en: 'Preview' },
  'page.deleteConfirm': { zh: '删除该页面？', en: 'Delete this page?' },
} satisfies Record<string, Bilingual>
