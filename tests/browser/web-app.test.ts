// The built web app loads in a real browser.
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchChromium } from './browser.ts'

describe.skipIf(!hasChromium)('web app in Chromium', () => {
  let server: PreviewServer
  beforeAll(async () => {
    server = await preview({ configFile: 'vite.config.ts', preview: { port: 0, host: '127.0.0.1' } })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('renders the shell', async () => {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      const url = server.resolvedUrls?.local[0] ?? ''
      await page.goto(url)
      await page.getByTestId('app').waitFor()
      expect(await page.title()).toBe('LFSCADA')
    } finally {
      await browser.close()
    }
  })
})
