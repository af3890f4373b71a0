// The loader's access to the browser: native `import()` (React resolved through the page's import map)
// and <link> stylesheets.
import { IMPORT_TIMEOUT_MS, type RemoteIo } from './load.ts'
import { linkStylesheets } from './stylesheets.ts'

export function browserIo(doc: Document = document): RemoteIo {
  return {
    importModule: (url) => import(/* @vite-ignore */ url),
    linkStylesheets: (urls) => linkStylesheets(doc, urls),
    baseUrl: doc.baseURI,
    timeoutMs: IMPORT_TIMEOUT_MS,
  }
}
