import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import { API_TITLES } from './titles.ts'

export const API_TEXTS = {
  ...API_TITLES,
  intro: {
    zh: '外部系统（MES、ERP、BI）以密钥调用与网页相同的接口：请求头 Authorization: Bearer <密钥>，仅限所选设备与项目。',
    en: 'External systems (MES, ERP, BI) call the same API as the web app with a key: header Authorization: Bearer <key>, limited to the chosen devices and projects.',
  },
  docsIntro: {
    zh: '由服务器按接口表生成的 OpenAPI 3.1 文档：每个调用的请求体、应答与错误码。外部系统可从此地址下载：',
    en: 'The OpenAPI 3.1 document the server generates from its route table: every call with its body, answer and error codes. External systems can download it from',
  },
  name: { zh: '名称', en: 'Name' },
  prefix: { zh: '密钥开头', en: 'Key starts with' },
  access: { zh: '权限', en: 'Access' },
  read: { zh: '只读', en: 'Read' },
  write: { zh: '读写', en: 'Read and write' },
  devices: { zh: '设备', en: 'Devices' },
  projects: { zh: '项目', en: 'Projects' },
  scopeCount: {
    zh: '{{devices}} 台设备，{{projects}} 个项目',
    en: '{{devices}} devices, {{projects}} projects',
  },
  expiresAt: { zh: '到期时间', en: 'Expires' },
  never: { zh: '永不', en: 'Never' },
  lastUsedAt: { zh: '最近使用', en: 'Last used' },
  notUsed: { zh: '未使用', en: 'Not used yet' },
  state: { zh: '状态', en: 'State' },
  'state.active': { zh: '有效', en: 'Active' },
  'state.expired': { zh: '已过期', en: 'Expired' },
  'state.revoked': { zh: '已吊销', en: 'Revoked' },
  actions: { zh: '操作', en: 'Actions' },
  add: { zh: '新建密钥', en: 'New key' },
  revoke: { zh: '吊销', en: 'Revoke' },
  revokeConfirm: {
    zh: '吊销“{{name}}”？使用它的系统会立即断开。',
    en: 'Revoke “{{name}}”? Systems using it are cut off at once.',
  },
  search: { zh: '按名称查询', en: 'Search by name' },
  none: { zh: '暂无密钥', en: 'No keys yet' },
  scopeRequired: { zh: '请至少选择一台设备或一个项目', en: 'Choose at least one device or project' },
  tokenTitle: { zh: '密钥已创建', en: 'Key created' },
  tokenOnce: {
    zh: '请立即复制并妥善保存：关闭后将无法再次查看。',
    en: 'Copy it now and keep it safe: it cannot be shown again once closed.',
  },
  loadFailed: { zh: '加载失败', en: 'Could not load' },
} satisfies Record<string, Bilingual>
