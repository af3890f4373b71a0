// Widget options that could reach HTML, at save (issue 28). Colour fields hold CSS colours only:
// `project/page/save` refuses anything else with 10001 naming the field, and the stored page stays as it
// was; a generated test walks every built-in widget's schema for the fields marked `css-colour` and
// checks the server's rule for telling colour fields by their key agrees with the marks. Rich text is
// cleaned when stored: one payload of each family of the usual XSS cheat sheet, saved through the real
// save call, leaves none of itself in the stored document.
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { createWidget, type WidgetPlugin } from '../../../core/kernel/index.ts'
import { COLOUR_FORMAT, isColourKey } from '../../../core/validation/colour.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { ok, uniqueName } from './helpers.ts'
import { RICH_TEXT_PAYLOADS } from './markup-payloads.ts'
import { pageJson, pageSaveEnv } from './page-save.ts'
import { keyOf, stringFields, valueAt, withValue } from './widget-fields.ts'

const { env, save, storedOf } = pageSaveEnv()

const pluginOf = (type: string) => builtinWidgets.find((w) => w.type === type) as WidgetPlugin

const BAD_COLOURS = [
  'red"></span><img src=x onerror=alert(1)>',
  'red;background:url(javascript:alert(1))',
  'expression(alert(1))',
  '#ff000',
  'url(#x)',
]
const GOOD_COLOURS = ['#1677ff', '#ffffff00', 'rgba(0, 0, 0, 0.5)', 'hsl(120 50% 50% / 0.4)', 'Tomato']

describe('colour fields hold CSS colours', () => {
  it('a curve colour carrying markup: 10001 naming the field, the stored page unchanged', async () => {
    const title = uniqueName('Page')
    const line = createWidget(pluginOf('ComplexLine'), { id: 'l1', x: 0, y: 0 })
    const saved = await ok(save(pageJson([line]), { title }))
    const before = await storedOf(saved.id)
    const path = ['data', 'signalArray', 0, 'color']
    for (const bad of BAD_COLOURS) {
      const reply = await save(pageJson([withValue(pluginOf('ComplexLine'), line, path, bad)]), {
        id: saved.id,
        title,
      })
      expect(reply.code, bad).toBe(Code.paramInvalid)
      expect(JSON.stringify(reply.data)).toContain('json/widgets/0/data/signalArray/0/color')
      expect(await storedOf(saved.id)).toBe(before)
    }
  })

  it('the page background, in the file or as a form field, and an animation colour', async () => {
    const title = uniqueName('Page')
    const saved = await ok(save(pageJson([], { bgColor: '#f0f2f5' }), { title }))
    const before = await storedOf(saved.id)
    const inFile = await save(pageJson([], { bgColor: 'red;x:"<b>' }), { id: saved.id, title })
    expect(inFile.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(inFile.data)).toContain('json/con/bgColor')
    const asField = await save(pageJson([]), { id: saved.id, title, bgColor: '"><svg>' })
    expect(asField.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(asField.data)).toContain('bgColor')
    const rect = pluginOf('rect')
    const listColour = ['animation', 'fillColor', 'config', 'list', 0, 'color']
    const bad = withValue(rect, createWidget(rect, { id: 'r1', x: 0, y: 0 }), listColour, '</style><b>')
    const animated = await save(pageJson([bad]), { id: saved.id, title })
    expect(animated.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(animated.data)).toContain('json/widgets/0/animation/fillColor/config/list/0/color')
    expect(await storedOf(saved.id)).toBe(before)
  })

  it('colours inside option groups a remote widget may add, found by their names', async () => {
    const widget = {
      ...createWidget(pluginOf('rect'), { id: 'r1', x: 0, y: 0 }),
      style: { lineColor: '<i>' },
    }
    const reply = await save(pageJson([widget as Widget]), { title: uniqueName('Page') })
    expect(reply.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(reply.data)).toContain('json/widgets/0/style/lineColor')
  })

  it('a page stored before the rule, with a bad colour, still opens', async () => {
    const title = uniqueName('Page')
    const saved = await ok(save(pageJson([]), { title }))
    const document = JSON.parse(await storedOf(saved.id))
    document.con.bgColor = 'red"><img src=x>'
    await env.server.db
      .updateTable('pages')
      .set({ document: JSON.stringify(document) })
      .where('id', '=', saved.id)
      .execute()
    const info = await ok(env.admin.call('project/page/info', { id: saved.id }))
    expect(info.json.con.bgColor).toBe('red"><img src=x>')
  })
})

