// A screen plugin's texts loaded with its screens, not with the app: the manifest stays in the app's entry
// (menus, routes, permissions) but the { key: { zh, en } } tables of every screen would make each page
// pay for them, the runtime page among them (issue 14: ≤ 250 KB gzip). The entry resolves once its
// texts are added, under their namespaces, to every i18next instance (core/i18n's addResources).
//
//   load: withTexts(() => import('./screens.tsx'), () => import('./texts.ts').then((m) => ({ ns: m.TEXTS }))),
import { type Bilingual, byLang } from '../../../core/i18n/bilingual.ts'
import { addResources } from '../../../core/i18n/index.ts'

export type TextTables = Record<string, Readonly<Record<string, Bilingual>>>

const added = new Set<string>()

/** `load`, resolving after `texts` (namespace → table) are added; each namespace is added once. */
export function withTexts<M>(load: () => Promise<M>, texts: () => Promise<TextTables>): () => Promise<M> {
  return async () => {
    const [entry, tables] = await Promise.all([load(), texts()])
    for (const [ns, table] of Object.entries(tables)) {
      if (added.has(ns)) continue
      added.add(ns)
      addResources(ns, byLang(table))
    }
    return entry
  }
}
