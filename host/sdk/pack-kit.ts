// The kit as a package an integrator installs, so a plugin project needs no platform checkout:
// `@lfscada/sdk` holds the kit's module (index.js, `#lfscada/sdk` in plugin code), the plugin build
// (build.js, `@lfscada/sdk/build` in vite.config.ts) and their type declarations, packed with `npm pack`.
// TypeBox is a dependency of its own (the plugin's build bundles it); React stays the host's.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'vite'
import { HOST_API_VERSION } from '../../core/kernel/plugin-manifest.ts'

const run = promisify(execFile)
const PLATFORM = fileURLToPath(new URL('../../', import.meta.url))
const SDK = fileURLToPath(new URL('./', import.meta.url))

export const KIT_PACKAGE = '@lfscada/sdk'

interface Manifest {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** The platform's own versions of the packages a plugin project uses, so it builds with the same ones. */
export function platformVersions() {
  const own = JSON.parse(readFileSync(join(PLATFORM, 'package.json'), 'utf8')) as Manifest
  const of = (name: string) => own.dependencies[name] ?? own.devDependencies[name] ?? '*'
  return {
    typebox: of('typebox'),
    dequal: of('dequal'),
    vite: of('vite'),
    typescript: of('typescript'),
    '@types/react': of('@types/react'),
  }
}

/** index.js and build.js: the kit's own code; packages (TypeBox, vite's types) stay imports. */
async function bundle(out: string) {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: PLATFORM,
    mode: 'production',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: out,
      emptyOutDir: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: { index: join(SDK, 'index.ts'), build: join(SDK, 'plugin-build.ts') },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      },
    },
  })
}

/** types/: the declarations of both entries and of the platform files they reach, in the same layout. */
async function declarations(out: string) {
  const config = join(out, 'tsconfig.json')
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(PLATFORM, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        // the platform's typecheck is the gate; this only writes what the sources declare
        noCheck: true,
        outDir: join(out, 'types'),
        rootDir: PLATFORM,
        typeRoots: [join(PLATFORM, 'node_modules/@types')],
        types: ['node'],
      },
      include: [],
      files: [join(SDK, 'index.ts'), join(SDK, 'plugin-build.ts')],
    }),
  )
  await run(process.execPath, [join(PLATFORM, 'node_modules/typescript/bin/tsc'), '-p', config])
  rmSync(config)
}

function packageJson(out: string) {
  const versions = platformVersions()
  const types = (file: string) => `./types/host/sdk/${file}.d.ts`
  const manifest = {
    name: KIT_PACKAGE,
    version: HOST_API_VERSION,
    description: 'LFSCADA widget plugin kit: the widget contract, option blocks, view helpers and the build',
    type: 'module',
    exports: {
      '.': { types: types('index'), default: './index.js' },
      './build': { types: types('plugin-build'), default: './build.js' },
    },
    dependencies: { typebox: versions.typebox, dequal: versions.dequal },
    // any vite of the same major: the build uses its config API only
    peerDependencies: { vite: `^${versions.vite}` },
  }
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Builds the kit's package and packs it into `dest`; returns the tarball's path. */
export async function packKit(dest: string): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'lf-sdk-'))
  try {
    await bundle(out)
    await declarations(out)
    packageJson(out)
    const { stdout } = await run('npm', ['pack', out, '--pack-destination', dest, '--json', '--silent'])
    const [packed] = JSON.parse(stdout) as { filename: string }[]
    if (!packed) throw new Error('npm pack wrote no tarball')
    return join(dest, packed.filename)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}
