import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import { ORGAL_TITLES } from './titles.ts'

export const ORGAL_TEXTS = {
  ...ORGAL_TITLES,
  actions: { zh: '操作', en: 'Actions' },
  remark: { zh: '备注', en: 'Remark' },
  retry: { zh: '重试', en: 'Try again' },
  loadFailed: { zh: '加载失败', en: 'Could not load' },
  // roles
  roleName: { zh: '角色名称', en: 'Role name' },
  uuid: { zh: '角色标识 (UUID)', en: 'Role identifier (UUID)' },
  uuidHint: {
    zh: '企业内唯一，注册链接 /register/{标识} 使用它；字母、数字、下划线或连字符，最多 64 个',
    en: 'Unique in the enterprise; the sign-up link /register/{identifier} names it. Letters, digits, _ or -, at most 64',
  },
  uuidPattern: {
    zh: '只能包含字母、数字、下划线或连字符，最多 64 个',
    en: 'Use letters, digits, _ or - only, at most 64',
  },
  permissions: { zh: '权限', en: 'Permissions' },
  permissionCount: { zh: '{{n}} 项权限', en: '{{n}} permissions' },
  noPermissions: { zh: '无权限', en: 'No permissions' },
  otherPermissions: { zh: '其他权限', en: 'Other permissions' },
  unknownKey: { zh: '（服务器不支持）', en: ' (not known to the server)' },
  addRole: { zh: '新建角色', en: 'New role' },
  editRole: { zh: '编辑角色', en: 'Edit role' },
  deleteRole: { zh: '确定删除角色“{{name}}”？', en: 'Delete the role “{{name}}”?' },
  searchRole: { zh: '按角色名称查询', en: 'Search by role name' },
  noRoles: { zh: '暂无角色', en: 'No roles yet' },
  // departments
  deptName: { zh: '部门名称', en: 'Department name' },
  sort: { zh: '排序', en: 'Sort order' },
  addDept: { zh: '新建部门', en: 'New department' },
  addChild: { zh: '添加子部门', en: 'Add sub-department' },
  addChildOf: { zh: '在“{{name}}”下添加子部门', en: 'New sub-department of “{{name}}”' },
  rename: { zh: '编辑', en: 'Edit' },
  renameDept: { zh: '编辑部门', en: 'Edit department' },
  deleteDept: {
    zh: '确定删除部门“{{name}}”？有子部门或账号的部门不能删除。',
    en: 'Delete the department “{{name}}”? One with sub-departments or accounts cannot be deleted.',
  },
  noDepts: { zh: '暂无部门', en: 'No departments yet' },
  // enterprise
  enterpriseName: { zh: '企业名称', en: 'Enterprise name' },
  contact: { zh: '联系人', en: 'Contact' },
  tel: { zh: '联系电话', en: 'Phone' },
  telPattern: {
    zh: '请输入正确的电话号码（数字和连字符，可带 +）',
    en: 'Enter a valid phone number (digits and hyphens, optionally with +)',
  },
  email: { zh: '邮箱', en: 'E-mail' },
  address: { zh: '地址', en: 'Address' },
  createdAt: { zh: '创建时间', en: 'Created' },
} satisfies Record<string, Bilingual>
