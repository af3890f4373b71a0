import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const PLUGIN_TEXTS = {
  title: { zh: '组件插件', en: 'Widget plugins' },
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
} satisfies Record<string, Bilingual>
