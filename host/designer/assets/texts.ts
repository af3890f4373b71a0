// Texts of the asset library (image picker) in the designer's panel, zh and en.
export const ASSETS_NS = 'designerAssets'

export const ASSETS_TEXTS = {
  library: { zh: '图片库', en: 'Image library' },
  open: { zh: '选择图片', en: 'Choose image' },
  title: { zh: '企业图片库', en: "Enterprise's images" },
  upload: { zh: '上传图片', en: 'Upload image' },
  search: { zh: '按名称搜索', en: 'Search by name' },
  hint: {
    zh: 'PNG、JPG、GIF、WebP 或 SVG，不超过 {{max}}',
    en: 'PNG, JPG, GIF, WebP or SVG, up to {{max}}',
  },
  empty: { zh: '还没有上传过图片', en: 'No images uploaded yet' },
  emptyHint: {
    zh: '上传的图片全企业的页面都能使用',
    en: 'Images you upload can be used on every page of your enterprise',
  },
  noMatch: { zh: '没有名称包含 “{{q}}” 的图片', en: 'No image named like “{{q}}”' },
  uploading: { zh: '正在上传 {{name}}', en: 'Uploading {{name}}' },
  uploaded: { zh: '已上传 {{name}}', en: 'Uploaded {{name}}' },
  failed: { zh: '{{name}} 上传失败：{{reason}}', en: '{{name}} was not uploaded: {{reason}}' },
  tooLarge: { zh: '{{name}} 超过 {{max}}', en: '{{name}} is larger than {{max}}' },
  notImage: { zh: '{{name}} 不是支持的图片格式', en: '{{name}} is not a supported image format' },
  loadFailed: { zh: '图片库加载失败：{{reason}}', en: 'The image library could not be loaded: {{reason}}' },
  use: { zh: '使用', en: 'Use' },
  current: { zh: '当前', en: 'Current' },
  remove: { zh: '删除', en: 'Delete' },
  removeConfirm: {
    zh: '删除“{{name}}”？使用它的页面将不再显示这张图片。',
    en: 'Delete “{{name}}”? Pages that show it will show nothing in its place.',
  },
  clear: { zh: '清除图片', en: 'Clear image' },
  by: { zh: '{{who}} 上传于 {{when}}', en: 'Uploaded by {{who}}, {{when}}' },
  // the same library for 3D models (kind="model")
  'model.title': { zh: '企业三维模型库', en: "Enterprise's 3D models" },
  'model.open': { zh: '选择模型', en: 'Choose model' },
  'model.none': { zh: '未选择模型', en: 'No model chosen' },
  'model.upload': { zh: '上传模型', en: 'Upload model' },
  'model.hint': {
    zh: 'GLB 或内嵌资源的 glTF，不超过 {{max}}',
    en: 'GLB, or glTF with embedded data, up to {{max}}',
  },
  'model.empty': { zh: '还没有上传过三维模型', en: 'No 3D models uploaded yet' },
  'model.emptyHint': {
    zh: '上传的模型全企业的三维场景都能使用',
    en: 'Models you upload can be used in every 3D scene of your enterprise',
  },
  'model.noMatch': { zh: '没有名称包含 “{{q}}” 的模型', en: 'No model named like “{{q}}”' },
  'model.notImage': { zh: '{{name}} 不是 GLB 或 glTF 模型', en: '{{name}} is not a GLB or glTF model' },
} as const
