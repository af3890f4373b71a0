// The build of a remote widget plugin (Node side), shared by `npm run plugin:new` projects, the example in
// plugins/examples and the test suite: one ES module plus its stylesheet, with React left to the host's
// import map and the kit (`#lfscada/sdk`) bundled in.
import { fileURLToPath } from 'node:url'
import type { InlineConfig, Plugin } from 'vite'
import { SHARED_SPECIFIERS } from './shared-modules.ts'

/** How plugin code imports the kit; the platform's package.json maps it too, for the in-tree example. */
export const KIT_SPECIFIER = '#lfscada/sdk'
const KIT_ENTRY = fileURLToPath(new URL('./index.ts', import.meta.url))

export interface RemotePluginBuild {
  /** The plugin's folder (pass `new URL('.', import.meta.url)` from its vite.config.ts). */
  root: string | URL
  /** File name of the module and of its stylesheet, without extension: `<name>.js`, `<name>.css`. */
  name: string
  /** Module entry, relative to root. */
  entry?: string
  /** Output folder, relative to root. */
  outDir?: string
}

const shared = (id: string) => (SHARED_SPECIFIERS as string[]).includes(id)

/**
 * A library build emits the stylesheet beside the module without referencing it; this appends
 * `export const css = [...]` to the module so the host's loader knows which stylesheets to link.
 */
function exportStylesheets(): Plugin {
  return {
    name: 'lfscada:export-stylesheets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => `./${file.fileName}`)
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isEntry)
          file.code += `\nexport const css = ${JSON.stringify(sheets)};\n`
      }
    },
  }
}

export function remotePluginConfig(build: RemotePluginBuild): InlineConfig {
  const root = build.root instanceof URL ? fileURLToPath(build.root) : build.root
  return {
    root,
    mode: 'production',
    publicDir: false,
    plugins: [exportStylesheets()],
    // Production JSX whatever NODE_ENV says: the host shares react/jsx-runtime, not the dev runtime.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    resolve: { alias: [{ find: KIT_SPECIFIER, replacement: KIT_ENTRY }] },
    // A library build keeps process.env references; the kit's dependencies may test NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: build.outDir ?? 'dist',
      emptyOutDir: true,
      sourcemap: true,
      lib: {
        entry: build.entry ?? 'src/index.ts',
        formats: ['es'],
        fileName: () => `${build.name}.js`,
        cssFileName: build.name,
      },
      rolldownOptions: { external: shared },
    },
  }
}
