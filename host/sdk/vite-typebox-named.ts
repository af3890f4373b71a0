// The web app's build reads the schemas' `import Type from 'typebox'` as `import * as Type from
// 'typebox/type'`: the same builders (TypeBox's default export is a namespace of them), as static members.
// The package's root module makes that namespace a value (`export default Type`), and the kit re-exports it
// for remote plugins (host/sdk/index.ts): wherever the root module is, every builder and the TypeScript
// syntax parser are too. Imported this way the app's pages no longer reach it, and the runtime route drops
// them (issue 14: ≤ 250 KB gzip); the kit's chunk keeps the whole namespace. The line keeps its place so
// source maps stay true.
import type { Plugin } from 'vite'

const DEFAULT_IMPORT = /^import Type(?:, \{([^}\n]*)\})? from 'typebox'$/gm

/** The named part of the import, all type-only in the schemas: `import type`, so nothing reaches the root. */
function namedPart(names: string): string {
  const list = names.split(',').map((n) => n.trim())
  return list.every((n) => n.startsWith('type '))
    ? `; import type { ${list.map((n) => n.slice(5)).join(', ')} } from 'typebox'`
    : `; import { ${list.join(', ')} } from 'typebox'`
}

export function typeboxNamed(): Plugin {
  return {
    name: 'lfscada-typebox-named',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes("from 'typebox'"))
        return null
      const out = code.replace(
        DEFAULT_IMPORT,
        (_, names?: string) => `import * as Type from 'typebox/type'${names ? namedPart(names) : ''}`,
      )
      return out === code ? null : { code: out, map: null }
    },
  }
}
