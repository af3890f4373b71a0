// A widget's view reads its options as its schema types them (issue 18, "Typed calls"): views take
// `WidgetViewProps<Static<typeof schema>>` (or a schema-derived type of the options they share), so no
// view casts `widget.data` or `widget.style` — a cast there hides a renamed or reshaped option from tsc.
// A view is any source of a widget plugin (built-in, example, or the kit's template) that uses
// WidgetViewProps; migrations and legacy fixtures read older shapes and are no views. Shown failing on a
// planted cast.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RemoteWidgets } from '../../../host/sdk/index.ts'
import type RemoteLamp from '../../../plugins/examples/RemoteLamp/src/index.ts'
import type RemoteTank from '../../../plugins/examples/RemoteTank/src/index.ts'

interface Source {
  file: string
  text: string
}

const ROOTS = ['plugins/widgets', 'plugins/examples', 'host/sdk/template']

const sources = (dir: string): Source[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'dist' || name === 'node_modules' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [{ file: path, text: readFileSync(path, 'utf8') }] : []
  })

/**
 * A cast of a widget's options: `x as unknown as T` anywhere in a view, or `as T` on an expression
 * reading `data` or `style` on the same line (`widget.data as T`, `(widget.style ?? {}) as T`,
 * `(data as Record<…>)[k]`). `as const` and a widening `as unknown` are no casts of options.
 */
const CAST =
  /\bas\s+unknown\s+as\b|\b(?:data|style)\b[^;\n]{0,40}?\)?\s+as\s+(?!const\b|unknown\b(?!\s+as\b))/g

const isView = ({ file, text }: Source) =>
  !file.endsWith('migrations.ts') && !/\.test\.tsx?$/.test(file) && text.includes('WidgetViewProps')

function optionCasts(files: readonly Source[]) {
  return files
    .filter(isView)
    .flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (line.match(CAST) ? [`${file}:${i + 1}`] : [])),
    )
}

const VIEWS = ROOTS.flatMap(sources)

describe('widget views', () => {
  it('are found', () => {
    expect(VIEWS.filter(isView).length).toBeGreaterThan(40)
  })

  it('never cast their options', () => {
    expect(optionCasts(VIEWS)).toEqual([])
  })

  it('fails on a planted cast', () => {
    const planted = {
      file: 'plugins/widgets/Planted/view.tsx',
      text: 'export function V({ widget }: WidgetViewProps) {\n  const d = widget.data as unknown as D\n}',
    }
    expect(optionCasts([...VIEWS, planted])).toEqual([`${planted.file}:2`])
  })

  it('the scanner sees the forms of a cast and lets others be', () => {
    const casts = [
      'const data = widget.data as unknown as Options["data"]',
      'const style = props.widget.style as Style',
      'const t = (widget.data as { timeRange?: unknown } | undefined)?.timeRange',
      'const data = (widget.data ?? {}) as Partial<Data>',
      'const refs = ((data as Record<string, unknown>)[list] ?? []) as Ref[]',
      'const addon = ((widget.data as Options["data"] | undefined)?.dataAddon ?? {}) as Addon',
      'const row = x as unknown as Row',
    ]
    const fine = [
      'const KINDS = ["signal"] as const',
      'return [{ data: JSON.parse(l.geojson) as unknown, color }]',
      'const view = mod[exportName] as View',
      'const { data, style } = widget',
    ]
    const text = `// WidgetViewProps\n${[...casts, ...fine].join('\n')}`
    expect(optionCasts([{ file: 'v.tsx', text }])).toEqual(casts.map((_, i) => `v.tsx:${i + 2}`))
  })
})

// Type-level check, compiled by tsc, never run: plugins whose views are typed by their own schemas are
// what a plugin module exports (the kit's RemoteWidgets).
function typeChecks(tank: typeof RemoteTank, lamp: typeof RemoteLamp): RemoteWidgets {
  return [tank, lamp]
}

it('the type-level check is compiled with the suite', () => expect(typeChecks).toBeTypeOf('function'))
