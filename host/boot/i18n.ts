// Texts of the shell and of every screen plugin on core/i18n's instance: the shell under `shell`, each
// screen manifest under its own name. The language is read from and written to local storage (§1, §9).
import {
  addResources,
  type Bundles,
  byLang,
  createI18n,
  type I18n,
  type Lang,
  type LangStorage,
  readLang,
  writeLang,
} from '../../core/i18n/index.ts'
import type { ScreenManifest } from '../../core/kernel/index.ts'
import { SHELL_TEXTS } from '../shell/texts.ts'

export const SHELL_NS = 'shell'

export function createShellI18n(storage: LangStorage | undefined, screens: Iterable<ScreenManifest>): I18n {
  addResources(SHELL_NS, byLang(SHELL_TEXTS))
  for (const screen of screens) if (screen.i18n) addResources(screen.name, screen.i18n as Bundles)
  // The spec's default is zh: only the stored choice counts, not the browser's preferences.
  return createI18n(readLang(storage))
}

/** Switches the language and remembers it on this browser. */
export async function switchLang(i18n: I18n, storage: LangStorage | undefined, lang: Lang): Promise<void> {
  if (storage) writeLang(storage, lang)
  await i18n.changeLanguage(lang)
}

/** localStorage when the browser allows it (private modes may throw on access). */
export function browserStorage(): LangStorage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}
