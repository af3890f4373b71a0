// A symbol's drawing as a plain tree: parsed once from its SVG through the one allow-list of
// core/validation/svg.ts (so nothing that runs, loads or links survives), then painted for a state
// (parts found by element id) and drawn as React elements or as markup.
import {
  foreignContent as foreignWith,
  parseSvg as parseWith,
  type SvgNode,
  type XmlParser,
} from '../../../core/validation/svg.ts'

export { idsOf, type SvgNode, toMarkup } from '../../../core/validation/svg.ts'

/** What a drawing holds that the allow-list drops (the browser's parser unless one is lent). */
export const foreignContent = (markup: string, parser: XmlParser = new DOMParser()): string[] =>
  foreignWith(markup, parser)

/** The drawing's tree, through the allow-list; undefined when it is not an SVG document. */
export const parseSvg = (markup: string, parser: XmlParser = new DOMParser()): SvgNode | undefined =>
  parseWith(markup, parser)

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
