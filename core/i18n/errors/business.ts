// Error catalogue, codes 2001-3401 (platform spec §8): writes, protocols, WeChat, public access,
// projects, inspection, uploads, invoices, templates, video, reports, roles.
//
// Range assignments (listed meanings in order; other codes show the range's own text):
//   2001-2007  2001 unbound gateway · 2002 out of range · 2003 read-only · 2004 formula error
//              (codes.ts) · 2007 length (codes.ts) · 2005, 2006 range text
//   2101-2202  2101 protocol name exists · 2102 register-type name exists · others range text
//   2301-2305  2301 WeChat token · 2302 WeChat openId · others range text
//   2501-2507  not public · wrong password · token expired · invalid · mismatched · missing · permission
//   2601-2615  2601 100 pages · 2602 50 accounts · 2603 100 fields per report · 2604 data centre
//              disabled · others range text
//   2701-2707  2701 30 devices per plan · 2702 not the assigned repairer or inspector (codes.ts) ·
//              2706 50 items per content · others: permissions (range text)
//   3002-3004  choose orders · already invoiced · already handled
//   3101-3109  3101 template capacity · 3109 template in use · others range text
import type { CatalogueEntry } from './entry.ts'

export const BUSINESS_ERRORS: readonly CatalogueEntry[] = [
  [[2001, 2007], '写入失败', 'Write failed'],
  [2001, '网关未绑定，无法写入', 'No gateway is bound, cannot write'],
  [2002, '写入值超出范围', 'The value to write is out of range'],
  [2003, '该变量只读，无法写入', 'This variable is read-only'],
  [2004, '写入公式错误', 'Write formula error'],
  [2007, '写入数据长度错误', 'Wrong length of the data to write'],

  [[2101, 2202], '协议配置错误', 'Protocol configuration error'],
  [2101, '协议名称已存在', 'The protocol name already exists'],
  [2102, '寄存器类型名称已存在', 'The register type name already exists'],

  [[2301, 2305], '微信授权失败', 'WeChat authorisation failed'],
  [2301, '获取微信令牌失败', 'Failed to get the WeChat token'],
  [2302, '获取微信 openId 失败', 'Failed to get the WeChat openId'],

  [2401, '公告已发布', 'The notice has been published'],

  [2501, '该设备未公开', 'This device is not public'],
  [2502, '访问密码错误', 'Wrong access password'],
  [2503, '访问令牌已过期', 'The access token has expired'],
  [2504, '访问令牌无效', 'The access token is invalid'],
  [2505, '访问令牌不匹配', 'The access token does not match'],
  [2506, '缺少访问令牌', 'The access token is missing'],
  [2507, '缺少访问权限', 'Access permission is missing'],

  [[2601, 2615], '已达到项目限制', 'Project limit reached'],
  [2601, '每个项目最多 100 个页面', 'A project can have at most 100 pages'],
  [2602, '每个项目最多 50 个账号', 'A project can have at most 50 accounts'],
  [2603, '每个报表最多 100 个字段', 'A report can have at most 100 fields'],
  [2604, '数据中心未启用', 'The data centre is disabled'],

  [[2701, 2707], '权限不足', 'Insufficient permission'],
  [2701, '每个巡检计划最多 30 台设备', 'An inspection plan can cover at most 30 devices'],
  [2702, '权限不足：仅指派的人员可以操作', 'Insufficient permission: only the assigned person can do this'],
  [2706, '每项内容最多 50 个条目', 'A content can have at most 50 items'],

  [2801, '最多上传 10 个文件', 'At most 10 files can be uploaded'],
  [2901, '每个企业最多 5 个账号', 'An enterprise can have at most 5 accounts'],

  [3001, '订单金额低于 500 元，无法开票', 'Orders under 500 yuan cannot be invoiced'],
  [3002, '请选择订单', 'Please choose the orders'],
  [3003, '该订单已开票', 'This order has already been invoiced'],
  [3004, '已处理，请勿重复操作', 'Already handled'],

  [[3101, 3109], '模板操作失败', 'Template operation failed'],
  [3101, '模板数量已达上限', 'Template capacity reached'],
  [3109, '模板正在使用，无法删除', 'The template is in use and cannot be deleted'],

  [3201, '视频配置错误', 'Video configuration error'],
  [3202, '每个组织只能设置 1 组视频参数', 'An organisation can have only one set of video parameters'],
  [3301, '智能报表不允许手动存储', 'Smart reports cannot be stored manually'],
  [3401, '角色 UUID 已存在', 'The role UUID already exists'],
]
