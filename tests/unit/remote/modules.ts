// Remote plugin modules written to a temp folder and imported for real: good ones, and every way a
// module can be broken. Views are plain functions, so no React is needed to import them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export const widgetSource = (type: string, extra = '') => `{
  type: ${JSON.stringify(type)},
  version: '1.0.0',
  category: 'custom',
  title: { zh: ${JSON.stringify(type)}, en: ${JSON.stringify(type)} },
  optionsSchema: { type: 'object', properties: { style: { type: 'object' } } },
  defaultOptions: () => ({ style: { colour: '#000000' } }),
  defaultSize: { width: 40, height: 20 },
  bindingKinds: ['signal'],
  component: function View() { return null },
  ${extra}
}`

export const MODULES = {
  'good.mjs': `export default ${widgetSource('AcmeGood')}\nexport const css = ['./good.css']\n`,
  'pair.mjs': `export default [${widgetSource('AcmeLeft')}, ${widgetSource('AcmeRight')}]\n`,
  'throws.mjs': `throw new Error('boom at import')\n`,
  'syntax.mjs': 'export default {\n',
  'no-default.mjs': 'export const widget = 1\n',
  'not-a-widget.mjs': 'export default 42\n',
  'empty-list.mjs': 'export default []\n',
  'no-component.mjs': `export default { ...${widgetSource('AcmeNoView')}, component: 'nope' }\n`,
  'bad-version.mjs': `export default ${widgetSource('AcmeBadVersion', "version: 'one',")}\n`,
  'bad-css.mjs': `export default ${widgetSource('AcmeBadCss')}\nexport const css = 'x.css'\n`,
  'shared-defaults.mjs': `const style = {}\nexport default { ...${widgetSource('AcmeShared')}, defaultOptions: () => ({ style }) }\n`,
  'dup-builtin.mjs': `export default ${widgetSource('UsualText')}\n`,
  'dup-remote.mjs': `export default ${widgetSource('AcmeGood')}\n`,
  'dup-inside.mjs': `export default [${widgetSource('AcmeTwin')}, ${widgetSource('AcmeTwin')}]\n`,
  'plain.mjs': `export default ${widgetSource('AcmePlain')}\n`,
} as const

export type ModuleName = keyof typeof MODULES

export interface ModuleDir {
  /** file URL of the folder, with a trailing slash: the loader's base URL. */
  base: string
  remove: () => void
}

export function writeModules(): ModuleDir {
  const dir = mkdtempSync(join(tmpdir(), 'lf-remote-'))
  for (const [name, source] of Object.entries(MODULES)) writeFileSync(join(dir, name), source)
  return { base: `${pathToFileURL(dir).href}/`, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
