// What the video parameters screen shows, in both languages.
import { VIDEO_TITLES } from './titles.ts'

export const VIDEO_SCREEN_TEXTS = {
  ...VIDEO_TITLES,
  intro: {
    zh: '萤石云开放平台的 AppKey 与 Secret，每个组织一组；视频组件以此获取摄像头的直播地址，Secret 只保存在服务器上。',
    en: "The EZVIZ open platform's appKey and secret, one set per organisation: the video widgets get their cameras' live addresses with it. The secret stays on the server.",
  },
  provider: { zh: '视频平台', en: 'Video cloud' },
  appKey: { zh: 'AppKey', en: 'AppKey' },
  appSecret: { zh: 'Secret', en: 'Secret' },
  secretKept: { zh: '已设置，留空则不修改', en: 'Set; leave blank to keep it' },
  save: { zh: '保存', en: 'Save' },
  saved: { zh: '已保存', en: 'Saved' },
  required: { zh: '必填', en: 'Required' },
  ezviz: { zh: '萤石云', en: 'EZVIZ' },
} as const
