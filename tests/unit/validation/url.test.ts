// The one URL allow-list (schemas/url.ts, re-exported by core/validation/url.ts), table-driven: what a
// link and an image address may be, the tricks that must not pass, and the page walker the server uses.
import { describe, expect, it } from 'vitest'
import {
  cssImage,
  safeUrl,
  type UrlKind,
  type UrlRefusal,
  unsafeUrlIn,
  urlKindOfKey,
  urlRefusal,
} from '../../../core/validation/index.ts'
import { ImageUrl, LinkUrl } from '../../../schemas/url.ts'
import { check } from '../../../schemas/validate.ts'

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

// value, refusal as a link, refusal as an image
const cases: [string, UrlRefusal | null, UrlRefusal | null][] = [
  ['', null, null],
  ['https://example.com', null, null],
  ['http://example.com:8080/a/b?x=1&y=2#top', null, null],
  ['HTTPS://EXAMPLE.COM/PATH', null, null],
  ['https://例子.测试/路径', null, null],
  ["https://en.wikipedia.org/wiki/Ohm's_law", null, null],
  ['/monitor/project/p1/page/x', null, null],
  ['/lfscada/style/image/abc/logo', null, null],
  ['/lfscada/plugin/file/1/a.js?v=2', null, null],
  ['/', null, null],
  [PNG, 'scheme', null],
  [SVG, 'scheme', null],
  ['DATA:IMAGE/PNG;base64,AAAA', 'scheme', null],
  ['data:text/html,<script>alert(1)</script>', 'character', 'character'],
  ['data:text/html;base64,PHNjcmlwdD4=', 'scheme', 'scheme'],
  ['data:image/png', 'scheme', 'scheme'],
  ['data:image/x-evil,abc', 'scheme', 'scheme'],
  ['javascript:document.title="x"', 'character', 'character'],
  ['javascript:alert(1)', 'scheme', 'scheme'],
  ['JaVaScRiPt:alert(1)', 'scheme', 'scheme'],
  ['vbscript:msgbox(1)', 'scheme', 'scheme'],
  ['VBScript:msgbox(1)', 'scheme', 'scheme'],
  ['file:///etc/passwd', 'scheme', 'scheme'],
  ['blob:https://example.com/1', 'scheme', 'scheme'],
  ['mailto:a@b.c', 'scheme', 'scheme'],
  ['java\tscript:alert(1)', 'character', 'character'],
  ['java\nscript:alert(1)', 'character', 'character'],
  ['java\u0000script:alert(1)', 'character', 'character'],
  ['\u0001javascript:alert(1)', 'character', 'character'],
  [' javascript:alert(1)', 'character', 'character'],
  ['\u00a0javascript:alert(1)', 'character', 'character'],
  ['\u200bjavascript:alert(1)', 'character', 'character'],
  ['\ufeffjavascript:alert(1)', 'character', 'character'],
  ['\u202ejavascript:alert(1)', 'character', 'character'],
  ['https://example.com ', 'character', 'character'],
  ['https://example.com/a b', 'character', 'character'],
  ['&#106;avascript:alert(1)', 'entity', 'entity'],
  ['&#x6A;avascript:alert(1)', 'entity', 'entity'],
  ['javascript&colon;alert(1)', 'entity', 'entity'],
  ['/a?b=1&amp;c=2', 'entity', 'entity'],
  ['%6Aavascript:alert(1)', 'relative', 'relative'],
  ['//evil.com', 'relative', 'relative'],
  ['//evil.com/x.png', 'relative', 'relative'],
  ['/\\evil.com', 'character', 'character'],
  ['\\\\evil.com', 'character', 'character'],
  ['https:\\\\evil.com', 'character', 'character'],
  ['https:evil.com', 'host', 'host'],
  ['http:/evil.com', 'host', 'host'],
  ['https://', 'host', 'host'],
  ['https:///path', 'host', 'host'],
  ['https://user:pass@evil.com', 'credentials', 'credentials'],
  ['https://example.com@evil.com', 'credentials', 'credentials'],
  ['page.html', 'relative', 'relative'],
  ['./page', 'relative', 'relative'],
  ['#top', 'relative', 'relative'],
  ['?x=1', 'relative', 'relative'],
  ['/a"onerror="x', 'character', 'character'],
  ['/a<b>', 'character', 'character'],
  ['/a`b', 'character', 'character'],
]

describe('urlRefusal', () => {
  it.each(cases)('%j: link %s, image %s', (value, asLink, asImage) => {
    expect(urlRefusal(value, 'link')).toBe(asLink)
    expect(urlRefusal(value, 'image')).toBe(asImage)
  })

  it('the JSON Schema formats use the same rule', () => {
    const [link, image] = [LinkUrl(), ImageUrl()]
    for (const [value, asLink, asImage] of cases) {
      expect(check(link, value).ok, `link ${JSON.stringify(value)}`).toBe(asLink === null)
      expect(check(image, value).ok, `image ${JSON.stringify(value)}`).toBe(asImage === null)
    }
  })
})

describe('helpers where a URL is used', () => {
  it('safeUrl gives the value only when it passes', () => {
    expect(safeUrl('/a.png', 'image')).toBe('/a.png')
    expect(safeUrl(PNG, 'image')).toBe(PNG)
    expect(safeUrl(PNG, 'link')).toBeUndefined()
    expect(safeUrl('javascript:alert(1)', 'link')).toBeUndefined()
    expect(safeUrl('', 'link')).toBeUndefined()
    expect(safeUrl(42, 'link')).toBeUndefined()
  })

  it('cssImage quotes a safe image and drops anything else', () => {
    expect(cssImage('/bg.png')).toBe('url("/bg.png")')
    expect(cssImage('/bg.png") , url("javascript:x')).toBeUndefined()
    expect(cssImage('javascript:alert(1)')).toBeUndefined()
    expect(cssImage('')).toBeUndefined()
  })
})

describe('URL fields of a page document', () => {
  it.each<[string, UrlKind | undefined]>([
    ['link', 'link'],
    ['href', 'link'],
    ['moreLink', 'link'],
    ['url', 'image'],
    ['src', 'image'],
    ['imgUrl', 'image'],
    ['bgImage', 'image'],
    ['iconHref', 'image'],
    ['title', undefined],
    ['displayType', undefined],
    ['linkage', undefined],
    ['urls', undefined],
  ])('key %s holds a %s', (key, kind) => expect(urlKindOfKey(key)).toBe(kind))

  it('finds the first refused field with its JSON Pointer', () => {
    const page = {
      con: { bgImage: '/bg.png', title: 'javascript:alert(1)' },
      widgets: [
        { clickEvent: { config: { link: 'https://example.com', iframe: { link: '' } } } },
        { style: { url: PNG }, data: { 'a/b': { link: 'vbscript:x' } } },
      ],
    }
    expect(unsafeUrlIn(page)).toEqual({ path: '/widgets/1/data/a~1b/link', kind: 'link', reason: 'scheme' })
    expect(unsafeUrlIn({ con: {}, widgets: [{ style: { url: PNG } }] })).toBeUndefined()
  })

  it('ignores values that are not strings', () => {
    expect(unsafeUrlIn({ link: 3, url: null, href: { x: 1 } })).toBeUndefined()
  })
})
