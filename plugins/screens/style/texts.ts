import type { Bilingual } from '../../../core/i18n/bilingual.ts'
import { STYLE_TITLES } from './titles.ts'

export const STYLE_TEXTS = {
  ...STYLE_TITLES,
  hint: {
    zh: '启用的样式决定浏览器标题、图标和页面标志；设置登录路径后，登录页 /{路径} 显示该样式。',
    en: 'The style in use sets the browser title, icon and logo; with a login path, the login page at /{path} shows it.',
  },
  add: { zh: '新建样式', en: 'New style' },
  edit: { zh: '编辑样式', en: 'Edit style' },
  name: { zh: '名称', en: 'Name' },
  styleTitle: { zh: '标题', en: 'Title' },
  logo: { zh: '标志', en: 'Logo' },
  favicon: { zh: '浏览器图标', en: 'Favicon' },
  imageHint: {
    zh: 'png、jpg、svg 或 ico，小于 100 KB；或填写图片地址。',
    en: 'png, jpg, svg or ico, under 100 KB; or give the image address.',
  },
  imageUrl: { zh: '图片地址', en: 'Image address' },
  chooseImage: { zh: '选择图片', en: 'Choose image' },
  removeImage: { zh: '移除', en: 'Remove' },
  imageTooLarge: { zh: '图片须小于 100 KB', en: 'The image must be under 100 KB' },
  imageFormat: { zh: '只支持 png、jpg、svg 或 ico 图片', en: 'Only png, jpg, svg or ico images' },
  badUrl: {
    zh: '请输入 http(s) 地址或以 / 开头的路径',
    en: 'Enter an http(s) URL or a path starting with /',
  },
  loginPath: { zh: '登录路径', en: 'Login path' },
  loginPathHint: {
    zh: '字母、数字或 -，全平台唯一；登录页地址为 /{路径}。',
    en: 'Letters, digits or -, unique on the platform; the login page is then /{path}.',
  },
  loginPathFormat: {
    zh: '只能包含字母、数字和 -（最多 50 个）',
    en: 'Letters, digits and - only (at most 50)',
  },
  loginPathReserved: { zh: '该路径已被系统使用', en: 'The platform already uses this path' },
  mainPath: { zh: '首页路径', en: 'Main page path' },
  mainPathHint: {
    zh: '登录后打开的页面，例如 /manage/eg/equipment/list；留空为默认。',
    en: 'The page opened after sign-in, e.g. /manage/eg/equipment/list; empty for the default.',
  },
  badMainPath: { zh: '请输入以 / 开头的路径', en: 'Enter a path starting with /' },
  inUse: { zh: '使用中', en: 'In use' },
  use: { zh: '使用此样式', en: 'Use this style' },
  stopUsing: { zh: '恢复默认样式', en: 'Back to the default style' },
  updatedAt: { zh: '更新时间', en: 'Updated' },
  actions: { zh: '操作', en: 'Actions' },
  delete: { zh: '删除', en: 'Delete' },
  confirmDelete: { zh: '删除该样式？', en: 'Delete this style?' },
  system: { zh: '系统', en: 'System' },
} satisfies Record<string, Bilingual>
