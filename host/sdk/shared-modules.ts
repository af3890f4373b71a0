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
