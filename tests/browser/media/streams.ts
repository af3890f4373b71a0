// A local HLS stream made by Debian's ffmpeg (a 320x240 test pattern, 4 s in 1 s segments) served with an
// HTTP server on 127.0.0.1, and a stand-in of the EZVIZ open API answering a token and that stream's address.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg'
export const hasFfmpeg = existsSync(FFMPEG)

export interface LocalStream {
  /** the HLS playlist's address */
  hls: string
  /** the EZVIZ stand-in's base address, and how many live addresses it gave */
  ezviz: string
  addresses: () => number
  /** the pan-tilt calls it got, "start|stop serial channel direction" */
  moves: () => string[]
  /** how many access tokens it gave */
  tokens: () => number
  /** the calls a browser's EZVIZ SDK made of it, "path accessToken" */
  sdkCalls: () => string[]
  close: () => Promise<void>
}

/** Any other EZVIZ call, made by the browser's SDK (CORS): noted, and answered "device offline". */
function answerSdk(req: IncomingMessage, res: ServerResponse, url: URL, calls: string[]): void {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end()
    return
  }
  let form = ''
  req.on('data', (chunk: Buffer) => {
    form += chunk
  })
  req.on('end', () => {
    // a urlencoded or multipart form, the query or a header
    const token =
      /accessToken"?(?:=|\r\n\r\n)([\w.-]+)/.exec(form)?.[1] ??
      url.searchParams.get('accessToken') ??
      String(req.headers.accesstoken ?? '')
    calls.push(`${url.pathname} ${token}`)
    res
      .writeHead(200, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify({ code: '20007', msg: 'device offline' }))
  })
}

export async function startLocalStream(): Promise<LocalStream> {
  const dir = mkdtempSync(join(tmpdir(), 'lfscada-hls-'))
  execFileSync(
    FFMPEG,
    [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=10',
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '10',
      '-f',
      'hls',
      '-hls_time',
      '1',
      '-hls_list_size',
      '0',
      '-hls_playlist_type',
      'vod',
      join(dir, 'index.m3u8'),
    ],
    { timeout: 60_000 },
  )
  let addresses = 0
  let tokens = 0
  const sdkCalls: string[] = []
  /** the pan-tilt calls, "start|stop serial channel direction" */
  const moves: string[] = []
  let base = ''
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const cors = { 'access-control-allow-origin': '*' }
    if (url.pathname === '/api/lapp/token/get') {
      tokens += 1
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          code: '200',
          data: { accessToken: 'at.local', expireTime: Date.now() + 3_600_000 },
        }),
      )
      return
    }
    const ptz = /^\/api\/lapp\/device\/ptz\/(start|stop)$/.exec(url.pathname)?.[1]
    if (ptz) {
      let form = ''
      req.on('data', (chunk: Buffer) => {
        form += chunk
      })
      req.on('end', () => {
        const f = new URLSearchParams(form)
        moves.push(`${ptz} ${f.get('deviceSerial')} ${f.get('channelNo')} ${f.get('direction')}`)
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: '200' }))
      })
      return
    }
    if (url.pathname === '/api/lapp/v2/live/address/get') {
      addresses += 1
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: '200', data: { url: `${base}/hls/index.m3u8` } }))
      return
    }
    if (url.pathname.startsWith('/api/')) return answerSdk(req, res, url, sdkCalls)
    const file = /^\/hls\/([\w.-]+)$/.exec(url.pathname)?.[1]
    if (file && existsSync(join(dir, file))) {
      const type = file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t'
      res.writeHead(200, { ...cors, 'content-type': type }).end(readFileSync(join(dir, file)))
      return
    }
    res.writeHead(404, cors).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    hls: `${base}/hls/index.m3u8`,
    ezviz: base,
    addresses: () => addresses,
    moves: () => [...moves],
    tokens: () => tokens,
    sdkCalls: () => [...sdkCalls],
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
