// Error catalogue, generic and system codes (platform spec §8).
//
// Range assignments (every listed meaning in order; other codes show the range's own text):
//   10001-10013  validation · type · missing · in use · out of range · file empty · file format ·
//                file size · config error · template missing · file missing · duplicate domain ·
//                same parameter
//   90001-90010  unsupported request · empty query · no data or permission · add over limit · file
//                store error · address missing · name or identifier exists · no access · 90009 storage
//                unavailable (ours: §8 gives 90009 no meaning; disk full, read-only or failing database) ·
//                90010 too frequent
//   90100-90104  system not activated · user / gateway / variable quota · feature not activated
//   99901-99907  slave communication · timeout · variable missing · address empty or malformed ·
//                read-only · out of limit · incomplete data
import type { CatalogueEntry } from './entry.ts'

export const SYSTEM_ERRORS: readonly CatalogueEntry[] = [
  [10001, '参数校验失败', 'Parameter validation failed'],
  [10002, '参数类型错误', 'Wrong parameter type'],
  [10003, '缺少参数', 'A parameter is missing'],
  [10004, '数据正在使用中', 'It is in use'],
  [10005, '超出范围', 'Out of range'],
  [10006, '文件为空', 'The file is empty'],
  [10007, '文件格式错误', 'Wrong file format'],
  [10008, '文件大小超出限制', 'The file is too large'],
  [10009, '配置错误', 'Configuration error'],
  [10010, '模板不存在', 'The template does not exist'],
  [10011, '文件不存在', 'The file does not exist'],
  [10012, '域名重复', 'Duplicate domain'],
  [10013, '参数未改变', 'The parameter is unchanged'],

  [[90001, 90010], '请求失败', 'Request failed'],
  [90001, '不支持的请求', 'Unsupported request'],
  [90002, '查询条件为空', 'The query is empty'],
  [90003, '没有数据或没有权限', 'No data or no permission'],
  [90004, '添加数量超出限制', 'Adding this would exceed the limit'],
  [90005, '文件存储失败', 'Failed to store the file'],
  [90006, '地址不存在', 'The address is missing'],
  [90007, '名称或标识已存在', 'The name or identifier already exists'],
  [90008, '无权访问', 'No access'],
  [
    90009,
    '存储暂不可用，未能保存，请稍后再试',
    'Storage is unavailable: nothing was saved, please try again later',
  ],
  [90010, '请求过于频繁，请稍后再试', 'Too many requests, please try again later'],
  [90099, '未知错误', 'Unknown error'],

  [90100, '系统未激活', 'The system is not activated'],
  [90101, '用户数量已达上限', 'The user quota has been reached'],
  [90102, '网关数量已达上限', 'The gateway quota has been reached'],
  [90103, '变量数量已达上限', 'The variable quota has been reached'],
  [90104, '该功能未激活', 'This feature is not activated'],

  [99901, '从站通讯异常', 'Slave communication fault'],
  [99902, '读写超时', 'Read/write timed out'],
  [99903, '变量不存在', 'The variable does not exist'],
  [99904, '地址为空或格式错误', 'The address is empty or malformed'],
  [99905, '变量只读', 'The variable is read-only'],
  [99906, '超出限值', 'Out of limits'],
  [99907, '数据不完整', 'Incomplete data'],
]
