// Texts of the Sparkplug parts of a device: its group id (info tab) and the adoption of the metrics its
// node announced (the signal tab's notice and the adoption screen).
import type { Bilingual } from '../../../core/i18n/bilingual.ts'

export const SPARKPLUG_TEXTS = {
  'sparkplug.title': { zh: 'Sparkplug B', en: 'Sparkplug B' },
  'sparkplug.edgeNode': { zh: '边缘节点 ID', en: 'Edge node ID' },
  'sparkplug.group': { zh: '组 ID', en: 'Group ID' },
  'sparkplug.groupPlaceholder': { zh: '默认：{{group}}', en: 'Default: {{group}}' },
  'sparkplug.groupRule': {
    zh: '最多 64 个字符，不含 + / # 和空格，不能是 STATE',
    en: 'At most 64 characters, no + / # or spaces, not STATE',
  },
  'sparkplug.groupHelp': {
    zh: '节点须在此组内发布；留空则用企业的组（{{group}}）。修改后节点需用新组重新连接。',
    en: 'The node must publish in this group; empty uses the enterprise’s ({{group}}). After a change the node reconnects with the new group.',
  },
  'sparkplug.groupHelpDefault': {
    zh: '节点须在此组内发布；留空则用平台默认组（{{group}}）。修改后节点需用新组重新连接。',
    en: 'The node must publish in this group; empty uses the platform’s default ({{group}}). After a change the node reconnects with the new group.',
  },
  'discovered.notice': {
    zh: '网关宣告了 {{count}} 个尚未对应变量的指标',
    en: 'The gateway announced {{count}} metrics that are not variables yet',
  },
  'discovered.review': { zh: '查看并采纳', en: 'Review and adopt' },
  'discovered.title': { zh: '待采纳的指标', en: 'Announced metrics' },
  'discovered.intro': {
    zh: '这些指标由网关的出生消息（NBIRTH/DBIRTH）宣告，尚未对应任何变量。采纳后按指标名匹配变量，随后的数据即进入实时值和历史。',
    en: 'The gateway’s births (NBIRTH/DBIRTH) announced these metrics, and no variable matches them yet. An adopted metric is matched to its variable by name; its data then goes live and into history.',
  },
  'discovered.device': { zh: 'Sparkplug 设备', en: 'Sparkplug device' },
  'discovered.node': { zh: '网关自身', en: 'The gateway itself' },
  'discovered.driver': { zh: '驱动 {{name}}', en: 'Driver {{name}}' },
  'discovered.metric': { zh: '指标名', en: 'Metric' },
  'discovered.datatype': { zh: '数据类型', en: 'Data type' },
  'discovered.value': { zh: '出生值', en: 'Birth value' },
  'discovered.variable': { zh: '变量名', en: 'Variable name' },
  'discovered.unit': { zh: '单位', en: 'Unit' },
  'discovered.lastSeen': { zh: '最近宣告', en: 'Last announced' },
  'discovered.adopt': { zh: '采纳所选（{{count}}）', en: 'Adopt selected ({{count}})' },
  'discovered.dismiss': { zh: '忽略所选', en: 'Dismiss selected' },
  'discovered.confirmDismiss': {
    zh: '忽略后，这些指标不再列出（节点停止宣告后再次宣告时会重新列出）。',
    en: 'Dismissed metrics are no longer listed (until the node stops announcing them and announces them again).',
  },
  'discovered.none': { zh: '没有待采纳的指标', en: 'No metrics waiting for adoption' },
  'discovered.dismissedCount': { zh: '已忽略 {{count}} 个', en: '{{count}} dismissed' },
  'discovered.back': { zh: '返回变量', en: 'Back to variables' },
  'discovered.nameRule': {
    zh: '字母、数字或下划线，不以数字开头',
    en: 'Letters, digits or underscores, not starting with a digit',
  },
} satisfies Record<string, Bilingual>
