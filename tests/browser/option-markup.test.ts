// Widget options that could reach HTML (issue 28), in Chromium against the real server, on a page
// written straight into the database (as one stored before the save checks, or by another tool).
// Generated: every built-in widget's options schema is walked for the string fields a view can render;
// each field gets a markup payload carrying its own id, all widgets go on one runtime page, the page is
// opened and every widget hovered, and each case (one per widget and field) fails if an element the
// payload made is in the DOM. Beside it: the curve tooltip (a ComplexArea with stored history whose
// series colour and title carry markup) and rich text (each cheat-sheet payload) as shown.
// Screenshots at 1440x900 go to /tmp/shots-option-markup/.
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { WidgetPlugin } from '../../core/kernel/index.ts'
import { builtinWidgets } from '../../plugins/widgets/index.ts'
import type { Widget } from '../../schemas/page.ts'
import { birthMetrics, value } from '../integration/edgelink/sparkplug.ts'
import { RICH_TEXT_PAYLOADS } from '../integration/server/markup-payloads.ts'
import { type StringField, stringFields, withValue } from '../integration/server/widget-fields.ts'
import { hasChromium } from './browser.ts'
import { demoGateway, demoPageWithBrowser, editSavedPage, widgetOf } from './designer-steps.ts'
import { signedInPage } from './platform.ts'

const SHOTS = '/tmp/shots-option-markup'
const MINUTE = 60_000

/** Markup that makes elements marked with `id`, whether it lands in text or in a quoted attribute. */
const payload = (id: string) =>
  `"'></span><img src=x data-xss="${id}" onerror="(window.__xss||=[]).push('${id}')"><svg data-xss="${id}"></svg>`

// Fields no view draws as text: blocks the host's rules read (animation, click events, also inside
// list items), code run in the script sandbox, GeoJSON parsed as data, choices and hidden fields; rich
// text is HTML by design and is checked with its own payloads below.
const NOT_TEXT = new Set(['animation', 'clickEvent', 'script', 'geojson', 'richText'])
const rendered = (f: StringField) =>
  !f.path.some((k) => typeof k === 'string' && NOT_TEXT.has(k)) &&
  !f.schema.enum &&
  f.schema['x-ui']?.['ui:widget'] !== 'hidden'

interface Case {
  id: string
  type: string
  field: string
}

/** Each widget with a payload in every rendered string field, laid out in a grid; and the cases. */
function markedWidgets(): { widgets: Widget[]; cases: Case[] } {
  const cases: Case[] = []
  const widgets = builtinWidgets.map((plugin: WidgetPlugin, i) => {
    const base = widgetOf(plugin.type, `w${i}`, 20 + (i % 5) * 290, 20 + Math.floor(i / 5) * 230)
    Object.assign(base.position, { width: 270, height: 210 })
    return stringFields(plugin.optionsSchema)
      .filter(rendered)
      .reduce((widget, field, j) => {
        const id = `w${i}f${j}`
        cases.push({ id, type: plugin.type, field: field.path.join('.') })
        return withValue(plugin, widget, field.path, payload(id))
      }, base)
  })
  return { widgets, cases }
}

const { widgets, cases } = markedWidgets()
const TIP_TITLE = payload('tip-title')
const TIP_COLOUR = `red${payload('tip-colour')}`

/** The area chart of the tooltip check: the demo temperature, its colours and title hostile. */
const areaChart = (deviceId: string, y: number) =>
  widgetOf('ComplexArea', 'tip', 20, y, (w) => {
    Object.assign(w.position, { width: 980, height: 260 })
    Object.assign(w.data ?? {}, {
      signalArray: [{ signalId: 'temperature', equipId: deviceId, title: TIP_TITLE, color: TIP_COLOUR }],
    })
    // the curve draws its series in the theme's colours
    Object.assign(w.style ?? {}, { themeColors: [TIP_COLOUR] })
  })

const richTexts = (y: number) =>
  RICH_TEXT_PAYLOADS.map(([, html], i) =>
    widgetOf('NavigateImageText', `rich${i}`, 20 + (i % 5) * 290, y + Math.floor(i / 5) * 130, (w) => {
      Object.assign(w.position, { width: 270, height: 110 })
      Object.assign(w.data ?? {}, { richText: `<p>rich ${i}</p>${html}` })
    }),
  )

