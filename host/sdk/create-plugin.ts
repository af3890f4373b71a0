// `npm run plugin:new -- <Name> [--dir <path>]`: a new widget plugin project from template/, outside the
// platform's tree (default: a sibling folder of the checkout, named after the widget in kebab case).
// The project needs nothing of the checkout: the kit is packed into it (vendor/lfscada-sdk-<v>.tgz,
// pack-kit.ts) and installed from there by `npm install`, with vite and TypeScript at the platform's
// versions from the registry.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { KIT_PACKAGE, packKit, platformVersions } from './pack-kit.ts'
import { KIT_SPECIFIER } from './shared-modules.ts'

const TEMPLATE = fileURLToPath(new URL('./template/', import.meta.url))
export const PLATFORM_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const TYPE_TOKEN = 'TemplateWidget'
const FILE_TOKEN = 'template-widget'
const BUILD_IMPORT = "'../plugin-build.ts'"
const VENDOR = 'vendor'

export const WIDGET_NAME = /^[A-Z][A-Za-z0-9]{2,63}$/

/** `AcmeGauge` → `acme-gauge`: the project folder and the built files' name. */
export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

export interface NewPlugin {
  /** The widget type, PascalCase (e.g. AcmeGauge). */
  name: string
  /** The project folder; default `<checkout>/../<kebab name>`. */
  dir?: string
  /** The kit's tarball (packKit), copied into the project. */
  kit: string
  /** The platform checkout the project must stay out of. */
  platformRoot?: string
}

function templateFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const path = join(prefix, name)
    return statSync(join(dir, path)).isDirectory() ? templateFiles(dir, path) : [path]
  })
}

function projectFiles(name: string, kit: string): Record<string, string> {
  const file = kebab(name)
  const versions = platformVersions()
  return {
    'package.json': `${JSON.stringify(
      {
        name: file,
        version: '1.0.0',
        private: true,
        type: 'module',
        // plugin code imports the kit as the platform's own widgets do
        imports: { [KIT_SPECIFIER]: KIT_PACKAGE },
        scripts: { build: 'vite build', typecheck: 'tsc --noEmit -p tsconfig.json' },
        devDependencies: {
          [KIT_PACKAGE]: `file:${VENDOR}/${kit}`,
          '@types/react': versions['@types/react'],
          typescript: versions.typescript,
          vite: versions.vite,
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: true,
          isolatedModules: true,
          verbatimModuleSyntax: true,
          allowImportingTsExtensions: true,
          noEmit: true,
          // CSS and asset imports
          types: ['vite/client'],
        },
        include: ['src', 'vite.config.ts'],
      },
      null,
      2,
    )}\n`,
    '.gitignore': 'node_modules/\ndist/\n',
    'README.md': `# ${name}

A widget plugin for LFSCADA, built outside the platform and loaded by it at runtime.

- \`npm install\`, then \`npm run build\` writes \`dist/${file}.js\` (the module) and \`dist/${file}.css\`.
- \`npm run typecheck\` checks the sources against the kit.
- Register the plugin in the platform (Manage → Widget plugins): upload both files, or enter the URL of
  \`${file}.js\` where you host \`dist/\`. Enable it, and the designer's palette shows ${name}.

The kit (\`#lfscada/sdk\` in the sources, the \`${KIT_PACKAGE}\` package) is installed from
\`${VENDOR}/${kit}\`; a newer platform gives you a newer tarball (\`npm run plugin:new\` there). See
"Writing a widget plugin" in the platform's README.
`,
  }
}

/** Creates the project; returns its folder. Refuses a bad name, a folder inside the platform or a non-empty one. */
export function createPlugin(options: NewPlugin): string {
  const { name } = options
  if (!WIDGET_NAME.test(name))
    throw new Error(`"${name}" is not a widget name: PascalCase letters and digits, 3 to 64 (e.g. AcmeGauge)`)
  const root = resolve(options.platformRoot ?? PLATFORM_ROOT)
  const dir = resolve(options.dir ?? join(root, '..', kebab(name)))
  const fromRoot = relative(root, dir)
  if (!(fromRoot === '..' || fromRoot.startsWith(`..${sep}`) || isAbsolute(fromRoot)))
    throw new Error(`${dir} is inside the platform checkout: plugins are built outside it`)
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} exists and is not empty`)
  const kit = basename(options.kit)
  const fill = (text: string) =>
    text
      .replaceAll(BUILD_IMPORT, `'${KIT_PACKAGE}/build'`)
      .replaceAll(TYPE_TOKEN, name)
      .replaceAll(FILE_TOKEN, kebab(name))
  const files: Record<string, string> = projectFiles(name, kit)
  for (const path of templateFiles(TEMPLATE))
    files[fill(path)] = fill(readFileSync(join(TEMPLATE, path), 'utf8'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  mkdirSync(join(dir, VENDOR))
  copyFileSync(options.kit, join(dir, VENDOR, kit))
  return dir
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string' } } })
  const [name] = positionals
  if (!name || positionals.length > 1) {
    console.error('usage: npm run plugin:new -- <WidgetName> [--dir <path>]')
    process.exit(2)
  }
  const packed = mkdtempSync(join(tmpdir(), 'lf-kit-'))
  try {
    const dir = createPlugin({ name, dir: values.dir, kit: await packKit(packed) })
    console.log(
      `Created ${name} in ${dir}\n\n  cd ${dir}\n  npm install\n  npm run build      # dist/${kebab(name)}.js + .css\n`,
    )
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  } finally {
    rmSync(packed, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main()
