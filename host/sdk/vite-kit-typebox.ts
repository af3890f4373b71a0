// The web app's build gives the kit (host/sdk/index.ts, loaded only for remote plugins) a copy of TypeBox of
// its own: TypeBox's modules reached from the kit carry a `?kit` suffix, so they are other modules than the
// app's. The kit re-exports TypeBox's whole `Type` namespace; sharing the app's modules, every builder and
// the TypeScript-syntax parser it names were bundled into the chunk every page loads (7 KB gzip of the
// runtime route, issue 14). Both copies make plain JSON Schema objects, so schemas cross freely.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const KIT = fileURLToPath(new URL('./index.ts', import.meta.url))
const SUFFIX = '?kit'

export function kitTypebox(): Plugin {
  return {
    name: 'lfscada-kit-typebox',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromCopy = importer?.endsWith(SUFFIX)
      if (!fromCopy && !(importer === KIT && source === 'typebox')) return null
      const from = fromCopy ? importer?.slice(0, -SUFFIX.length) : importer
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true })
      return resolved && !resolved.external ? `${resolved.id}${SUFFIX}` : resolved
    },
    load(id) {
      return id.endsWith(SUFFIX) ? readFile(id.slice(0, -SUFFIX.length), 'utf8') : null
    },
  }
}