describe.skipIf(!hasChromium)('no widget option reaches the DOM as markup', () => {
  const env = demoPageWithBrowser()
  /** the ids of the payloads that made elements, and those whose handlers ran */
  const made = new Map<string, string>()
  let ran: string[] = []
  let page: Page

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const { platform, demo } = env
    const device = await platform.db
      .selectFrom('variables')
      .select('deviceId')
      .where('id', '=', 'temperature')
      .executeTakeFirstOrThrow()
    const gridBottom = 20 + Math.ceil(widgets.length / 5) * 230
    await editSavedPage(platform, demo.pageId, (document) => {
      document.widgets = [
        ...widgets,
        areaChart(device.deviceId ?? '', gridBottom),
        ...richTexts(gridBottom + 280),
      ]
      Object.assign(document.con, { width: 1480, height: gridBottom + 820, adaption: 'none' })
    })
    const openedAt = Date.now()
    const history = platform.services.realtime.history
    history.append('temperature', openedAt - 30 * MINUTE, 21.5)
    history.append('temperature', openedAt - 10 * MINUTE, 23.5)
    await history.flush()
    const publish = demoGateway(platform)
    await publish('NBIRTH', birthMetrics(1, 2))
    await publish('DBIRTH', [value('temperature', 22, openedAt - 20 * MINUTE)])

    page = await signedInPage(env.browser, platform, 'en')
    await page.goto(demo.runtimePath)
    await page.locator('[data-widget-id="tip"]').waitFor()
    // every lazy part (charts, maps, scenes, the sanitiser) has loaded once the network is idle
    await page.waitForLoadState('networkidle')
    for (const widget of widgets) {
      const box = page.locator(`[data-widget-id="${widget.id}"]`)
      if ((await box.count()) === 0) continue
      await box
        .first()
        .hover({ force: true, timeout: 5_000 })
        .catch(() => {})
    }
    await page.screenshot({ path: `${SHOTS}/runtime-en.png`, fullPage: true })
    const found = await page.evaluate(() =>
      [...document.querySelectorAll('[data-xss]')].map((e) => [e.getAttribute('data-xss'), e.outerHTML]),
    )
    for (const [id, html] of found) made.set(id ?? '', (html ?? '').slice(0, 200))
    ran = await page.evaluate(() => (window as { __xss?: string[] }).__xss ?? [])
  })

  it('every built-in widget is on the page, with fields to check', async () => {
    for (const widget of widgets)
      expect(await page.locator(`[data-widget-id="${widget.id}"]`).count(), widget.widgetType).toBe(1)
    expect(cases.length).toBeGreaterThan(300)
  })

  it.each(cases.map((c) => [c.type, c.field, c.id] as const))('%s %s: shown as text only', (_t, _f, id) => {
    expect(made.get(id)).toBeUndefined()
    expect(ran).not.toContain(id)
  })

  it("the curve tooltip shows a series' hostile title as text and drops its hostile colour", async () => {
    const over = page.locator('[data-widget-id="tip"] .u-over')
    await over.scrollIntoViewIfNeeded()
    const box = (await over.boundingBox()) as NonNullable<Awaited<ReturnType<typeof over.boundingBox>>>
    const tooltip = page.locator('[data-widget-id="tip"] [data-testid="chart-tooltip"]')
    await expect
      .poll(
        async () => {
          await page.mouse.move(box.x + box.width * 0.45, box.y + box.height / 2)
          return (await tooltip.isVisible()) ? tooltip.textContent() : ''
        },
        { timeout: 15_000, interval: 300 },
      )
      .toContain(TIP_TITLE)
    await page.screenshot({ path: `${SHOTS}/tooltip-en.png` })
    expect(await tooltip.locator('img, svg, [data-xss]').count()).toBe(0)
    expect(await page.locator('[data-xss^="tip-"]').count()).toBe(0)
  })

  it.each(RICH_TEXT_PAYLOADS.map(([family, , survivor], i) => [family, i, survivor] as const))(
    'rich text, %s: none of it in the DOM',
    async (_family, i, survivor) => {
      const rich = page.locator(`[data-widget-id="rich${i}"] [data-rich-text]`)
      await rich.getByText(`rich ${i}`).waitFor()
      expect(await rich.innerHTML()).not.toMatch(survivor)
    },
  )
})
