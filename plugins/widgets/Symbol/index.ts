// The industrial symbols (issue 30): one widget whose palette entries are the library's symbols, each
// drawn from its own SVG (loaded with the first of its group that shows) and painted for the state of
// its bound value, through the same data, animation and click blocks as every widget.
import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { KINDS, schema } from './schema.ts'

export default defineWidget({
  type: 'Symbol',
  version: '1.0.0',
  category: 'symbol',
  title: { zh: '工业符号', en: 'Industrial symbol' },
  ...optionsOf(schema),
  defaultSize: { width: 80, height: 80 },
  bindingKinds: KINDS,
  component: lazyView(() => import('./view.tsx'), 'SymbolView'),
  variants: () => import('./variants.ts').then((m) => m.SYMBOL_VARIANTS),
})
