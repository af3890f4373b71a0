// Which player a stream needs (issue 17): HLS through hls.js, HTTP-FLV through mpegts.js, RTMP/RTSP only
// through a media server that repackages them; which sources can talk, and the EZVIZ provider's talk
// ticket against a local stand-in of its token endpoint.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playable, streamKind } from '../../../plugins/video/sources.ts'
import { NO_TALK, TalkError, talkProviderOf } from '../../../plugins/video/talk.ts'
import { ezvizProvider } from '../../../server/media/video.ts'

describe('stream kinds', () => {
  it('by the address', () => {
    expect(streamKind('http://cam/live/1.m3u8?token=x')).toBe('hls')
    expect(streamKind('https://cam/live/1.flv')).toBe('flv')
    expect(streamKind('/lfscada/file/clip.mp4')).toBe('file')
    expect(streamKind('rtmp://cam/live/1')).toBe('unsupported')
    expect(streamKind('rtsp://10.0.0.5/stream')).toBe('unsupported')
  })
  it('the first playable address wins', () => {
    expect(playable([undefined, 'rtmp://x/1', 'http://x/1.flv', 'http://x/1.m3u8'])).toBe('http://x/1.flv')
    expect(playable([undefined, ''])).toBeUndefined()
  })
})

describe('talk providers', () => {
  const services = { call: () => Promise.reject(new Error('not asked')) }
  it('only an EZVIZ camera with the platform behind it can talk', async () => {
    expect(talkProviderOf('ezviz', services).supported).toBe(true)
    expect(talkProviderOf('ezviz', undefined).supported).toBe(false)
    const online = talkProviderOf('online', services)
    expect(online).toBe(NO_TALK)
    const refused = await online
      .start({ serialNumber: 'D1' }, 'en', new AbortController().signal)
      .catch((e) => e)
    expect(refused).toBeInstanceOf(TalkError)
    expect(refused.reason).toBe('unsupported')
  })
})

describe('EZVIZ talk ticket', () => {
  let server: Server
  let base = ''
  const asked: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      let form = ''
      req.on('data', (chunk: Buffer) => {
        form += chunk
      })
      req.on('end', () => {
        asked.push(`${req.url} ${form}`)
        const data = { accessToken: 'at.stand-in', expireTime: Date.now() + 3_600_000 }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: '200', data }))
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  it("carries the stand-in's token, the camera's ezopen address and the API, never the secret", async () => {
    const provider = ezvizProvider(base)
    const camera = { serialNumber: 'D12345678', channelNumber: 2 }
    const ticket = await provider.talkTicket({ appKey: 'k', appSecret: 's3cret' }, camera)
    expect(ticket).toEqual({
      accessToken: 'at.stand-in',
      url: 'ezopen://open.ys7.com/D12345678/2.live',
      domain: base.replace(/\/$/, ''),
    })
    expect(JSON.stringify(ticket)).not.toContain('s3cret')
    expect(asked).toEqual(['/api/lapp/token/get appKey=k&appSecret=s3cret'])
    // the token is held: a second ticket asks nothing more
    await provider.talkTicket({ appKey: 'k', appSecret: 's3cret' }, camera)
    expect(asked).toHaveLength(1)
  })
})
