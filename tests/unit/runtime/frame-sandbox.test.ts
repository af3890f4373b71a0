import { describe, expect, it } from 'vitest'
import { frameSandbox } from '../../../host/runtime/frame-sandbox.ts'

const ORIGIN = 'https://scada.example'

describe('frameSandbox', () => {
  it.each<[string, boolean, string | undefined]>([
    ['/monitor/project/p/page/x', true, undefined],
    ['https://other.example/dash', false, 'allow-scripts allow-same-origin allow-forms allow-popups'],
    ['http://scada.example/x', false, 'allow-scripts allow-same-origin allow-forms allow-popups'],
    ['/lfscada/style/image/s/logo', false, 'allow-forms allow-popups'],
    ['https://scada.example/lfscada/plugin/file/1/a.svg', false, 'allow-forms allow-popups'],
  ])('%s (platform page %s): %s', (url, platformPage, sandbox) => {
    expect(frameSandbox(url, platformPage, ORIGIN)).toBe(sandbox)
  })

  it('never grants scripts and same origin together on the platform origin', () => {
    for (const url of ['/a', `${ORIGIN}/a`, `${ORIGIN.toUpperCase()}/a`]) {
      const tokens = frameSandbox(url, false, ORIGIN)?.split(' ') ?? []
      expect(tokens.includes('allow-scripts') && tokens.includes('allow-same-origin'), url).toBe(false)
    }
  })
})
