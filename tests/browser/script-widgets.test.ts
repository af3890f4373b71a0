// Script widgets (issue 16), in Chromium against the real server: the page's scripts run in the
// runtime's sandbox (an opaque-origin frame, a worker with a time limit), never in the app. A report
// draws the rows its script returns; a bar chart draws a live value asked through the narrow API (made
// by the app, checked by the server); a script reading document.cookie, one calling fetch to the
// platform and one that loops forever each end with an error inside their own widget only, while the
// rest of the page keeps working; a trend draws the time series its script returns. Screenshots at
// 1440x900 in zh and en go to /tmp/shots-controls/.
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ClickEventConfig, Widget } from '../../schemas/page.ts'
import { hasChromium } from './browser.ts'
import { demoPageWithBrowser, editSavedPage, narrowDemoCurve, widgetOf } from './designer-steps.ts'
import { signedInPage } from './platform.ts'

const SHOTS = '/tmp/shots-controls'
/** The rows of the trend's script: a time series, its highest value drawn as the axis' top. */
const TREND = [
  { time: '08:00', value: 12 },
  { time: '08:10', value: 18.5 },
  { time: '08:20', value: 15 },
  { time: '08:30', value: 42.5 },
  { time: '08:40', value: 30 },
]

/** A script widget in the page's right column (x 600 to 1000), clear of the demo's gauge and curve. */
const scriptWidget = (id: string, type: string, y: number, script: string, height = 110): Widget =>
  ({
    id,
    widgetType: type,
    widgetName: id,
    posLock: false,
    authRegion: '',
    position: { x: 600, y, width: 400, height, rotate: 0 },
    data: {
      type: 'signal',
      script,
      offset: -1,
      timeUnit: 'date',
      length: 7,
      mode: 'adapt',
      minVal: 0,
      maxVal: 100,
    },
  }) as Widget

/** A button whose click runs `script` (the click action `script`, in the same sandbox). */
function scriptButton(id: string, y: number, script: string): Widget {
  const w = widgetOf('UsualButton', id, 40, y)
  const click = w.clickEvent as { config: ClickEventConfig }
  return {
    ...w,
    data: { ...w.data, type: 'signal', text: 'script' } as Widget['data'],
    clickEvent: { enable: true, config: { ...click.config, action: 'script', script } },
  }
}

