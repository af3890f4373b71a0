// Error catalogue, codes 1001-1904 (platform spec §8): accounts, devices, gateways, groups, drivers,
// variables, configuration pages.
//
// Where the spec lists several meanings for a range, they take the free codes of the range in the
// order listed (codes already named in codes.ts keep their number); the remaining codes show the
// range's own text:
//   1001-1024  1004 login timeout · 1007 WeChat already bound · 1009 org error · 1011 dongle check
//              · 1012 internal / 1013 external account limit · 1014 role type · 1019 only internal
//              deletable (codes.ts) · 1022 invalid user · 1023 SN registered · 1017, 1024 range text
//   1101-1127  1103 SN or code wrong · 1104 already bound · 1105 copy / 1106 import series mismatch
//              · 1110 no template · 1111 same template · 1112 template/series mismatch (codes.ts)
//              · 1113 platform-only / 1114 remote-only gateway · others range text
//   1301-1352  1302 SN digits only · 1303 SN duplicated · 1305 upgrade failed · 1307 firmware up to
//              date · 1308 not synchronised · 1309 VPN error · 1310 busy reporting · 1311 base-station
//              location unsupported · 1312 off · 1313 anti-tamper · 1314 script / 1315 low-power
//              unsupported · others range text
//   1501-1505  wiring, slave address, IP or port, driver not created, over capacity
//   1701-1729  1701 report capacity · 1702 outdated import template · 1703 duplicate summary variable
//              (variable and alarm capacity are 1706, 1707) · 1711-1722 lower-device errors · others range text
import type { CatalogueEntry } from './entry.ts'

export const ACCOUNT_DEVICE_ERRORS: readonly CatalogueEntry[] = [
  [[1001, 1024], '账号或登录异常', 'Account or login error'],
  [1001, '用户名或密码错误', 'Wrong username or password'],
  [1002, '用户名不能为空', 'The username cannot be empty'],
  [1003, '验证码错误或已过期', 'The verification code is wrong or has expired'],
  [1004, '登录超时，请重新登录', 'Login timed out, please log in again'],
  [1005, '错误次数过多，请稍后再试', 'Too many failed attempts, please try again later'],
  [1006, '登录已失效，请重新登录', 'Your session is no longer valid, please log in again'],
  [1007, '该微信已绑定其他账号', 'This WeChat account is already bound to another account'],
  [1008, '账号已被禁用', 'The account is disabled'],
  [1009, '组织机构错误', 'Organisation error'],
  [1010, '登录已失效，请重新登录', 'Your session is no longer valid, please log in again'],
  [1011, '加密狗校验失败', 'Dongle check failed'],
  [1012, '内部账号数量已达上限', 'The internal account limit has been reached'],
  [1013, '外部账号数量已达上限', 'The external account limit has been reached'],
  [1014, '角色类型错误', 'Wrong role type'],
  [1015, '用户名已存在', 'The username already exists'],
  [1016, '手机号已被注册', 'The phone number is already registered'],
  [1018, '不能删除自己的账号', 'You cannot delete your own account'],
  [1019, '只能删除内部账号', 'Only internal accounts can be deleted'],
  [1020, '令牌已过期，请重新登录', 'The token has expired, please log in again'],
  [1021, '令牌无效，请重新登录', 'The token is invalid, please log in again'],
  [1022, '无效用户', 'Invalid user'],
  [1023, '该序列号已注册', 'This SN is already registered'],

  [[1101, 1127], '设备操作失败', 'Device operation failed'],
  [1101, '设备不存在', 'The device does not exist'],
  [1102, '未绑定网关', 'No gateway is bound'],
  [1103, '序列号或验证码错误', 'The SN or verification code is wrong'],
  [1104, '该网关已被绑定', 'This gateway is already bound'],
  [1105, '设备系列不一致，无法复制', 'The series do not match, cannot copy'],
  [1106, '设备系列不一致，无法导入', 'The series do not match, cannot import'],
  [1110, '没有可用的模板', 'No template available'],
  [1111, '模板相同，无需更换', 'It is the same template, nothing to change'],
  [1112, '模板与设备系列不匹配', 'The template does not match the device series'],
  [1113, '该网关仅支持平台使用', 'This gateway can only be used on the platform'],
  [1114, '该网关仅支持远程使用', 'This gateway can only be used remotely'],
  [1126, '最多授权 50 个用户', 'At most 50 users can be authorised'],

  [1201, '分组层级不能超过 10 级', 'Groups cannot be nested more than 10 levels deep'],
  [1202, '同一上级下最多 500 个节点', 'A parent can hold at most 500 nodes'],

  [[1301, 1352], '网关操作失败', 'Gateway operation failed'],
  [1301, '通讯超时', 'Communication timed out'],
  [1302, '序列号只能为数字', 'The SN may contain digits only'],
  [1303, '序列号重复', 'Duplicate SN'],
  [1304, '设备离线', 'The device is offline'],
  [1305, '升级失败', 'Upgrade failed'],
  [1306, '批量操作最多 100 个', 'Batch operations are limited to 100 items'],
  [1307, '固件已是最新版本', 'The firmware is already up to date'],
  [1308, '配置未同步', 'The configuration is not synchronised'],
  [1309, 'VPN 异常', 'VPN error'],
  [1310, '设备正在上报数据，请稍后再试', 'The device is busy reporting, please try again later'],
  [1311, '不支持基站定位', 'Base-station location is not supported'],
  [1312, '基站定位未开启', 'Base-station location is turned off'],
  [1313, '防篡改校验未通过', 'Anti-tamper check failed'],
  [1314, '设备不支持脚本', 'The device does not support scripts'],
  [1315, '设备不支持低功耗', 'The device does not support low-power mode'],
  [1331, '远程下载模式下禁止操作', 'Not allowed while in remote download mode'],
  [1337, '设备处于休眠状态', 'The device is sleeping'],
  [1342, '每天最多刷新定位 5 次', 'The location can be refreshed at most 5 times a day'],
  [1352, '没有匹配的升级包', 'No matching upgrade package'],

  [1401, '标识已存在', 'The identifier already exists'],
  [1402, '不支持创建模板', 'Creating a template is not supported'],

  [1501, '接线错误', 'Wiring error'],
  [1502, '从站地址错误', 'Wrong slave address'],
  [1503, 'IP 或端口错误', 'Wrong IP address or port'],
  [1504, '驱动未创建', 'The driver has not been created'],
  [1505, '驱动数量超出网关容量', "The number of drivers exceeds the gateway's capacity"],

  [[1701, 1729], '变量、报警或报表数量超出容量', 'Capacity for variables, alarms or reports exceeded'],
  [1701, '报表数量超出容量', 'Report capacity exceeded'],
  [1702, '导入模板已过时，请下载最新模板', 'The import template is outdated, please download the latest one'],
  [1703, '汇总变量重复', 'Duplicate summary variable'],
  [1706, '变量数量超出容量', 'Variable capacity exceeded'],
  [1707, '报警数量超出容量', 'Alarm capacity exceeded'],
  [1708, '每个报表最多 100 个变量', 'A report can hold at most 100 variables'],
  [[1711, 1722], '下位设备异常', 'Lower device error'],
  [1726, '最多 100 个映射', 'At most 100 mappings'],

  [1901, '页面标题已存在', 'The page title already exists'],
  [1902, '最多 100 个页面', 'At most 100 pages'],
  [1903, '权限标题已存在', 'The permission title already exists'],
  [1904, '最多 10 个权限', 'At most 10 permissions'],
]
