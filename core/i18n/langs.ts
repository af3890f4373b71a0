// The languages of the platform (platform spec §9: zh by default, English available) and the
// remembered choice. Core never touches localStorage: the host hands in any storage with the
// same two methods.
export const LANGS = ['zh', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh'
/** The storage key under which the host keeps the chosen language. */
export const LANG_STORAGE_KEY = 'lfscada.lang'

export interface LangStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang)

/** The platform language of a tag such as 'en-US' or 'zh-Hans-CN'; null when it is none of ours. */
export function normaliseLang(tag: string | null | undefined): Lang | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return isLang(primary) ? primary : null
}

/** The stored language, else the first of the preferred tags we support, else zh. */
export function readLang(storage?: LangStorage | null, preferred: readonly string[] = []): Lang {
  let stored: string | null = null
  try {
    stored = storage?.getItem(LANG_STORAGE_KEY) ?? null
  } catch {
    // storage refused (private mode, sandboxed frame): behave as if nothing was stored
  }
  for (const tag of [stored, ...preferred]) {
    const lang = normaliseLang(tag)
    if (lang) return lang
  }
  return DEFAULT_LANG
}

export function writeLang(storage: LangStorage, lang: Lang): void {
  storage.setItem(LANG_STORAGE_KEY, lang)
}
