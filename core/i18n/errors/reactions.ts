// Error texts of platform spec §8 that are not catalogue codes: the known reactions, Modbus
// exception texts (by exception code) and the gateway-replacement checks; designer spec §8 for the
// configuration-page jump.
import type { Bilingual } from '../bilingual.ts'

export const REACTION_MESSAGES = {
  permissionInfoFailed: {
    zh: '获取权限信息失败，请重新登录！',
    en: 'Failed to get permission info, please log in again!',
  },
  styleNotSet: { zh: '未设置新样式', en: 'New style not set' },
  styleFetchFailed: { zh: '获取新样式失败', en: 'Failed to get new style' },
  configJumpFailed: {
    zh: '跳转组态页面失败：{{message}}',
    en: 'Failed to jump to configuration page: {{message}}',
  },
  noChineseVoice: { zh: '没有可用的中文语音', en: 'No Chinese voice available' },

  'modbus.1': { zh: '非法功能码', en: 'Illegal function' },
  'modbus.2': { zh: '非法数据地址', en: 'Illegal data address' },
  'modbus.3': { zh: '非法数据值', en: 'Illegal data value' },
  'modbus.4': { zh: '从站设备故障', en: 'Slave device failure' },
  'modbus.5': { zh: '请求已确认，正在处理', en: 'Acknowledged, processing' },
  'modbus.6': { zh: '从站设备忙', en: 'Slave device busy' },
  'modbus.7': { zh: '否定确认', en: 'Negative acknowledge' },
  'modbus.8': { zh: '存储奇偶校验错误', en: 'Memory parity error' },
  'modbus.10': { zh: '网关路径不可用', en: 'Gateway path unavailable' },
  'modbus.11': { zh: '网关目标设备无响应', en: 'Gateway target device failed to respond' },

  'replace.driverCapacity': { zh: '新网关的驱动容量不足', en: 'The new gateway cannot hold all the drivers' },
  'replace.variableCapacity': {
    zh: '新网关的变量容量不足',
    en: 'The new gateway cannot hold all the variables',
  },
  'replace.alarmCapacity': { zh: '新网关的报警容量不足', en: 'The new gateway cannot hold all the alarms' },
  'replace.reportCapacity': { zh: '新网关的报表容量不足', en: 'The new gateway cannot hold all the reports' },
  'replace.scriptCapacity': { zh: '新网关的脚本容量不足', en: 'The new gateway cannot hold all the scripts' },
  'replace.unsupportedFeature': {
    zh: '新网关不支持原网关正在使用的功能',
    en: 'The new gateway does not support features the old one uses',
  },
} as const satisfies Record<string, Bilingual>

export type ReactionKey = keyof typeof REACTION_MESSAGES
