// The build of a remote widget plugin (Node side), shared by `npm run plugin:new` projects, the example in
// plugins/examples and the test suite: one ES module plus its stylesheet, with React left to the host's
// import map and the kit (`#lfscada/sdk`) bundled in. The kit's specifier is resolved by the package.json
// nearest the plugin's sources: the platform's maps it to host/sdk/index.ts, a generated project's to the
// packed `@lfscada/sdk` (pack-kit.ts), whose `@lfscada/sdk/build` is this file.
import { fileURLToPath } from 'node:url'
import type { InlineConfig, Plugin, Rolldown } from 'vite'
import { SHARED_SPECIFIERS } from './shared-modules.ts'

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
 * A build emits the stylesheet beside the module without referencing it; this appends
 * `export const css = [...]` to the module holding the widgets (`carries`) so the host's loader knows
 * which stylesheets to link.
 */
export function exportStylesheets(carries: (chunk: Rolldown.OutputChunk) => boolean): Plugin {
  return {
    name: 'lfscada:export-stylesheets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => `./${file.fileName}`)
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && carries(file))
          file.code += `\nexport const css = ${JSON.stringify(sheets)};\n`
      }
    },
  }
}

export const rootOf = (build: RemotePluginBuild) =>
  build.root instanceof URL ? fileURLToPath(build.root) : build.root

/** What every plugin build shares: production JSX and defines. */
export const pluginBuildBase = (build: RemotePluginBuild) =>
  ({
    root: rootOf(build),
    mode: 'production',
    publicDir: false,
    // Production JSX whatever NODE_ENV says: the host shares react/jsx-runtime, not the dev runtime.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    // A library build keeps process.env references; the kit's dependencies may test NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }) satisfies InlineConfig

export function remotePluginConfig(build: RemotePluginBuild): InlineConfig {
  return {
    ...pluginBuildBase(build),
    plugins: [exportStylesheets((chunk) => chunk.isEntry)],
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