describe.skipIf(!hasChromium)('script widgets in the sandbox', () => {
  const env = demoPageWithBrowser()
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const scripts = [
      scriptWidget(
        'rows',
        'report',
        10,
        `function query(API, param, callback) {
          const day = new Date(param.startTime).toISOString().slice(0, 10)
          callback([{ day, shift: 'A', output: 120 }, { day, shift: 'B', output: 98.5 }, { day, shift: 'C', output: 101 }])
        }`,
      ),
      scriptWidget(
        'live',
        'bar',
        130,
        `async function query(API, param, callback) {
          const signals = await API.live({ signalIds: ['setpoint', 'mode_word'], projectId: 'someone-else' })
          callback(signals.map((s) => ({ name: s.title, value: s.value ?? 0 })))
        }`,
      ),
      scriptWidget(
        'cookie',
        'report',
        250,
        `function query(API, param, callback) { callback([{ c: document.cookie }]) }`,
      ),
      scriptWidget(
        'fetch',
        'report',
        370,
        `function query(API, param, callback) {
          fetch('${env.platform.url}/lfscada/user/info').then((r) => r.json()).then((j) => callback([j]))
        }`,
      ),
      scriptWidget('loop', 'pie', 490, `function query(API, param, callback) { for (;;) {} }`),
      scriptWidget(
        'trend',
        'trend',
        610,
        `function query(API, param, callback) {
          callback(${JSON.stringify(TREND)})
        }`,
        200,
      ),
      // its error names what the script saw: no document in the sandbox's worker
      scriptButton(
        'click',
        720,
        `function query(API, param, callback) { throw new Error('clicked ' + param.widgetId + ', document ' + typeof document) }`,
      ),
    ]
    await editSavedPage(env.platform, env.demo.pageId, (document) => {
      // the demo's curve narrowed to the left column, the page lengthened for the trend and the button
      Object.assign(document.con, { height: 840 })
      narrowDemoCurve(document, 520)
      document.widgets.push(...scripts)
    })
  })

  const widget = (page: Page, id: string) =>
    page.locator(`[data-testid="runtime-page"] [data-widget-id="${id}"]`)

  it.each(['zh', 'en'] as const)(
    'draws the script’s rows and keeps failing scripts in their widget (%s)',
    {
      timeout: 90_000,
    },
    async (lang) => {
      const { platform, browser, demo } = env
      const page = await signedInPage(browser, platform, lang)
      const pageErrors: string[] = []
      page.on('pageerror', (e) => pageErrors.push(e.message))
      const userInfoCalls: string[] = []
      page.on('request', (r) => {
        if (!r.url().includes('/lfscada/user/info')) return
        let from = 'worker'
        try {
          from = r.frame() === page.mainFrame() ? 'app' : r.frame().url()
        } catch {}
        userInfoCalls.push(from)
      })
      await page.goto(demo.runtimePath)

      // The report's rows, drawn as a table with a column per field.
      const rows = widget(page, 'rows')
      await expect.poll(() => rows.locator('tbody tr').count(), { timeout: 15_000 }).toBe(3)
      expect(await rows.locator('thead').textContent()).toBe('dayshiftoutput')
      expect(await rows.locator('tbody').textContent()).toContain('98.5')

      // The narrow API: live values of the page's own project, asked by the app for the script.
      await expect
        .poll(() => widget(page, 'live').locator('svg').getAttribute('data-script-rows'), { timeout: 15_000 })
        .toBe('2')

      // The trend: a line through the series' points, its times along the bottom, its range up the side.
      const trend = widget(page, 'trend').locator('svg')
      await expect
        .poll(() => trend.getAttribute('data-script-rows'), { timeout: 15_000 })
        .toBe(String(TREND.length))
      const points = (await trend.locator('polyline').getAttribute('points'))?.trim().split(/\s+/)
      expect(points).toHaveLength(TREND.length)
      const labels = await trend.locator('text').allTextContents()
      expect(labels).toEqual(expect.arrayContaining(['42.5', '12', ...TREND.map((r) => r.time)]))

      // No cookie, no platform call: an error in the widget, and no rows.
      await expect
        .poll(() => widget(page, 'cookie').locator('[data-script-error]').textContent(), { timeout: 15_000 })
        .toMatch(/document/)
      await widget(page, 'fetch').locator('[data-script-error]').waitFor({ timeout: 15_000 })
      expect(await widget(page, 'fetch').locator('tbody tr').count()).toBe(0)
      expect(userInfoCalls.filter((from) => from !== 'app')).toEqual([])

      // The loop ends at the time limit, inside its widget; the page answered all along.
      const started = Date.now()
      const stillResponsive = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            const t0 = performance.now()
            setTimeout(() => done(performance.now() - t0), 50)
          }),
      )
      expect(stillResponsive).toBeLessThan(1000)
      await expect
        .poll(() => widget(page, 'loop').locator('[data-script-error]').textContent(), { timeout: 20_000 })
        .toBe(lang === 'zh' ? '脚本运行超时' : 'The script took too long')
      expect(Date.now() - started).toBeLessThan(20_000)
      expect(await rows.locator('tbody tr').count()).toBe(3)

      // The click action `script` runs in the same sandbox: its error reaches the user as a notice.
      await widget(page, 'click').click()
      await page.locator('.ant-message').getByText('clicked click, document undefined').waitFor()
      // nothing failed in the app, and the sandbox's frames are gone once the runs ended
      // (the test's own init script, which sets the language, fails in the sandbox's frames: no storage)
      expect(pageErrors.filter((e) => !/localStorage.*sandboxed/.test(e))).toEqual([])
      await expect.poll(() => page.locator('iframe[sandbox="allow-scripts"]').count()).toBe(0)
      await widget(page, 'trend').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/runtime-scripts-${lang}.png` })
      await page.context().close()
    },
  )
})
