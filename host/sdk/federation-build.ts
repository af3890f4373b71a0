// The build of a widget plugin as a @originjs/vite-plugin-federation remote (Node side), for integrators
// who already build federated remotes: the entry (`<name>.js`) is a container exposing the widget module
// as `./widgets`; React and the kit are shared with `import: false`, so the remote always takes the
// host's copies (one React per page) and bundles neither.
import { resolve } from 'node:path'
import federation from '@originjs/vite-plugin-federation'
import type { InlineConfig, Plugin, Rolldown } from 'vite'
import { exportStylesheets, pluginBuildBase, type RemotePluginBuild, rootOf } from './plugin-build.ts'
import { FEDERATED_EXPOSE, FEDERATED_SHARED } from './shared-modules.ts'

/** The federation plugin emits a chunk per shared module, even with `generate: false`. */
const SHARED_CHUNK = '__federation_shared_'

/**
 * Drops the chunks only the shared modules' own chunks need (React, the kit: about 110 kB nobody loads),
 * keeping what the container and the exposed module reach.
 */
function dropSharedCopies(): Plugin {
  return {
    name: 'lfscada:drop-shared-copies',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk')
      const kept = new Set<string>()
      const keep = (fileName: string) => {
        const chunk = bundle[fileName]
        if (kept.has(fileName) || chunk?.type !== 'chunk') return
        kept.add(fileName)
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) keep(next)
      }
      for (const c of chunks) if (c.isEntry && !c.name.startsWith(SHARED_CHUNK)) keep(c.fileName)
      for (const c of chunks) {
        if (kept.has(c.fileName)) continue
        delete bundle[c.fileName]
        delete bundle[`${c.fileName}.map`]
      }
    },
  }
}

export function federatedPluginConfig(build: RemotePluginBuild): InlineConfig {
  const entry = build.entry ?? 'src/index.ts'
  const entryPath = resolve(rootOf(build), entry)
  return {
    ...pluginBuildBase(build),
    plugins: [
      federation({
        name: build.name,
        filename: `${build.name}.js`,
        // The host's loader links the stylesheets the exposed module names, and removes them on unload.
        exposes: { [FEDERATED_EXPOSE]: { import: entry, dontAppendStylesToHead: true } },
        shared: Object.fromEntries(
          FEDERATED_SHARED.map((name) => [name, { import: false, generate: false }]),
        ),
      }),
      exportStylesheets((chunk) => chunk.facadeModuleId === entryPath),
      dropSharedCopies(),
    ],
    build: {
      outDir: build.outDir ?? 'dist',
      emptyOutDir: true,
      target: 'esnext',
      // The default minifier turns the quotes of the federation plugin's stylesheet placeholder into
      // backticks, and the plugin then no longer finds it to put in the stylesheet list.
      minify: false,
      cssCodeSplit: false,
      assetsDir: '',
      // The container is the only entry: the federation plugin emits it and the exposed module.
      rolldownOptions: { input: {} },
    },
  }
}
