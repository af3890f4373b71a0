// An enterprise's own symbols and a pipe's joints in Chromium against the real server (issue 30), in zh
// and en: an SVG with a script refused, a clean one uploaded, two of its parts marked (a state-coloured
// body, a stem visible when the value is 1), placed from the palette's "My symbols", bound to a signal
// and seen to change at runtime; and a drawn pipe's joints moved, added and taken away, with undo.
// Screenshots of the dialog, the palette and the runtime page go to SHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { hasChromium } from './browser.ts'
import { bindSignal, canvasZoom, emptyDemoDesigner, savedPage, stageWidgets } from './designer-steps.ts'
import { platformWithBrowser } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR

const VALVE = (name: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80"><title>${name}</title>` +
      '<path id="body" d="M10 20 L50 45 L10 70 Z M90 20 L50 45 L90 70 Z" fill="#ccc" stroke="#333"/>' +
      '<rect id="stem" x="46" y="4" width="8" height="40" style="fill:#1f9d55;stroke:#333"/>' +
      '<circle id="hub" cx="50" cy="45" r="5" fill="#666"/></svg>',
  )
const HOSTILE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect id="r"/></svg>',
)

const save = async (page: Page, lang: 'zh' | 'en') => {
  await page.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save', exact: true }).click()
  await page
    .getByText(lang === 'zh' ? '保存成功' : 'Saved')
    .first()
    .waitFor()
}

