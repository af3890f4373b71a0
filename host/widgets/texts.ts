// Screen texts written as { key: { zh, en } } tables and added once, under their namespace, to every
// i18next instance of the app (core/i18n's addResources), so a screen works whether or not the shell
// registered them. Keys of other namespaces are written `<ns>.<key>` (core/i18n's separator is '.').
import { useTranslation } from 'react-i18next'
import { addResources, type Bilingual, byLang } from '../../core/i18n/index.ts'

export type TextTable = Readonly<Record<string, Bilingual>>

const added = new Set<string>()

export function addTexts(ns: string, table: TextTable): void {
  if (added.has(ns)) return
  added.add(ns)
  const bundles = byLang(table)
  addResources(ns, bundles)
}

export function useTexts(ns: string, table: TextTable) {
  addTexts(ns, table)
  return useTranslation(ns)
}
