// A symbol's drawing as a plain tree: parsed once from its SVG through an allow-list of elements and
// attributes (so nothing that runs, loads or links survives: no scripts, handlers, hrefs or url()s),
// then painted for a state (parts found by element id) and drawn as React elements or as markup.

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

/** What a drawing holds that the allow-list drops: elements, attributes; empty when it is inert. */
export function foreignContent(markup: string, parser: DOMParser = new DOMParser()): string[] {
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

function nodeOf(el: Element): SvgNode | undefined {
  if (!ELEMENTS.has(el.localName)) return undefined
  const attrs: Record<string, string> = {}
  for (const a of Array.from(el.attributes)) if (allowed(a.name, a.value)) attrs[a.name] = a.value
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
export function parseSvg(markup: string, parser: DOMParser = new DOMParser()): SvgNode | undefined {
  const doc = parser.parseFromString(markup, 'image/svg+xml')
  const root = doc.documentElement
  if (root?.localName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return undefined
  return nodeOf(root)
}

/** The ids of a tree's elements. */
export function idsOf(node: SvgNode, out = new Set<string>()): Set<string> {
  if (node.attrs.id) out.add(node.attrs.id)
  for (const c of node.children) if (typeof c !== 'string') idsOf(c, out)
  return out
}

/** What a part becomes: attributes laid over its own, its text, and elements added inside it. */
export interface PartPaint {
  attrs?: Record<string, string>
  text?: string
  append?: SvgNode[]
}

/**
 * The tree painted: each element whose id has an entry in `parts` takes it (or what it makes of the
 * element); ids become `data-part`
 * (a page holds many copies of a symbol, and ids must be unique in a document).
 */
export type Parts = Record<string, PartPaint | ((node: SvgNode) => PartPaint) | undefined>
export function paint(node: SvgNode, parts: Parts): SvgNode {
  const id = node.attrs.id
  const entry = id ? parts[id] : undefined
  const own = typeof entry === 'function' ? entry(node) : entry
  const { id: _, ...rest } = node.attrs
  const attrs = { ...rest, ...(id ? { 'data-part': id } : {}), ...own?.attrs }
  const children =
    own?.text !== undefined
      ? [own.text]
      : node.children.map((c) => (typeof c === 'string' ? c : paint(c, parts)))
  return { tag: node.tag, attrs, children: [...children, ...(own?.append ?? [])] }
}

const escapeXml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** A painted tree as SVG markup (the palette's thumbnails, drawn as images). */
export function toMarkup(node: SvgNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  const xmlns = node.tag === 'svg' ? ' xmlns="http://www.w3.org/2000/svg"' : ''
  const inner = node.children.map((c) => (typeof c === 'string' ? escapeXml(c) : toMarkup(c))).join('')
  return `<${node.tag}${xmlns}${attrs}>${inner}</${node.tag}>`
}
