import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import { PLUGIN_TITLES } from './titles.ts'

export const PLUGIN_TEXTS = {
  ...PLUGIN_TITLES,
  hint: {
    zh: '启用的插件在打开组态设计或运行页面时加载；停用后，已保存页面中的组件显示为占位框，配置保留。',
    en: 'Enabled plugins load when the designer or a page opens; once disabled, their widgets on saved pages show a placeholder and keep their settings.',
  },
  addUrl: { zh: '登记地址', en: 'Register URL' },
  upload: { zh: '上传插件', en: 'Upload plugin' },
  name: { zh: '名称', en: 'Name' },
  url: { zh: '模块地址', en: 'Module URL' },
  urlHint: {
    zh: 'ES 模块的 http(s) 地址或本站路径；跨域时需允许本站访问 (CORS)。',
    en: 'An http(s) URL or a path on this site of the ES module; another origin must allow this one (CORS).',
  },
  badUrl: {
    zh: '请输入 http(s) 地址或以 / 开头的路径',
    en: 'Enter an http(s) URL or a path starting with /',
  },
  module: { zh: '模块 (.js)', en: 'Module (.js)' },
  stylesheet: { zh: '样式表 (.css，可选)', en: 'Stylesheet (.css, optional)' },
  chooseFile: { zh: '选择文件', en: 'Choose file' },
  addFile: { zh: '添加文件', en: 'Add file' },
  source: { zh: '来源', en: 'Source' },
  'source.url': { zh: '地址', en: 'URL' },
  'source.upload': { zh: '上传', en: 'Uploaded' },
  files: { zh: '文件', en: 'Files' },
  enabled: { zh: '启用', en: 'Enabled' },
  updatedAt: { zh: '更新时间', en: 'Updated' },
  actions: { zh: '操作', en: 'Actions' },
  delete: { zh: '删除', en: 'Delete' },
  confirmDelete: {
    zh: '删除该插件？已保存页面中的组件将显示为占位框，配置保留。',
    en: 'Delete this plugin? Its widgets on saved pages will show a placeholder and keep their settings.',
  },
  manifestColumn: { zh: '清单', en: 'Manifest' },
  'manifest.none': { zh: '无清单', en: 'No manifest' },
  'manifest.noneHint': {
    zh: '没有清单的插件加载时不检查兼容性与完整性。',
    en: 'A plugin without a manifest loads without compatibility and integrity checks.',
  },
  'manifest.verified': { zh: '已校验', en: 'Verified' },
  'manifest.checking': { zh: '校验中', en: 'Checking' },
  'manifest.refused': { zh: '拒绝加载', en: 'Refused' },
  'manifest.hostApi': { zh: '平台接口', en: 'host API' },
  'manifest.edit': { zh: '清单', en: 'Manifest' },
  'manifest.title': { zh: '插件清单', en: 'Plugin manifest' },
  'manifest.hint': {
    zh: '粘贴或选择插件的清单文件 lfscada-plugin.json（标识、版本、组件类型、平台接口范围、入口的 sha384 完整性）；留空则删除清单。',
    en: "Paste or choose the plugin's lfscada-plugin.json (id, version, widget types, host API range, the entry's sha384 integrity); leave empty to remove it.",
  },
  'refusal.hostApi': {
    zh: '需要平台接口 {{needs}}，本平台为 {{host}}',
    en: 'needs host API {{needs}}, this platform provides {{host}}',
  },
  'refusal.integrity': {
    zh: '入口文件的哈希与清单不符',
    en: "the entry's hash does not match the manifest",
  },
  'refusal.types': {
    zh: '模块提供 {{actual}}，清单声明 {{expected}}',
    en: 'the module provides {{actual}}, the manifest says {{expected}}',
  },
  'refusal.version': {
    zh: '组件版本 {{actual}}，清单声明 {{expected}}',
    en: 'the widgets are version {{actual}}, the manifest says {{expected}}',
  },
  'refusal.unreachable': { zh: '无法读取入口文件', en: 'the entry cannot be read' },
  'category.shape': { zh: '图形', en: 'shape' },
  'category.basic': { zh: '基础', en: 'basic' },
  'category.chart': { zh: '图表', en: 'chart' },
  'category.complex': { zh: '复合', en: 'complex' },
  'category.navigation': { zh: '导航', en: 'navigation' },
  'category.script': { zh: '脚本', en: 'script' },
  'category.group': { zh: '组合', en: 'group' },
  'category.custom': { zh: '自定义', en: 'custom' },
} satisfies Record<string, Bilingual>
