// The web app's build takes schemas/validate.browser.ts wherever a module imports schemas/validate.ts: the
// same `check` and `validatorOf` on TypeBox's compiler, without ajv (46 KB gzip on every page, the
// runtime's among them; issue 14). The server and the tests keep ajv.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const SERVER_BUILD = fileURLToPath(new URL('../../schemas/validate.ts', import.meta.url))
const BROWSER_BUILD = fileURLToPath(new URL('../../schemas/validate.browser.ts', import.meta.url))

export function browserValidate(): Plugin {
  return {
    name: 'lfscada-browser-validate',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('validate.ts') || importer === BROWSER_BUILD) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === SERVER_BUILD ? BROWSER_BUILD : null
    },
  }
}
