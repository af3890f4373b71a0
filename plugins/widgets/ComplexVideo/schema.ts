// Video (designer spec §3): a camera of a video cloud through its provider (EZVIZ by default: serial and
// channel numbers, pan-tilt and talk), or an online address (HLS .m3u8, HTTP-FLV .flv, or a file) with
// loop and autoplay. The reserve addresses are the camera's own HLS, FLV and RTMP addresses, played when
// the provider has none; RTMP only through a media server that repackages it (plugins/video/sources.ts).
import Type from 'typebox'
import { Bool, boxStyle, Choice, Str, staticData, titled } from '../common/schema.ts'

export const VIDEO_SOURCES = ['ezviz', 'online'] as const

export const schema = Type.Object({
  data: staticData({
    dataAddon: Type.Object(
      {
        type: titled(Choice(VIDEO_SOURCES, 'ezviz'), { zh: '视频来源', en: 'Source' }),
        serialNumber: titled(Str(), { zh: '设备序列号', en: 'Serial number' }),
        channelNumber: titled(Type.Integer({ default: 1, minimum: 1 }), { zh: '通道号', en: 'Channel' }),
        PanTilt: titled(Bool(false), { zh: '云台控制', en: 'Pan-tilt control' }),
        talk: titled(Bool(false), { zh: '对讲', en: 'Talk' }),
        cameraIndexCode: titled(Str(), { zh: '监控点编号', en: 'Camera index code' }),
        hlsReserve: titled(Str(), { zh: '备用 HLS 地址', en: 'Reserve HLS address' }),
        flvReserve: titled(Str(), { zh: '备用 FLV 地址', en: 'Reserve FLV address' }),
        rtmpReserve: titled(Str(), { zh: '备用 RTMP 地址', en: 'Reserve RTMP address' }),
        onlineAddress: titled(Str(), { zh: '在线地址 (HLS/FLV/MP4)', en: 'Online address (HLS/FLV/MP4)' }),
        onlineLoop: titled(Bool(true), { zh: '循环播放', en: 'Loop' }),
        onlineAuto: titled(Bool(true), { zh: '自动播放', en: 'Autoplay' }),
      },
      { 'x-title': { zh: '视频设置', en: 'Video settings' } },
    ),
  }),
  style: Type.Object({
    fit: Choice(['contain', 'cover', 'fill'], 'contain'),
    ...boxStyle({ fill: '#000000' }),
  }),
})
