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

/** Texts of the share links (shared/share-links.tsx), spread into the namespaces that show them. */
export const SHARE_LINK_TEXTS = {
  'shareLink.title': { zh: '分享链接', en: 'Share links' },
  'shareLink.days': { zh: '有效天数', en: 'Valid for (days)' },
  'shareLink.add': { zh: '生成链接', en: 'Create link' },
  'shareLink.needShare': {
    zh: '请先开启分享并设置分享密码',
    en: 'Turn sharing on with a share password first',
  },
  'shareLink.address': { zh: '链接地址', en: 'Link' },
  'shareLink.state': { zh: '状态', en: 'State' },
  'shareLink.state.active': { zh: '有效', en: 'Active' },
  'shareLink.state.expired': { zh: '已过期', en: 'Expired' },
  'shareLink.state.revoked': { zh: '已撤销', en: 'Revoked' },
  'shareLink.expires': { zh: '过期时间', en: 'Expires' },
  'shareLink.creator': { zh: '创建人', en: 'Created by' },
  'shareLink.actions': { zh: '操作', en: 'Actions' },
  'shareLink.revoke': { zh: '撤销', en: 'Revoke' },
  'shareLink.revokeConfirm': {
    zh: '撤销该链接？正在查看的访客将无法继续访问。',
    en: 'Revoke this link? Visitors viewing it lose access.',
  },
} satisfies Record<string, Bilingual>
