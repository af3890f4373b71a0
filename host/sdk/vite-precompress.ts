// Vite plugin of the host build (Node side): writes a Brotli (.br) and a gzip (.gz) copy beside every
// text asset of the build, so the server sends them as they are (@fastify/static preCompressed) instead
// of compressing each answer, or sending it whole.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/** Files under this size gain less than the extra request headers cost to negotiate. */
export const PRECOMPRESS_MIN_BYTES = 1024
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    // dot folders (.vite's manifest) are build records, never served
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` whose copy is smaller. */
export function precompressDir(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < PRECOMPRESS_MIN_BYTES) continue
    const source = readFileSync(file)
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    })
    const gzip = gzipSync(source, { level: 9 })
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli)
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip)
  }
}

export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'lfscada-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    // closeBundle: after every plugin (the shared React modules too) has written its files
    closeBundle() {
      // outDir is relative to the build's root (host/), not to the working directory
      precompressDir(resolve(config.root, config.build.outDir))
    },
  }
}
