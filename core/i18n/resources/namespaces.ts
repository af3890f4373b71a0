// The namespaces every i18n instance knows from its start. `errors` starts empty in the browser and is
// filled by core/i18n/errors/load.ts (the catalogue is 6 KB of the runtime page's first load otherwise).
export const BUILT_IN_NAMESPACES = ['common', 'validation', 'errors'] as const
export type BuiltInNamespace = (typeof BUILT_IN_NAMESPACES)[number]

export type LangResources = Record<BuiltInNamespace, Record<string, string>>
