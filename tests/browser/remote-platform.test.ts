// The widget plugin catalogue in the real platform (server + built web app, Chromium): the example
// plugin, built separately by this test, is uploaded with its stylesheet on the management screen,
// enabled, listed for the loader, imported by the web app through its import map and drawn with the
// app's own React; disabled, it leaves the list.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remotePluginConfig } from '../../host/sdk/plugin-build.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import { hasChromium, workerChromium } from './browser.ts'
import { logIn, newPage, type Platform, startPlatform } from './platform.ts'

const EXAMPLE = new URL('../../plugins/examples/RemoteTank/', import.meta.url)
const SCREEN = '/manage/extend/widget-plugins'

describe.skipIf(!hasChromium)('widget plugins in the platform', () => {
  let out: string
  let platform: Platform
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'lf-remote-tank-'))
    await build({
      ...remotePluginConfig({ root: EXAMPLE, name: 'remote-tank', outDir: out }),
      configFile: false,
      logLevel: 'warn',
    })
    platform = await startPlatform()
    browser = await workerChromium()
    page = await newPage(browser)
    await logIn(page, platform)
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
    rmSync(out, { recursive: true, force: true })
  })

  const enabledPlugins = () =>
    page.evaluate(async () => {
      const answer = await fetch('/lfscada/plugin/enabled', { method: 'POST' }).then((r) => r.json())
      return answer.data as RemotePlugin[]
    })

  it('uploads the example with its stylesheet and enables it on the management screen', async () => {
    await page.getByTestId('side-menu').getByText('组件插件').click()
    await page.waitForURL(`**${SCREEN}`)
    await page.getByTestId('plugin-upload').click()
    await page.getByTestId('plugin-name').fill('Tank')
    await page
      .getByTestId('plugin-module')
      .locator('input[type=file]')
      .setInputFiles(join(out, 'remote-tank.js'))
    await page
      .getByTestId('plugin-stylesheet')
      .locator('input[type=file]')
      .setInputFiles(join(out, 'remote-tank.css'))
    await page.locator('.ant-modal-footer .ant-btn-primary').click()
    const row = page.getByTestId('widget-plugins').locator('tr', { hasText: 'Tank' })
    await row.getByText('remote-tank.js, remote-tank.css').waitFor()
    expect(await enabledPlugins()).toEqual([])

    await page.getByTestId('plugin-enabled-Tank').click()
    await page.locator('[data-testid="plugin-enabled-Tank"][aria-checked="true"]').waitFor()
    expect(await enabledPlugins()).toMatchObject([{ name: 'Tank', source: 'upload', enabled: true }])
  })

  it('serves the enabled module so the web app imports it with its own React and draws it', async () => {
    const [tank] = await enabledPlugins()
    // Given as text: the test runner would rewrite a dynamic import() inside a function.
    const drawn = await page.evaluate(`(async (url) => {
      const mod = await import(url)
      const React = await import('/shared/react.js')
      const { createRoot } = await import('/shared/react-dom-client.js')
      const plugin = mod.default
      const widget = { ...plugin.defaultOptions(), id: 't', widgetType: plugin.type, widgetName: 'Tank', position: {} }
      const box = document.createElement('div')
      document.body.append(box)
      const props = { widget, mode: 'runtime', values: { data: { value: 73.5, time: 1 } }, effects: {}, lang: 'zh' }
      createRoot(box).render(React.createElement(plugin.component, props))
      // the value the widget draws, frame by frame (React renders the root a task later)
      for (let frame = 0; frame < 600 && !box.querySelector('.remote-tank-value'); frame++)
        await new Promise((r) => requestAnimationFrame(r))
      return { type: plugin.type, css: mod.css, text: box.querySelector('.remote-tank-value')?.textContent }
    })(${JSON.stringify(tank?.url)})`)
    expect(drawn).toEqual({ type: 'RemoteTank', css: ['./remote-tank.css'], text: '73.5 m³' })
  })

  it('disables the plugin: the loader no longer gets it', async () => {
    await page.getByTestId('plugin-enabled-Tank').click()
    await page.locator('[data-testid="plugin-enabled-Tank"][aria-checked="false"]').waitFor()
    expect(await enabledPlugins()).toEqual([])
  })
})
