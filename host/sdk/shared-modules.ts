// The modules the host shares with remote plugins: one React for the whole page. A remote plugin is built
// with these specifiers left external; the host serves each as an ES module at a fixed URL and maps the
// bare specifier to it with an import map, so `import { useState } from 'react'` in a plugin reaches the
// host's own React instance.
export const SHARED_MODULES = {
  react: 'react',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
} as const

export type SharedSpecifier = keyof typeof SHARED_MODULES

export const SHARED_SPECIFIERS = Object.keys(SHARED_MODULES) as SharedSpecifier[]

/** How plugin code imports the kit: the platform's package.json maps it to host/sdk/index.ts, a generated
 * project's to the packed `@lfscada/sdk`. A federated remote shares it under this name too. */
export const KIT_SPECIFIER = '#lfscada/sdk'

/** What a federated remote takes from the host as singletons, never from a copy of its own. */
export const FEDERATED_SHARED = [...SHARED_SPECIFIERS, KIT_SPECIFIER] as const

/** The module a federated remote exposes its widgets under (`exposes: { './widgets': … }`). */
export const FEDERATED_EXPOSE = './widgets'

/** Folder of the shared modules in the built web app. */
export const SHARED_DIR = 'shared'

/** Path of a shared module in the built web app, relative to its base. */
export const sharedFile = (specifier: SharedSpecifier) => `${SHARED_DIR}/${SHARED_MODULES[specifier]}.js`

/** The import map the host page carries, given the URL of each shared module. */
export function importMap(urlOf: (specifier: SharedSpecifier) => string): {
  imports: Record<string, string>
} {
  return { imports: Object.fromEntries(SHARED_SPECIFIERS.map((s) => [s, urlOf(s)])) }
}
