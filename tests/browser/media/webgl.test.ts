// 3D scenes (issue 17) in Chromium (software WebGL) against the real server: a GLB the test generates is
// uploaded to the enterprise asset library (kind model), a scene is made with it and its "Tank" bound to
// the demo temperature (> 30 → red); the runtime page's webgl widget turns the tank red when the value
// crosses 30 and back when it falls. Screenshots go to /tmp/shots-media/.
import { mkdirSync } from 'node:fs'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import UsualWebgl from '../../../plugins/widgets/UsualWebgl/index.ts'
import { birthMetrics, value } from '../../integration/edgelink/sparkplug.ts'
import { CHROMIUM, hasChromium } from '../browser.ts'
import { demoGateway, demoPage, type Publish, savedPage } from '../designer-steps.ts'
import { logIn, type Platform, startPlatform } from '../platform.ts'
import { demoDeviceId, storeWidgets, widgetOf } from './fixtures.ts'
import { twoBoxesGlb } from './glb.ts'

const SHOTS = '/tmp/shots-media'

/** A call of the signed-in page (its session cookie). */
const call = (page: Page, path: string, body: Record<string, string>) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/lfscada/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(b).toString(),
      })
      return res.json()
    },
    [path, body] as const,
  )

describe.skipIf(!hasChromium)('webgl scene', () => {
  let platform: Platform
  let browser: Browser
  let demo: Awaited<ReturnType<typeof demoPage>>
  let publish: Publish
  let deviceId: string

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    platform = await startPlatform()
    // WebGL without a GPU: SwiftShader
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    })
    demo = await demoPage(platform)
    publish = demoGateway(platform)
    deviceId = await demoDeviceId(platform)
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value('temperature', 20)])
  })
  afterAll(async () => {
    await browser?.close()
    await platform?.close()
  })

  it('an object bound to a signal changes colour when the value crosses the rule', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await logIn(page, platform)
    const glb = [...twoBoxesGlb()]
    const uploaded = await page.evaluate(async (bytes) => {
      const form = new FormData()
      form.append('kind', 'model')
      form.append('name', 'tank.glb')
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'tank.glb')
      const res = await fetch('/lfscada/asset/upload', { method: 'POST', body: form })
      return res.json()
    }, glb)
    expect(uploaded.code, JSON.stringify(uploaded)).toBe(200)
    const added = await call(page, 'scene/add', { name: '储罐区', modelAssetId: uploaded.data.id })
    expect(added.code, JSON.stringify(added)).toBe(200)
    const sceneId = added.data.id as string
    const config = {
      bindings: [
        {
          object: 'Tank',
          equipId: deviceId,
          signalId: 'temperature',
          title: '温度',
          symbol: '>',
          value: '30',
          color: '#ff0000',
          label: true,
        },
      ],
    }
    const edited = await call(page, 'scene/edit', { id: sceneId, config: JSON.stringify(config) })
    expect(edited.code, JSON.stringify(edited)).toBe(200)
    await storeWidgets(platform, demo.pageId, [
      widgetOf(UsualWebgl, 'webgl-1', { x: 20, y: 20, width: 800, height: 560 }),
    ])
    // The designer picks the scene by name; its bound signals follow.
    await page.goto(demo.designerPath)
    await page.locator('.lf-stage > .lf-widget[data-widget-type="UsualWebgl"]').click()
    await page.getByTestId('scene-picker').click()
    await page.locator('.ant-select-item-option').filter({ hasText: '储罐区' }).click()
    await expect.poll(() => page.getByTestId('scene-signals').textContent()).toBe('温度')
    await page.screenshot({ path: `${SHOTS}/webgl-panel-zh.png` })
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await page.getByText('保存成功').waitFor()
    const saved = (await savedPage(platform, demo.pageId)).widgets[0]
    expect(saved?.data).toMatchObject({
      sceneId,
      signalArray: [{ signalId: 'temperature', equipId: deviceId, title: '温度' }],
    })
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    page.on('pageerror', (e) => logs.push(e.message))
    await page.goto(demo.runtimePath)
    const view = page.getByTestId('webgl-scene')
    await expect
      .poll(() => view.getAttribute('data-ready'), { timeout: 60_000 })
      .toBe('true')
      .catch((e: Error) => {
        throw new Error(`${e.message}\n${logs.join('\n')}`)
      })
    const label = page.getByTestId('scene-label')
    await expect
      .poll(
        async () => {
          await publish('DDATA', [value('temperature', 20.5)])
          return label.textContent()
        },
        { timeout: 20_000, interval: 300 },
      )
      .toMatch(/20\.5/)
    expect(await view.getAttribute('data-colours')).toBe('')
    await page.screenshot({ path: `${SHOTS}/webgl-below-zh.png` })
    await publish('DDATA', [value('temperature', 35)])
    await expect.poll(() => view.getAttribute('data-colours'), { timeout: 10_000 }).toBe('Tank:#ff0000')
    // the canvas shows red where the tank is (centre of the view): waits for the frame drawn in red
    const redPixels = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="webgl-scene"] canvas')
        if (!canvas) return 0
        const probe = document.createElement('canvas')
        probe.width = canvas.width
        probe.height = canvas.height
        const ctx = probe.getContext('2d')
        ctx?.drawImage(canvas, 0, 0)
        const data = ctx?.getImageData(0, 0, probe.width, probe.height).data ?? new Uint8ClampedArray()
        let n = 0
        for (let i = 0; i < data.length; i += 16)
          if (data[i]! > 120 && data[i + 1]! < 60 && data[i + 2]! < 60) n++
        return n
      })
    await expect.poll(redPixels, { timeout: 10_000 }).toBeGreaterThan(100)
    await page.screenshot({ path: `${SHOTS}/webgl-above-zh.png` })
    await publish('DDATA', [value('temperature', 25)])
    await expect.poll(() => view.getAttribute('data-colours'), { timeout: 10_000 }).toBe('')
    await context.close()
    for (const lang of ['zh', 'en'] as const) await screensIn(lang, sceneId)
  }, 240_000)

  /** The scene list, the configurator and the video parameters, as a person sees them. */
  async function screensIn(lang: 'zh' | 'en', sceneId: string) {
    const context = await browser.newContext({
      locale: lang === 'en' ? 'en-US' : 'zh-CN',
      viewport: { width: 1440, height: 900 },
    })
    await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
    const page = await context.newPage()
    await logIn(page, platform)
    await page.goto(`${platform.url}/manage/eg/scene`)
    await page.getByText('储罐区').waitFor()
    await page.screenshot({ path: `${SHOTS}/scene-list-${lang}.png` })
    // the list's link opens the configurator at the path
    await page
      .getByRole('link', { name: lang === 'zh' ? '配置' : 'Configure' })
      .first()
      .click()
    await page.waitForURL(`**/manage/scene/config/${sceneId}`)
    // the configurator's model loaded before its picture is taken
    await expect
      .poll(() => page.getByTestId('scene-config-view').getAttribute('data-ready'), { timeout: 60_000 })
      .toBe('true')
    await page.screenshot({ path: `${SHOTS}/scene-config-${lang}.png` })
    await page.goto(demo.designerPath)
    await page.locator('.lf-stage > .lf-widget[data-widget-type="UsualWebgl"]').click()
    await page.getByTestId('scene-signals').waitFor()
    await page.screenshot({ path: `${SHOTS}/webgl-panel-${lang}.png` })
    await page.goto(`${platform.url}/manage/openys`)
    await page.getByTestId('video-parameters').waitFor()
    await page.screenshot({ path: `${SHOTS}/video-parameters-${lang}.png` })
    await context.close()
  }
})
