// zh (default) and en texts: common words, validation messages and the error catalogue, on i18next.
// The catalogue itself (errors/, by-lang.ts) is imported by path: the web app loads it apart.
export { type Bilingual, byLang, type Messages } from './bilingual.ts'
export * from './codes.ts'
export { addResources, type Bundles, createI18n, type I18n } from './instance.ts'
export * from './langs.ts'
export * from './messages.ts'
export { BUILT_IN_NAMESPACES, type BuiltInNamespace, type LangResources } from './resources/namespaces.ts'
