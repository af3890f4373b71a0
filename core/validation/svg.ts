// An SVG drawing as a plain tree, through one allow-list of elements and attributes, so nothing that
// runs, loads or links survives (no scripts, handlers, hrefs, url()s, styles or animations of the
// source's): the library's symbols when drawn, and an enterprise's own symbols when the server stores
// them and again whenever they are drawn. The caller lends the XML parser (the browser's DOMParser,
// jsdom's on the server), so this stays free of any environment.

export interface SvgNode {
  tag: string
  attrs: Record<string, string>
  children: (SvgNode | string)[]
}

/** Drawing elements only: no script, foreignObject, use, image, a, style or animation of the source's. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
])

/** Geometry and paint; none of them takes a URL (values with `(` are kept for `transform` only). */
const ATTRIBUTES = new Set([
  'id',
  'viewBox',
  'd',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
])

const allowed = (name: string, value: string) =>
  ATTRIBUTES.has(name) && (name === 'transform' ? /^[\w\s.,()-]*$/.test(value) : !/[()<>]/.test(value))

/** The parts of an XML parser this module uses (the browser's DOMParser and jsdom's have them). */
export interface XmlParser {
  parseFromString(markup: string, type: 'image/svg+xml'): Document
}

/** What a drawing holds that the allow-list drops: elements, attributes; empty when it is inert. */
export function foreignContent(markup: string, parser: XmlParser): string[] {
  const doc = parser.parseFromString(markup, 'image/svg+xml')
  const found: string[] = []
  if (doc.getElementsByTagName('parsererror').length > 0) return ['not well-formed']
  for (const el of Array.from(doc.getElementsByTagName('*'))) {
    if (!ELEMENTS.has(el.localName)) found.push(`<${el.localName}>`)
    for (const a of Array.from(el.attributes)) {
      if (a.name === 'xmlns') continue
      if (!allowed(a.name, a.value)) found.push(`${el.localName}@${a.name}`)
    }
  }
  return found
}

/**
 * An editor's `style="fill:#f00;stroke-width:2"` (Inkscape, Illustrator) as the presentation attributes
 * the allow-list takes; anything else in it is dropped.
 */
function styleAttrs(style: string): [string, string][] {
  return style.split(';').flatMap((decl) => {
    const at = decl.indexOf(':')
    if (at < 0) return []
    const name = decl.slice(0, at).trim().toLowerCase()
    const value = decl.slice(at + 1).trim()
    return name !== 'id' && name !== 'transform' && allowed(name, value) ? [[name, value]] : []
  })
}

function nodeOf(el: Element): SvgNode | undefined {
  if (!ELEMENTS.has(el.localName)) return undefined
  const attrs: Record<string, string> = {}
  for (const a of Array.from(el.attributes)) if (allowed(a.name, a.value)) attrs[a.name] = a.value
  // declarations win over attributes, as in CSS
  for (const [k, v] of styleAttrs(el.getAttribute('style') ?? '')) attrs[k] = v
  const children: (SvgNode | string)[] = []
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 3 && (el.localName === 'text' || el.localName === 'tspan'))
      children.push(child.textContent ?? '')
    else if (child.nodeType === 1) {
      const node = nodeOf(child as Element)
      if (node) children.push(node)
    }
  }
  return { tag: el.localName, attrs, children }
}

/** The drawing's tree, through the allow-list; undefined when it is not an SVG document. */
export function parseSvg(markup: string, parser: XmlParser): SvgNode | undefined {
  const doc = parser.parseFromString(markup, 'image/svg+xml')
  const root = doc.documentElement
  if (root?.localName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return undefined
  return nodeOf(root)
}

/** The ids of a tree's elements, in document order. */
export function idsOf(node: SvgNode, out = new Set<string>()): Set<string> {
  if (node.attrs.id) out.add(node.attrs.id)
  for (const c of node.children) if (typeof c !== 'string') idsOf(c, out)
  return out
}

const escapeXml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** A tree as SVG markup (stored symbols, the palette's thumbnails drawn as images). */
export function toMarkup(node: SvgNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  const xmlns = node.tag === 'svg' ? ' xmlns="http://www.w3.org/2000/svg"' : ''
  const inner = node.children.map((c) => (typeof c === 'string' ? escapeXml(c) : toMarkup(c))).join('')
  return `<${node.tag}${xmlns}${attrs}>${inner}</${node.tag}>`
}
