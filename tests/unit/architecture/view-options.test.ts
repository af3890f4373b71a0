// A widget's view is checked against its schema where the plugin is defined (issue 18, "Typed calls"):
// optionsOf(schema) types the schema with `Static<typeof schema>`, and defineWidget refuses a view, eager
// or lazy, whose props expect other options. The checks are compiled by tsc, never run: were a marked
// mismatch accepted, its `@ts-expect-error` would be unused, itself a type error.
import { Type } from 'typebox'
import { expect, it } from 'vitest'
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { optionsOf } from '../../../plugins/widgets/common/define.ts'
import { lazyView } from '../../../plugins/widgets/common/lazy-view.tsx'

const schema = Type.Object({
  data: Type.Object({ label: Type.String({ default: '' }) }),
  style: Type.Object({ size: Type.Number({ default: 12 }) }),
})

const manifest = {
  type: 'AcmeLabel',
  version: '1.0.0',
  category: 'custom',
  title: { zh: '标签', en: 'Label' },
  defaultSize: { width: 80, height: 20 },
  bindingKinds: [],
} as const
const typed = { ...manifest, ...optionsOf(schema) }
const untyped = { ...manifest, optionsSchema: { type: 'object' }, defaultOptions: () => ({}) }

type Label = { data: { label: string }; style: { size: number } }
const view = (_: WidgetViewProps<Label>) => null
const dataOnly = (_: WidgetViewProps<{ data: { label: string } }>) => null
const retyped = (_: WidgetViewProps<{ data: { label: number } }>) => null
const renamed = (_: WidgetViewProps<{ data: { text: string } }>) => null
const plain = (_: WidgetViewProps) => null
/** A module as `import('./view.tsx')` gives it: two views, the lazy view takes the one it names. */
const load = async () => ({ LabelView: view, RenamedView: renamed })

function typeChecks() {
  return [
    defineWidget({ ...typed, component: view }),
    // a view may read fewer options than the schema has
    defineWidget({ ...typed, component: dataOnly }),
    defineWidget({ ...typed, component: lazyView(load, 'LabelView') }),
    // @ts-expect-error an option of another type
    defineWidget({ ...typed, component: retyped }),
    // @ts-expect-error an option the schema does not have
    defineWidget({ ...typed, component: renamed }),
    // @ts-expect-error a lazy view is checked as an eager one is, by the export it names
    defineWidget({ ...typed, component: lazyView(load, 'RenamedView') }),
    // a hand-written JSON Schema carries no type: its view reads a plain Widget…
    defineWidget({ ...untyped, component: plain }),
    // @ts-expect-error …and may not expect options of its own
    defineWidget({ ...untyped, component: view }),
  ]
}

it('the type-level checks are compiled with the suite', () => expect(typeChecks).toBeTypeOf('function'))
