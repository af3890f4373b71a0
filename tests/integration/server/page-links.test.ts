// Links and images of a page at save (issue 11): `project/page/save` refuses an address outside the URL
// allow-list with 10001 naming the field, and the stored page stays as it was. One generated test walks
// every built-in widget plugin's options schema, finds every field marked `link-url` or `image-url`, and
// checks that the server refuses a bad value there and keeps a good one, and that the server's rule for
// telling URL fields by their key (it sees no widget schema) agrees with the marks.
import { describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { createWidget, type WidgetPlugin } from '../../../core/kernel/index.ts'
import { type UrlKind, urlKindOfKey } from '../../../core/validation/url.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { URL_FORMATS } from '../../../schemas/url.ts'
import { type Json, ok, uniqueName } from './helpers.ts'
import { pageJson, pageSaveEnv } from './page-save.ts'
import { type FieldPath, keyOf, type StringField, stringFields, valueAt, withValue } from './widget-fields.ts'

const { env, save, storedOf } = pageSaveEnv()

const GOOD: Record<UrlKind, string[]> = {
  link: ['https://example.com/a?b=1', '/monitor/project/p/page/x'],
  image: ['/lfscada/style/image/s1/logo', 'data:image/png;base64,iVBORw0KGgo='],
}
const BAD: Record<UrlKind, string[]> = {
  link: ['javascript:document.title="x"', 'JavaScript:alert(1)', '//evil.example', 'data:text/html,x'],
  image: ['javascript:alert(1)', ' java\tscript:alert(1)', '/\\evil.example/a.png', 'vbscript:x'],
}

/** A button whose click opens `link` in this tab. */
function linkButton(link: string): Widget {
  const plugin = builtinWidgets.find((w) => w.type === 'UsualButton') as WidgetPlugin
  const button = createWidget(plugin, { id: 'b1', x: 10, y: 10 })
  const clickEvent = button.clickEvent as NonNullable<Widget['clickEvent']>
  return { ...button, clickEvent: { enable: true, config: { ...clickEvent.config, action: 'link', link } } }
}

describe('project/page/save refuses unsafe links', () => {
  it('a javascript: link in a button click event: 10001 naming the field, the stored page unchanged', async () => {
    const title = uniqueName('Page')
    const saved = await ok(save(pageJson([linkButton('https://example.com')]), { title }))
    const before = await storedOf(saved.id)
    for (const link of ['javascript:document.title="x"', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)']) {
      const reply = await save(pageJson([linkButton(link)]), { id: saved.id, title })
      expect(reply.code, link).toBe(Code.paramInvalid)
      expect(JSON.stringify(reply.data)).toContain('json/widgets/0/clickEvent/config/link')
      expect(await storedOf(saved.id)).toBe(before)
    }
    const info = await ok(env.admin.call('project/page/info', { id: saved.id }))
    expect(info.json.widgets[0].clickEvent.config.link).toBe('https://example.com')
  })

  it('a new page with a bad link is not created', async () => {
    const title = uniqueName('Page')
    const reply = await save(pageJson([linkButton('vbscript:msgbox(1)')]), { title })
    expect(reply.code).toBe(Code.paramInvalid)
    const pages = await ok(env.admin.call('project/page/query', { projectId: env.projectId }))
    expect(pages.map((p: Json) => p.title)).not.toContain(title)
  })

  it('the background image, given in the file or as a form field', async () => {
    const title = uniqueName('Page')
    const saved = await ok(save(pageJson([], { bgImage: '/lfscada/style/image/s1/logo' }), { title }))
    const before = await storedOf(saved.id)
    const inFile = await save(pageJson([], { bgImage: 'javascript:alert(1)' }), { id: saved.id, title })
    expect(inFile.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(inFile.data)).toContain('json/con/bgImage')
    const asField = await save(pageJson([]), { id: saved.id, title, bgImage: '//evil.example/x.png' })
    expect(asField.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(asField.data)).toContain('bgImage')
    expect(await storedOf(saved.id)).toBe(before)
  })

  it('links inside option groups a remote widget may add, found by their names', async () => {
    const widget = {
      ...linkButton(''),
      data: { type: 'signal', dataArray: [{ label: 'a', iconHref: 'javascript:x' }] },
    }
    const reply = await save(pageJson([widget as Widget]), { title: uniqueName('Page') })
    expect(reply.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(reply.data)).toContain('json/widgets/0/data/dataArray/0/iconHref')
  })
})

// ---- the generated test: every URL field of every widget schema ----

interface UrlField {
  path: FieldPath
  kind: UrlKind
}
const KIND_OF_FORMAT = new Map<unknown, UrlKind>(
  Object.entries(URL_FORMATS).map(([k, f]) => [f, k as UrlKind]),
)
const kindOf = (field: StringField) => KIND_OF_FORMAT.get(field.schema.format)
const urlFieldsOf = (plugin: WidgetPlugin): UrlField[] =>
  stringFields(plugin.optionsSchema).flatMap((f) => {
    const kind = kindOf(f)
    return kind ? [{ path: f.path, kind }] : []
  })

const pluginsWithUrls = builtinWidgets.filter((p) => urlFieldsOf(p).length > 0)

describe('every URL field of every widget schema', () => {
  it('the widgets have URL fields to check (click events, images)', () => {
    const types = pluginsWithUrls.map((p) => p.type)
    expect(types).toEqual(expect.arrayContaining(['UsualButton', 'UsualImage', 'UsualAnimation']))
  })

  it.each(builtinWidgets.map((p) => [p.type, p] as const))(
    '%s: a field is marked as a URL exactly when the server treats its key as one, of the same kind',
    (_type, plugin) => {
      for (const field of stringFields(plugin.optionsSchema))
        expect(urlKindOfKey(keyOf(field.path)), `${plugin.type} ${field.path.join('.')}`).toBe(kindOf(field))
    },
  )

  it.each(pluginsWithUrls.map((p) => [p.type, p] as const))(
    '%s: save refuses a bad value in each URL field and keeps a good one',
    async (_type, plugin) => {
      const title = uniqueName(plugin.type)
      const base = createWidget(plugin, { id: 'w1', x: 0, y: 0 })
      const saved = await ok(save(pageJson([base]), { title }))
      for (const { path, kind } of urlFieldsOf(plugin)) {
        const where = `json/widgets/0/${path.join('/')}`
        for (const bad of BAD[kind]) {
          const before = await storedOf(saved.id)
          const reply = await save(pageJson([withValue(plugin, base, path, bad)]), { id: saved.id, title })
          expect(reply.code, `${where} = ${bad}`).toBe(Code.paramInvalid)
          expect(JSON.stringify(reply.data), where).toContain(where)
          expect(await storedOf(saved.id)).toBe(before)
        }
        for (const good of GOOD[kind]) {
          const reply = await save(pageJson([withValue(plugin, base, path, good)]), { id: saved.id, title })
          expect(reply.code, `${where} = ${good}`).toBe(200)
          const stored = JSON.parse(await storedOf(saved.id)).widgets[0]
          expect(valueAt(stored, path), where).toBe(good)
        }
      }
    },
  )
})

describe('other calls that store an address', () => {
  it.each<[string, string, Json]>([
    ['a style logo', 'style/add', { name: uniqueName('S'), title: 'T', logo: 'javascript:alert(1)' }],
    [
      'a style favicon',
      'style/add',
      { name: uniqueName('S'), title: 'T', faviconIco: '//evil.example/i.ico' },
    ],
    ['a device picture', 'equipment/multi/add', { name: uniqueName('D'), image: 'vbscript:x' }],
    ['a widget plugin module', 'plugin/add', { name: uniqueName('W'), url: '/\\evil.example/w.js' }],
  ])('%s outside the allow-list is refused with 10001', async (_name, path, body) => {
    const reply = await env.admin.call(path, body)
    expect(reply.code).toBe(Code.paramInvalid)
    expect(JSON.stringify(reply.data)).toMatch(/logo|faviconIco|image|url/)
  })

  it.each<[string, string, Json]>([
    [
      'a style logo',
      'style/add',
      { name: uniqueName('S'), title: 'T', logo: '/lfscada/style/image/s1/logo' },
    ],
    [
      'a device picture',
      'equipment/multi/add',
      { name: uniqueName('D'), image: 'https://img.example/a.png' },
    ],
    ['a widget plugin module', 'plugin/add', { name: uniqueName('W'), url: 'https://cdn.example/w.js' }],
  ])('%s inside it is kept', async (_name, path, body) => {
    expect((await env.admin.call(path, body)).code).toBe(200)
  })
})
