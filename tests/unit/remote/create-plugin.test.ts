// `npm run plugin:new` creates a project outside the platform that builds and type-checks with the
// platform's tools: an ES module with React left external, and its stylesheet.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlugin, kebab, PLATFORM_ROOT } from '../../../host/sdk/create-plugin.ts'
import { SHARED_SPECIFIERS } from '../../../host/sdk/shared-modules.ts'

const run = promisify(execFile)
let temp: string
beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'lf-plugin-new-'))
})
afterAll(() => rmSync(temp, { recursive: true, force: true }))

const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(dir, join(prefix, e.name)) : [join(prefix, e.name)],
  )

describe('createPlugin', () => {
  it.each([
    ['AcmeGauge', 'acme-gauge'],
    ['PLCStatus2', 'plcstatus2'],
    ['Tank3D', 'tank3-d'],
  ])('names the folder of %s %s', (name, file) => {
    expect(kebab(name)).toBe(file)
  })

  it.each([
    { name: 'acmeGauge', error: /not a widget name/ },
    { name: 'Acme-Gauge', error: /not a widget name/ },
    { name: 'A', error: /not a widget name/ },
    { name: 'AcmeGauge', dir: join(PLATFORM_ROOT, 'plugins', 'acme'), error: /inside the platform/ },
    { name: 'AcmeGauge', dir: PLATFORM_ROOT, error: /inside the platform/ },
    { name: 'AcmeGauge', dir: 'full', error: /not empty/ },
  ])('refuses $name in $dir', ({ name, dir, error }) => {
    const full = join(temp, 'full')
    mkdirSync(full, { recursive: true })
    writeFileSync(join(full, 'keep.txt'), 'x')
    expect(() => createPlugin({ name, dir: dir === 'full' ? full : dir })).toThrow(error)
  })

  it('creates a project that builds and type-checks from outside the platform', async () => {
    const dir = createPlugin({ name: 'AcmeGauge', dir: join(temp, 'acme-gauge') })
    expect(filesUnder(dir).sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'package.json',
        'tsconfig.json',
        'vite.config.ts',
        'src/env.d.ts',
        'src/index.ts',
        'src/schema.ts',
        'src/style.css',
        'src/view.tsx',
      ].sort(),
    )
    for (const file of filesUnder(dir)) {
      const text = readFileSync(join(dir, file), 'utf8')
      expect(text, file).not.toMatch(/TemplateWidget|template-widget/)
    }
    expect(readFileSync(join(dir, 'src/index.ts'), 'utf8')).toContain("type: 'AcmeGauge'")

    await run('npm', ['run', 'build'], { cwd: dir })
    const built = readdirSync(join(dir, 'dist')).sort()
    expect(built).toEqual(['acme-gauge.css', 'acme-gauge.js', 'acme-gauge.js.map'])
    const code = readFileSync(join(dir, 'dist/acme-gauge.js'), 'utf8')
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])
    expect(imports.every((s) => (SHARED_SPECIFIERS as string[]).includes(s ?? ''))).toBe(true)
    expect(imports).toContain('react/jsx-runtime')
    expect(code).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE/)
    expect(code).toMatch(/export const css = \["\.\/acme-gauge\.css"\];/)
    expect(readFileSync(join(dir, 'dist/acme-gauge.css'), 'utf8')).toMatch(/\.acme-gauge\b/)

    await run('npm', ['run', 'typecheck'], { cwd: dir })
    writeFileSync(join(dir, 'src/broken.ts'), "export const n: number = 'text'\n")
    await expect(run('npm', ['run', 'typecheck'], { cwd: dir })).rejects.toMatchObject({
      stdout: expect.stringMatching(/TS2322/),
    })
  }, 90_000)
})
