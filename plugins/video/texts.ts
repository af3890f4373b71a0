import type { Lang } from '../../core/kernel/index.ts'

export const VIDEO_TEXTS = {
  noAddress: { zh: '未设置视频地址', en: 'No video address set' },
  notConfigured: {
    zh: '未配置视频参数 (扩展 › 视频 AppKey)',
    en: 'Video parameters not configured (Extend › Video appKey)',
  },
  unsupported: {
    zh: 'RTMP/RTSP 需经流媒体服务器转为 HLS 或 FLV',
    en: 'RTMP/RTSP must be repackaged as HLS or FLV by a media server',
  },
  failed: { zh: '视频无法播放', en: 'The video cannot be played' },
  camera: { zh: '摄像头', en: 'Camera' },
  loading: { zh: '视频加载中…', en: 'Loading the video…' },
  'ptz.up': { zh: '向上', en: 'Tilt up' },
  'ptz.down': { zh: '向下', en: 'Tilt down' },
  'ptz.left': { zh: '向左', en: 'Pan left' },
  'ptz.right': { zh: '向右', en: 'Pan right' },
  'ptz.zoomIn': { zh: '放大', en: 'Zoom in' },
  'ptz.zoomOut': { zh: '缩小', en: 'Zoom out' },
  ptzFailed: { zh: '云台控制失败', en: 'The camera could not be moved' },
  'talk.idle': { zh: '对讲', en: 'Talk' },
  'talk.connecting': { zh: '对讲连接中…', en: 'Connecting the talk…' },
  'talk.talking': { zh: '对讲中，点击结束', en: 'Talking: click to end' },
  'talk.micDenied': {
    zh: '麦克风权限被拒绝：请在浏览器中允许本站使用麦克风',
    en: 'Microphone access denied: allow this site to use the microphone in the browser',
  },
  'talk.micUnavailable': {
    zh: '无法使用麦克风：需要 HTTPS 访问且接有麦克风',
    en: 'No microphone available: the page must be opened over HTTPS with a microphone attached',
  },
  'talk.notConfigured': {
    zh: '未配置视频参数，无法对讲 (扩展 › 视频 AppKey)',
    en: 'Talk needs the video parameters (Extend › Video appKey)',
  },
  'talk.unsupported': { zh: '此视频来源不支持对讲', en: 'This video source does not support talk' },
  'talk.failed': {
    zh: '对讲未能建立：摄像头离线或不支持对讲',
    en: 'The talk could not be started: the camera is offline or cannot talk',
  },
} as const

export const videoText = (key: keyof typeof VIDEO_TEXTS, lang: Lang): string => VIDEO_TEXTS[key][lang]
