// An enterprise's own symbols (`symbol/*`, issue 30): an uploaded SVG checked by content (an active one
// refused), cleaned to drawing elements (nothing that runs, loads or links is stored), its parts marked
// by element id, and the whole of it invisible to another enterprise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { SYMBOL_LIMITS } from '../../../schemas/api/symbol.ts'
import { ok, serverWithTwoEnterprises, type TestEnterprise, type TestServer } from './helpers.ts'
import { uploadSymbol, VALVE_SVG } from './symbol-fixtures.ts'

let server: TestServer
let a: TestEnterprise
let b: TestEnterprise

beforeAll(async () => {
  ;({ server, a, b } = await serverWithTwoEnterprises())
})
afterAll(() => server.close())

const svg = (body: string, root = 'viewBox="0 0 10 10"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`)

describe('upload', () => {
  it('stores the cleaned drawing with its ids, editor styles as attributes', async () => {
    const answer = await uploadSymbol(server, a.admin.cookie, VALVE_SVG, { name: 'My valve' })
    expect(answer.code).toBe(200)
    expect(answer.data).toMatchObject({ name: 'My valve', ids: ['body', 'stem', 'label'], parts: [] })
    expect(answer.data.svg).toContain('<rect id="stem" x="46" y="2" width="8" height="28" fill="#999"')
    expect(answer.data.svg).not.toContain('style=')
  })

  it.each([
    ['a script', '<script>alert(1)</script><rect id="r" width="5" height="5"/>'],
    ['an event handler', '<rect id="r" width="5" height="5" onclick="alert(1)"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect id="r" width="5" height="5"/></a>'],
    ['an external image', '<image href="https://tracker.test/x.png"/>'],
    ['a foreign object', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'],
    ['a style sheet that loads', '<style>@import url(https://evil.test/x.css);</style>'],
  ])('refuses an svg with %s (10007) and stores nothing', async (_, body) => {
    const before = await ok(a.admin.call('symbol/query', {}))
    const answer = await uploadSymbol(server, a.admin.cookie, svg(body))
    expect(answer.code).toBe(Code.fileFormat)
    expect(await ok(a.admin.call('symbol/query', {}))).toHaveLength(before.length)
  })

  it('drops what is inert but no drawing: styles, uses, embedded images, animations, links to fragments', async () => {
    const body =
      '<style>rect{fill:red}</style><defs><rect id="d" width="1" height="1"/></defs>' +
      '<use href="#d"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
      '<rect id="r" width="5" height="5" fill="url(#g)"><set attributeName="fill" to="red"/></rect>' +
      '<g id="g1" style="fill:url(#g);stroke:#000" class="x"><circle id="c" r="2"/></g>'
    const answer = await uploadSymbol(server, a.admin.cookie, svg(body))
    expect(answer.code).toBe(200)
    const stored = answer.data.svg as string
    for (const gone of ['<style', '<defs', '<use', '<image', '<set', 'url(', 'href', 'class='])
      expect(stored).not.toContain(gone)
    expect(answer.data.ids).toEqual(['r', 'g1', 'c'])
    expect(stored).toContain('<g id="g1" stroke="#000">')
  })

  it('gives a drawing without a viewBox one from its size, and refuses one without either', async () => {
    const sized = await uploadSymbol(server, a.admin.cookie, svg('<rect/>', 'width="40" height="20"'))
    expect(sized.data.svg).toContain('viewBox="0 0 40 20"')
    const unsized = await uploadSymbol(server, a.admin.cookie, svg('<rect/>', ''))
    expect(unsized.code).toBe(Code.fileFormat)
  })

  it('refuses a png, an empty file and one over 100 KB', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    expect((await uploadSymbol(server, a.admin.cookie, png)).code).toBe(Code.fileFormat)
    expect((await uploadSymbol(server, a.admin.cookie, Buffer.alloc(0))).code).toBe(Code.fileEmpty)
    const big = svg(`<path d="M0 0${' L1 1'.repeat(SYMBOL_LIMITS.bytes / 5)}"/>`)
    expect((await uploadSymbol(server, a.admin.cookie, big)).code).toBe(Code.fileTooLarge)
  })
})

describe('parts', () => {
  it('marks parts by element id, and refuses an id the drawing does not have or one marked twice', async () => {
    const { data } = await uploadSymbol(server, a.admin.cookie, VALVE_SVG)
    const id = data.id as string
    const parts = [
      { element: 'body', role: 'state' },
      { element: 'stem', role: 'visible', value: '1' },
    ] as const
    const saved = await ok(a.admin.call('symbol/update', { id, name: 'Valve', parts: [...parts] }))
    expect(saved.parts).toEqual(parts)
    expect(await ok(a.admin.call('symbol/get', { id }))).toMatchObject({ name: 'Valve', parts })
    const missing = await a.admin.call('symbol/update', {
      id,
      name: 'V',
      parts: [{ element: 'nope', role: 'text' }],
    })
    expect(missing.code).toBe(Code.paramInvalid)
    const twice = await a.admin.call('symbol/update', {
      id,
      name: 'V',
      parts: [
        { element: 'body', role: 'state' },
        { element: 'body', role: 'rotate' },
      ],
    })
    expect(twice.code).toBe(Code.paramInvalid)
  })
})

describe('isolation', () => {
  it("keeps one enterprise's symbols from another: not listed, not read, not changed, not deleted", async () => {
    const { data } = await uploadSymbol(server, a.admin.cookie, VALVE_SVG, { name: 'Secret valve' })
    const id = data.id as string
    const theirs = await ok(b.admin.call('symbol/query', {}))
    expect(theirs.map((s: { id: string }) => s.id)).not.toContain(id)
    expect((await b.admin.call('symbol/get', { id })).code).toBe(Code.noDataOrPermission)
    const update = await b.admin.call('symbol/update', { id, name: 'Mine', parts: [] })
    expect(update.code).toBe(Code.noDataOrPermission)
    expect((await b.admin.call('symbol/delete', { id })).code).toBe(Code.noDataOrPermission)
    expect(await ok(a.admin.call('symbol/get', { id }))).toMatchObject({ name: 'Secret valve' })
    await ok(a.admin.call('symbol/delete', { id }))
    expect((await a.admin.call('symbol/get', { id })).code).toBe(Code.noDataOrPermission)
  })
})
