// The loader's access to the browser: native `import()` (React resolved through the page's import map),
// the entry's bytes for its integrity check, the host's shared modules for federated remotes, and <link>
// stylesheets.
import { IMPORT_TIMEOUT_MS, type RemoteIo } from './load.ts'
import { hostShared } from './shared.ts'
import { linkStylesheets } from './stylesheets.ts'

/**
 * Preloads the module with the manifest's integrity before importing it, so the browser itself refuses
 * an entry that changed between our hash check and the import (the import then reuses the preloaded,
 * verified module).
 */
function preloadVerified(doc: Document, url: string, integrity: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.href = url
    link.integrity = integrity
    link.onload = () => resolve()
    link.onerror = () => reject(new Error(`the browser refused ${url}: integrity ${integrity}`))
    doc.head.append(link)
  })
}

export function browserIo(doc: Document = document): RemoteIo {
  return {
    importModule: async (url, integrity) => {
      if (integrity) await preloadVerified(doc, url, integrity)
      return import(/* @vite-ignore */ url)
    },
    fetchEntry: async (url) => {
      const answer = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' })
      if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`)
      return answer.arrayBuffer()
    },
    shared: hostShared(),
    linkStylesheets: (urls) => linkStylesheets(doc, urls),
    baseUrl: doc.baseURI,
    timeoutMs: IMPORT_TIMEOUT_MS,
  }
}
