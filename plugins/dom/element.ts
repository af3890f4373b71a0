// Small DOM trees for the views that draw outside React (chart tooltips, map markers and popups): every
// text goes in as a text node and every style as a property, so no option, name or value is ever parsed
// as markup (DESIGN: every string a view renders is text).

type Child = Node | string | false | null | undefined

export interface ElementProps {
  style?: Partial<CSSStyleDeclaration>
  /** attributes, set with setAttribute (never `on…` handlers: those are for addEventListener) */
  attrs?: Record<string, string>
}

/** A `tag` element with `props` and `children` (texts become text nodes; false, null and undefined are skipped). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (props.style) Object.assign(node.style, props.style)
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value)
  for (const child of children)
    if (child !== false && child !== null && child !== undefined) node.append(child)
  return node
}
