// Texts of the script tab (platform spec §3 Script): the list's run status, the editor and its help.
// Field and strategy names are the configuration forms' (config-texts.ts: field.*, opt.strategy.*).
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const SCRIPT_TEXTS = {
  'script.lastRun': { zh: '最近运行', en: 'Last run' },
  'script.lastError': { zh: '最近错误', en: 'Last error' },
  'script.never': { zh: '尚未运行', en: 'Not run yet' },
  'script.noError': { zh: '无', en: 'None' },
  'script.enabled': { zh: '启用', en: 'Enabled' },
  'script.add': { zh: '新增脚本', en: 'Add script' },
  'script.edit': { zh: '编辑脚本', en: 'Edit script' },
  'script.reload': { zh: '刷新状态', en: 'Refresh status' },
  'script.loadingEditor': { zh: '正在加载编辑器…', en: 'Loading the editor…' },
  'script.conditionHelp': {
    zh: '变量名组成的表达式，由假变真时运行，例如 temperature > 30',
    en: 'An expression over variable names; the script runs when it turns true, e.g. temperature > 30',
  },
  'script.apiHelp': {
    zh: '在网关上运行（JavaScript，沙箱内，每次限时 200 毫秒、内存 8 MB）。变量按名称可直接读取；get(名称) 读取，set(名称, 值) 写入设备变量或中间变量。',
    en: 'Runs on the gateway (JavaScript in a sandbox, 200 ms and 8 MB per run). Variables are read by name; get(name) reads, set(name, value) writes a device or intermediate variable.',
  },
  'script.lines': { zh: '{{count}} 行', en: 'Lines: {{count}}' },
  'script.every': { zh: '每 {{n}} 秒', en: 'Every {{n}} s' },
} as const satisfies Record<string, Bilingual>
