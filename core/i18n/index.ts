// zh (default) and en texts: common words, validation messages and the error catalogue, on i18next.
export { type Bilingual, byLang, type Messages } from './bilingual.ts'
export * from './codes.ts'
export {
  CATALOGUE,
  type CatalogueEntry,
  codeMessages,
  REACTION_MESSAGES,
  type ReactionKey,
} from './errors/index.ts'
export { addResources, type Bundles, createI18n, type I18n } from './instance.ts'
export * from './langs.ts'
export * from './messages.ts'
export {
  BUILT_IN_NAMESPACES,
  type BuiltInNamespace,
  builtInResources,
  type LangResources,
} from './resources/index.ts'