// ---- the generated test: every colour field of every widget schema ----

const colourFieldsOf = (plugin: WidgetPlugin) =>
  stringFields(plugin.optionsSchema).filter((f) => f.schema.format === COLOUR_FORMAT)

describe('every colour field of every widget schema', () => {
  it('the widgets have colour fields to check', () => {
    const count = builtinWidgets.reduce((n, p) => n + colourFieldsOf(p).length, 0)
    expect(count).toBeGreaterThan(200)
  })

  it.each(builtinWidgets.map((p) => [p.type, p] as const))(
    '%s: a field is marked as a colour exactly when the server treats its key as one',
    (_type, plugin) => {
      for (const field of stringFields(plugin.optionsSchema)) {
        const marked = field.schema.format === COLOUR_FORMAT
        // the one exception: the twinkle rule's font colour, checked by the page schema itself
        const named =
          isColourKey(keyOf(field.path)) || field.path.join('.') === 'animation.twinkle.config.font'
        expect(named, `${plugin.type} ${field.path.join('.')}`).toBe(marked)
      }
    },
  )

  it.each(builtinWidgets.map((p) => [p.type, p] as const))(
    '%s: save refuses a bad value in each colour field and keeps a good one',
    async (_type, plugin) => {
      const title = uniqueName(plugin.type)
      const base = createWidget(plugin, { id: 'w1', x: 0, y: 0 })
      const saved = await ok(save(pageJson([base]), { title }))
      const before = await storedOf(saved.id)
      for (const [i, { path }] of colourFieldsOf(plugin).entries()) {
        const where = `json/widgets/0/${path.join('/')}`
        const bad = BAD_COLOURS[i % BAD_COLOURS.length] as string
        const reply = await save(pageJson([withValue(plugin, base, path, bad)]), { id: saved.id, title })
        expect(reply.code, `${where} = ${bad}`).toBe(Code.paramInvalid)
        expect(JSON.stringify(reply.data), where).toContain(where)
        expect(await storedOf(saved.id)).toBe(before)
      }
      const good = colourFieldsOf(plugin).reduce(
        (w, { path }, i) => withValue(plugin, w, path, GOOD_COLOURS[i % GOOD_COLOURS.length] as string),
        base,
      )
      expect((await save(pageJson([good]), { id: saved.id, title })).code).toBe(200)
      const stored = JSON.parse(await storedOf(saved.id)).widgets[0]
      for (const [i, { path }] of colourFieldsOf(plugin).entries())
        expect(valueAt(stored, path), path.join('.')).toBe(GOOD_COLOURS[i % GOOD_COLOURS.length])
    },
  )
})

// ---- rich text, cleaned when stored ----

describe('rich text is cleaned when stored', () => {
  const richWidget = (html: string) => {
    const w = createWidget(pluginOf('NavigateImageText'), { id: 'rich', x: 0, y: 0 })
    return { ...w, data: { ...w.data, richText: html } } as Widget
  }

  it.each(RICH_TEXT_PAYLOADS)('%s: none of it is in the stored document', async (_family, html, survivor) => {
    const saved = await ok(
      save(pageJson([richWidget(`<p>Pump 泵</p>${html}`)]), { title: uniqueName('Rich') }),
    )
    const stored = await storedOf(saved.id)
    const richText = JSON.parse(stored).widgets[0].data.richText as string
    expect(richText).toContain('<p>Pump 泵</p>')
    expect(richText).not.toMatch(survivor)
    const info = await ok(env.admin.call('project/page/info', { id: saved.id }))
    expect(info.json.widgets[0].data.richText).toBe(richText)
  })

  it('keeps the formatting the editor makes: colours, sizes, links, pictures, lists', async () => {
    const html =
      '<p><span style="color: rgb(230, 0, 0);">red</span> <strong>b</strong> <a href="https://example.com/" rel="noopener noreferrer">l</a></p>' +
      '<ol><li data-list="bullet">one</li></ol><p class="ql-align-center"><img src="/lfscada/asset/a1"></p>'
    const saved = await ok(save(pageJson([richWidget(html)]), { title: uniqueName('Rich') }))
    expect(JSON.parse(await storedOf(saved.id)).widgets[0].data.richText).toBe(html)
  })
})
