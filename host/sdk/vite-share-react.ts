// Vite plugin of the host build (Node side): serves the shared modules (shared-modules.ts) at fixed URLs
// and puts the import map that points remote plugins at them into the page. Each shared module is a
// generated ES module re-exporting the host's copy, so it lands in the same chunk as the app's React.
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { importMap, SHARED_SPECIFIERS, type SharedSpecifier, sharedFile } from './shared-modules.ts'

const VIRTUAL = '\0lf-shared:'
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const require = createRequire(import.meta.url)

/**
 * React's packages are CommonJS: a default import is their `module.exports` in dev and in the build, and
 * the names to re-export are read from the installed package, so a React upgrade needs no edit here.
 */
function reexportSource(specifier: SharedSpecifier): string {
  const names = Object.keys(require(specifier) as object).filter((n) => n !== 'default' && IDENTIFIER.test(n))
  return `import m from '${specifier}'\nexport default m\nexport const { ${names.join(', ')} } = m\n`
}

const isShared = (s: string): s is SharedSpecifier => (SHARED_SPECIFIERS as string[]).includes(s)

export function shareReact(): Plugin {
  let base = '/'
  let dev = false
  return {
    name: 'lfscada:share-react',
    configResolved(config) {
      base = config.base
      dev = config.command === 'serve'
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : undefined
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return undefined
      const specifier = id.slice(VIRTUAL.length)
      return isShared(specifier) ? reexportSource(specifier) : undefined
    },
    buildStart() {
      if (dev) return
      for (const specifier of SHARED_SPECIFIERS) {
        this.emitFile({
          type: 'chunk',
          id: VIRTUAL + specifier,
          fileName: sharedFile(specifier),
          preserveSignature: 'strict',
        })
      }
    },
    transformIndexHtml() {
      // In dev the virtual modules are served by Vite under /@id/; in the build they are files.
      const urlOf = (s: SharedSpecifier) =>
        dev ? `${base}@id/${VIRTUAL.replace('\0', '__x00__')}${s}` : `${base}${sharedFile(s)}`
      return [
        {
          tag: 'script',
          attrs: { type: 'importmap' },
          children: JSON.stringify(importMap(urlOf)),
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}
