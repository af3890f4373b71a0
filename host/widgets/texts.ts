// Screen texts written as { key: { zh, en } } tables, added to the app's i18next instance on first use
// under their namespace, so a screen works whether or not the shell registered them.
import { useTranslation } from 'react-i18next'
import { type Bilingual, byLang } from '../../core/i18n/bilingual.ts'
import { LANGS } from '../../core/i18n/langs.ts'

export type TextTable = Readonly<Record<string, Bilingual>>

export function useTexts(ns: string, table: TextTable) {
  const translation = useTranslation(ns)
  const { i18n } = translation
  if (i18n && !i18n.hasResourceBundle(i18n.language || LANGS[0], ns)) {
    const bundles = byLang(table)
    for (const lang of LANGS) i18n.addResourceBundle(lang, ns, bundles[lang], true, false)
  }
  return translation
}
