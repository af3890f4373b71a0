// A painted symbol tree as React elements: attributes camel-cased, our own paint's `style` text (never
// an uploaded file's: the allow-list turns those into attributes) as a style object, outlines keeping
// their width however the symbol is sized.
import { createElement, type ReactNode } from 'react'
import type { SvgNode } from './svg-tree.ts'

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'])
const camel = (name: string) =>
  name.startsWith('data-') ? name : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** `a-b:c;d:e` as { aB: 'c', d: 'e' }. */
function styleObject(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const decl of text.split(';')) {
    const at = decl.indexOf(':')
    if (at > 0) out[camel(decl.slice(0, at).trim())] = decl.slice(at + 1).trim()
  }
  return out
}

export function toReact(node: SvgNode, key?: number): ReactNode {
  const props: Record<string, unknown> = { key }
  for (const [k, v] of Object.entries(node.attrs)) props[camel(k)] = k === 'style' ? styleObject(v) : v
  if (SHAPES.has(node.tag)) props.vectorEffect = 'non-scaling-stroke'
  return createElement(
    node.tag,
    props,
    ...node.children.map((c, i) => (typeof c === 'string' ? c : toReact(c, i))),
  )
}
