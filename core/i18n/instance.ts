// i18next instances with the built-in namespaces plus whatever plugins add at run time.
// Keys are written `<namespace>.<key>` (e.g. 'validation.required', 'errors.1001'): the namespace
// separator is '.', the same as the key separator, which i18next resolves by taking the first part
// as the namespace only when it is a known one. ':' is therefore not a namespace separator.
import i18next, { type i18n } from 'i18next'
import type { Messages } from './bilingual.ts'
import { DEFAULT_LANG, LANGS, type Lang } from './langs.ts'
import { baseResources } from './resources/base.ts'
import { BUILT_IN_NAMESPACES } from './resources/namespaces.ts'

export type I18n = i18n
export type Bundles = Readonly<Record<Lang, Messages>>

/** Namespaces added by plugins, replayed into every instance created later. */
const added: [ns: string, bundles: Bundles][] = []
/** Instances alive now, so resources added later reach them too. */
const live = new Set<WeakRef<i18n>>()

const addTo = (instance: i18n, ns: string, bundles: Bundles) => {
  for (const lang of LANGS) instance.addResourceBundle(lang, ns, bundles[lang], true, true)
}

/**
 * A ready (synchronously initialised) instance in `lang`; missing texts fall back to zh. The error
 * catalogue's texts arrive with addErrorTexts (errors/load.ts), like any namespace added later.
 */
export function createI18n(lang: Lang = DEFAULT_LANG): i18n {
  const instance = i18next.createInstance()
  instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    ns: [...BUILT_IN_NAMESPACES],
    defaultNS: 'common',
    resources: baseResources(),
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  for (const [ns, bundles] of added) addTo(instance, ns, bundles)
  live.add(new WeakRef(instance))
  return instance
}

/** Adds (deep-merges) a namespace's texts in both languages to every instance, present and future. */
export function addResources(ns: string, bundles: Bundles): void {
  added.push([ns, bundles])
  for (const ref of live) {
    const instance = ref.deref()
    if (instance) addTo(instance, ns, bundles)
    else live.delete(ref)
  }
}
