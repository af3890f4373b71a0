// Texts of the enterprise's own symbols in the designer (the palette's "My symbols" and the upload and
// marking dialog), zh and en.
export const SYMBOLS_NS = 'designerSymbols'

export const SYMBOL_TEXTS = {
  fold: { zh: '我的符号', en: 'My symbols' },
  upload: { zh: '上传符号', en: 'Upload symbol' },
  edit: { zh: '标记部件', en: 'Mark parts' },
  empty: {
    zh: '上传 SVG，标记部件后即可像组件一样使用',
    en: 'Upload an SVG and mark its parts to use it as a widget',
  },
  dialogTitle: { zh: '自定义符号', en: 'Custom symbol' },
  drop: { zh: '点击或拖入 SVG 文件', en: 'Click or drop an SVG file here' },
  hint: {
    zh: '不超过 {{max}}；含脚本、事件或外部引用的文件会被拒绝，样式表、图片和动画会被去除',
    en: 'Up to {{max}}; files with scripts, event handlers or external references are refused, style sheets, images and animations removed',
  },
  notSvg: { zh: '{{name}} 不是 SVG 文件', en: '{{name}} is not an SVG file' },
  tooLarge: { zh: '{{name}} 超过 {{max}}', en: '{{name}} is larger than {{max}}' },
  failed: { zh: '上传失败：{{reason}}', en: 'Not uploaded: {{reason}}' },
  saveFailed: { zh: '保存失败：{{reason}}', en: 'Not saved: {{reason}}' },
  name: { zh: '名称', en: 'Name' },
  preview: { zh: '预览（选中的部件以蓝色描边）', en: 'Preview (the chosen part outlined in blue)' },
  parts: { zh: '部件（按元素 id）', en: 'Parts (by element id)' },
  element: { zh: '元素 id', en: 'Element id' },
  role: { zh: '作用', en: 'Role' },
  value: { zh: '显示值', en: 'Shown at' },
  valueHint: { zh: '空则为运行值', en: 'Empty: the on value' },
  noIds: {
    zh: '这个 SVG 没有带 id 的元素：在绘图软件中为要驱动的部件设置 id 后重新上传',
    en: 'This SVG has no elements with an id: give the parts to drive an id in your drawing tool and upload it again',
  },
  none: { zh: '不驱动', en: 'Not driven' },
  'role.state': { zh: '状态着色', en: 'State colour' },
  'role.rotate': { zh: '运行时旋转', en: 'Rotates when on' },
  'role.visible': { zh: '条件显示', en: 'Visible when' },
  'role.level': { zh: '液位填充', en: 'Level fill' },
  'role.text': { zh: '显示数值', en: 'Value text' },
  save: { zh: '保存', en: 'Save' },
  cancel: { zh: '取消', en: 'Cancel' },
  remove: { zh: '删除符号', en: 'Delete symbol' },
  removeConfirm: {
    zh: '删除“{{name}}”？使用它的页面将显示空白。',
    en: 'Delete “{{name}}”? Pages that show it will show an empty box.',
  },
} as const
