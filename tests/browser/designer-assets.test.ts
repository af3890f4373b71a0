// The image picker over the enterprise's asset library, in Chromium against the real server: a new
// UsualImage's image field opens the library, which is empty at first and says so; a file that is not an
// image (whatever its name) and one over the size limit are refused with their reason; a png uploads with
// progress, is picked into the widget, drawn on the canvas, saved, and drawn by the runtime page.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ASSET_LIMITS } from '../../schemas/api/asset.ts'
import { PNG_1X1 } from '../integration/server/asset-fixtures.ts'
import { hasChromium } from './browser.ts'
import { demoPage, drawWidget, openAllSections, savedPage } from './designer-steps.ts'
import { platformWithBrowser, signedInPage } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR

/** A 16x16 red png (drawn by the browser, so it is a real image). */
async function redPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 16
    c.height = 16
    const g = c.getContext('2d')!
    g.fillStyle = '#e53935'
    g.fillRect(0, 0, 16, 16)
    return c.toDataURL('image/png').split(',')[1]!
  })
  return Buffer.from(b64, 'base64')
}

const FILES = mkdtempSync(join(tmpdir(), 'designer-assets-'))

/** A file of that name to put in the file dialog. */
function file(name: string, data: Buffer): string {
  const path = join(FILES, name)
  writeFileSync(path, data)
  return path
}

const loaded = (img: ReturnType<Page['locator']>) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)

describe.skipIf(!hasChromium)('image picker over the asset library in Chromium', () => {
  const held = platformWithBrowser()

  it('uploads, refuses bad files with reasons, picks an image into a UsualImage, saves and shows it', {
    timeout: 120_000,
  }, async () => {
    const { platform, browser } = held
    const demo = await demoPage(platform)
    // a retry starts as the first try did: the demo page as seeded and an empty library
    await demo.restore()
    await platform.db.deleteFrom('assets').execute()
    const page = await signedInPage(browser, platform, 'en')
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()

    await drawWidget(page, 'UsualImage', { x: 40, y: 40 }, { x: 240, y: 200 })
    const panel = page.getByTestId('property-panel').and(page.locator('[data-widget-type="UsualImage"]'))
    await panel.waitFor()
    await openAllSections(panel)
    await panel.getByTestId('image-library-open').click()
    const library = page.getByTestId('asset-library')
    await library.getByTestId('asset-empty').waitFor()
    expect(await library.textContent()).toContain('No images uploaded yet')
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'asset-library-empty-en.png') })

    const input = library.locator('input[type="file"]')
    // Text named .png: the server reads the content and refuses its format.
    await input.setInputFiles(file('fake.png', Buffer.from('<html><script>alert(1)</script></html>')))
    await expect.poll(() => library.getByTestId('asset-status').textContent()).toMatch(/fake\.png.*format/i)
    // Over the limit: said before the bytes go out.
    const big = Buffer.alloc(ASSET_LIMITS.bytes.image + 1, 1)
    PNG_1X1.copy(big)
    await input.setInputFiles(file('huge.png', big))
    await expect
      .poll(() => library.getByTestId('asset-status').textContent())
      .toContain(`larger than ${ASSET_LIMITS.bytes.image / 1024} KB`)
    expect(await library.getByTestId('asset-card').count()).toBe(0)

    await input.setInputFiles(file('red-tank.png', await redPng(page)))
    await expect
      .poll(() => library.getByTestId('asset-status').textContent())
      .toContain('Uploaded red-tank.png')
    const card = library.locator('[data-testid="asset-card"][data-name="red-tank.png"]')
    await card.waitFor()
    await expect.poll(() => loaded(card.locator('img'))).toBe(true)
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'asset-library-en.png') })

    await card.getByRole('button', { name: /Use red-tank\.png/ }).click()
    await library.waitFor({ state: 'hidden' })
    const stageImg = page.locator('.lf-stage > .lf-widget[data-widget-type="UsualImage"] img')
    await expect.poll(() => stageImg.getAttribute('src')).toMatch(/^\/lfscada\/asset\/file\/[\w-]+$/)
    await expect.poll(() => loaded(stageImg)).toBe(true)
    const src = await stageImg.getAttribute('src')
    // the field names the picked image, not its address
    expect(await panel.getByTestId('image-picked-name').textContent()).toBe('red-tank.png')
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'image-picked-en.png') })

    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(/saved/i).first().waitFor()
    const saved = await savedPage(platform, demo.pageId)
    const image = saved.widgets.find((w) => w.widgetType === 'UsualImage')
    expect((image?.style as { url?: string } | undefined)?.url).toBe(src)

    await page.goto(demo.runtimePath)
    const runtimeImg = page.locator(`img[src="${src}"]`)
    await runtimeImg.waitFor()
    await expect.poll(() => loaded(runtimeImg)).toBe(true)
    await page.context().close()
  })

  it('shows the library in Chinese', { timeout: 60_000 }, async () => {
    const { platform, browser } = held
    const demo = await demoPage(platform)
    const page = await signedInPage(browser, platform, 'zh')
    await page.goto(demo.designerPath)
    await page.getByTestId('designer').waitFor()
    await drawWidget(page, 'UsualImage', { x: 300, y: 40 }, { x: 460, y: 200 })
    const panel = page.getByTestId('property-panel').and(page.locator('[data-widget-type="UsualImage"]'))
    await openAllSections(panel)
    await panel.getByTestId('image-library-open').click()
    const library = page.getByTestId('asset-library')
    await library.getByTestId('asset-card').first().waitFor()
    expect(await library.textContent()).toContain('企业图片库')
    expect(await library.textContent()).toContain('上传图片')
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'asset-library-zh.png') })
    await page.context().close()
  })
})