/** The enterprise's symbols are deleted (a retry starts with none), through the signed-in session. */
const deleteSymbols = (page: Page) =>
  page.evaluate(async () => {
    const post = (path: string, body: object) =>
      fetch(`/lfscada/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: { id: string }[] }>)
    for (const s of (await post('symbol/query', {})).data ?? []) await post('symbol/delete', { id: s.id })
  })

/** Chooses a role in a part's row of the marking dialog. */
async function markPart(page: Page, element: string, role: string) {
  // the list of the part before must have closed: while it fades out it still matches `:visible`
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' })
  await page.locator(`[data-testid="symbol-dialog"] [data-element="${element}"] .ant-select`).click()
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${role}"]`).click()
}

describe.skipIf(!hasChromium)("an enterprise's own symbols in Chromium", () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'uploads an SVG, marks two parts, binds it and sees it change at runtime (%s)',
    { timeout: 180_000 },
    async (lang) => {
      const { platform, browser } = held
      const { demo, publish, page } = await emptyDemoDesigner(platform, browser, lang)
      await deleteSymbols(page)

      const palette = page.getByTestId('palette')
      await palette.getByRole('tab', { name: lang === 'zh' ? '工业符号' : 'Symbols' }).click()
      const mine = palette.getByTestId('my-symbols')
      // the fold starts folded (the library's folds fit the window below it); a try before may have opened it
      if (!(await mine.isVisible()))
        await palette
          .locator('.ant-collapse-header', { hasText: lang === 'zh' ? '我的符号' : 'My symbols' })
          .click()
      await mine.getByTestId('symbol-upload').click()
      const dialog = page.getByTestId('symbol-dialog')
      const file = dialog.locator('input[type=file]')
      // a script: refused by the server, said in the dialog
      await file.setInputFiles({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: HOSTILE })
      await dialog.locator('.ant-alert-error').waitFor()
      await file.setInputFiles({ name: 'valve.svg', mimeType: 'image/svg+xml', buffer: VALVE('v') })
      await dialog.locator('[data-element="hub"]').waitFor()
      const name = lang === 'zh' ? '我的阀门' : 'My valve'
      await dialog.getByRole('textbox').first().fill(name)
      await markPart(page, 'body', lang === 'zh' ? '状态着色' : 'State colour')
      await markPart(page, 'stem', lang === 'zh' ? '条件显示' : 'Visible when')
      await dialog.locator('[data-element="stem"] input').last().fill('1')
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `user-symbol-dialog-${lang}.png`) })
      await page.getByTestId('symbol-save').click()
      await dialog.waitFor({ state: 'detached' })

      const tile = mine.locator(`[data-widget-type="Symbol"][title="${name}"]`)
      await tile.locator('img').waitFor()
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `user-symbol-palette-${lang}.png`) })
      await tile.click()
      const stage = await page.getByTestId('stage').boundingBox()
      if (!stage) throw new Error('no stage')
      const zoom = await canvasZoom(page)
      await page.mouse.click(stage.x + 120 * zoom, stage.y + 120 * zoom)
      await expect.poll(() => stageWidgets(page).count()).toBe(1)
      await page.locator('.lf-stage [data-user-symbol] svg').waitFor()
      await bindSignal(page, 'pump_run', lang)
      await save(page, lang)
      const [widget] = (await savedPage(platform, demo.pageId)).widgets
      expect(widget?.style?.symbol).toMatch(/^user:/)
      expect([widget?.widgetName, widget?.data?.signalId, widget?.position.width]).toEqual([
        name,
        'pump_run',
        80,
      ])

      await publish('NBIRTH', birthMetrics(1, 2))
      await publish('DBIRTH', [value('pump_run', false)])
      await page.goto(demo.runtimePath)
      const drawn = page.locator('[data-testid="runtime-page"] [data-user-symbol]')
      await drawn.locator('svg').waitFor()
      const feedUntil = (on: boolean, state: string) =>
        expect
          .poll(
            async () => {
              await publish('DDATA', [value('pump_run', on)])
              return drawn.getAttribute('data-state')
            },
            { timeout: 20_000, interval: 300 },
          )
          .toBe(state)
      await feedUntil(false, 'stopped')
      expect(await drawn.locator('[data-part="stem"]').getAttribute('display')).toBe('none')
      expect(await drawn.locator('[data-part="body"]').getAttribute('fill')).toBe('#e6e6e6')
      await feedUntil(true, 'running')
      expect(await drawn.locator('[data-part="stem"]').getAttribute('display')).toBeNull()
      expect(await drawn.locator('[data-part="body"]').getAttribute('fill')).toBe('#8a8a8a')
      // the stem keeps the colour its editor gave it (a style declaration made an attribute)
      expect(await drawn.locator('[data-part="stem"]').getAttribute('fill')).toBe('#1f9d55')
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `user-symbol-runtime-${lang}.png`) })
      await page.context().close()
    },
  )

  it.each(['zh', 'en'] as const)(
    "moves, adds and takes away a drawn pipe's joints, each one undo step (%s)",
    { timeout: 180_000 },
    async (lang) => {
      const { platform, browser } = held
      const { demo, page } = await emptyDemoDesigner(platform, browser, lang)
      const palette = page.getByTestId('palette')
      const search = palette.locator('input').first()
      await search.fill(lang === 'zh' ? '折线管道' : 'polyline pipe')
      await palette.locator('[data-variant="pipe-polyline"]').click()
      await search.fill('')
      const stage = await page.getByTestId('stage').boundingBox()
      if (!stage) throw new Error('no stage')
      const zoom = await canvasZoom(page)
      const at = (x: number, y: number) => ({ x: stage.x + x * zoom, y: stage.y + y * zoom })
      const layer = page.getByTestId('polyline-layer')
      for (const [i, [x, y]] of [
        [100, 100],
        [300, 100],
      ].entries()) {
        await page.mouse.click(at(x!, y!).x, at(x!, y!).y)
        await expect.poll(() => layer.getAttribute('data-points')).toBe(String(i + 1))
      }
      await page.mouse.dblclick(at(300, 250).x, at(300, 250).y)
      const editor = page.getByTestId('joint-editor')
      const joints = editor.locator('[data-joint]')
      await expect.poll(() => joints.count()).toBe(3)
      const centre = async (i: number) => {
        const box = await joints.nth(i).boundingBox()
        if (!box) throw new Error('no joint')
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }
      const pagePoint = async (i: number) => {
        const c = await centre(i)
        return { x: Math.round((c.x - stage.x) / zoom), y: Math.round((c.y - stage.y) / zoom) }
      }

      // drag the corner joint down and left
      const corner = await centre(1)
      await page.mouse.move(corner.x, corner.y)
      await page.mouse.down()
      await page.mouse.move(at(250, 160).x, at(250, 160).y, { steps: 5 })
      await page.mouse.up()
      await expect.poll(() => pagePoint(1)).toEqual({ x: 250, y: 160 })
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `pipe-joints-${lang}.png`) })
      // undo puts it back, redo moves it again
      await page.keyboard.press('Control+z')
      await expect.poll(async () => (await pagePoint(1)).x).toBeGreaterThanOrEqual(299)
      await page.keyboard.press('Control+y')
      await expect.poll(() => pagePoint(1)).toEqual({ x: 250, y: 160 })

      // a double-click on the first segment adds a joint there; one on a joint takes it away
      const a = await centre(0)
      const b = await centre(1)
      await page.mouse.dblclick((a.x + b.x) / 2, (a.y + b.y) / 2)
      await expect.poll(() => joints.count()).toBe(4)
      const added = await centre(1)
      await page.mouse.dblclick(added.x, added.y)
      await expect.poll(() => joints.count()).toBe(3)
      await page.keyboard.press('Control+z')
      await expect.poll(() => joints.count()).toBe(4)

      await save(page, lang)
      const [pipe] = (await savedPage(platform, demo.pageId)).widgets
      const points = pipe?.style?.points as { x: number; y: number }[]
      const onPage = points.map((p) => ({
        x: Math.round((pipe?.position.x ?? 0) + p.x),
        y: Math.round((pipe?.position.y ?? 0) + p.y),
      }))
      expect(onPage).toHaveLength(4)
      expect(onPage[2]).toEqual({ x: 250, y: 160 })
      await page.context().close()
    },
  )
})
