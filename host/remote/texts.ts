// The remote plugin loader's messages (namespace `remote`), zh and en side by side.
import type { Bilingual } from '../../core/i18n/bilingual.ts'
import type { LoadStage } from './load.ts'

export const REMOTE_NS = 'remote'

const STAGE_TEXTS = {
  'stage.manifest': { zh: '清单检查', en: 'manifest' },
  'stage.integrity': { zh: '完整性校验', en: 'integrity' },
  'stage.import': { zh: '导入模块', en: 'import' },
  'stage.export': { zh: '读取导出', en: 'export' },
  'stage.contract': { zh: '组件约定检查', en: 'contract' },
  'stage.stylesheet': { zh: '加载样式表', en: 'stylesheet' },
  'stage.register': { zh: '注册', en: 'register' },
} as const satisfies Record<`stage.${LoadStage}`, Bilingual>

export const REMOTE_TEXTS = {
  ...STAGE_TEXTS,
  failed: {
    zh: '组件插件 {{url}} 加载失败（{{stage}}）：{{message}}',
    en: 'widget plugin {{url}} failed at {{stage}}: {{message}}',
  },
  catalogueUnavailable: { zh: '无法读取组件插件目录', en: 'the widget plugin catalogue is unavailable' },
} as const satisfies Record<string, Bilingual>
