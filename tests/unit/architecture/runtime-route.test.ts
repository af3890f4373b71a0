// Issue 14, "Runtime page": the runtime route loads neither antd nor the form libraries, and no chart, map,
// video or 3D library before a widget that needs one renders. A widget view that imports one must be a
// lazyView (plugins/widgets/common/lazy-view.tsx; README, "Runtime page size"). The build-output check of the
// same goal in bytes: tests/browser/runtime-bundle.test.ts and `npm run bench -- bundle`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { heavyChains, staticImportsOf } from './runtime-route.ts'

const root = process.cwd()
const readTree = (file: string) => {
  const path = join(root, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined
}

describe('the runtime route', () => {
  it('reaches no heavy library through static imports', () => {
    const chains = heavyChains(readTree).map((chain) => chain.join(' → '))
    expect(chains, 'make these lazy (lazyView for a widget view, import() elsewhere)').toEqual([])
  })
})

describe('the walk', () => {
  const tree: Record<string, string> = {
    'host/main.tsx': `import { a } from './a.ts'\nconst later = () => import('./late.ts')`,
    'host/runtime/index.ts': `export { View } from '../../plugins/widgets/W/index.ts'`,
    'host/a.ts': `import type { ButtonProps } from 'antd'\nimport './b.tsx'\nimport { check } from '../schemas/validate.ts'`,
    'host/b.tsx': `import dayjs from 'dayjs'`,
    'host/late.ts': `import { Button } from 'antd'`,
    'plugins/widgets/W/index.ts': `import { lazyView } from '../common/lazy-view.tsx'\nexport const v = lazyView(() => import('./view.tsx'), 'V')`,
    'plugins/widgets/W/view.tsx': `import { Line } from '@antv/g2plot'`,
    'schemas/validate.ts': `import Ajv from 'ajv'`,
    'schemas/validate.browser.ts': `import { Compile } from 'typebox/schema'`,
  }

  it('passes type imports, dynamic imports, lazy views and the browser validator', () => {
    expect(heavyChains((f) => tree[f])).toEqual([])
  })

  it('names the chain to a heavy library imported statically', () => {
    const planted: Record<string, string> = { ...tree, 'host/b.tsx': `import { Select } from 'antd'` }
    expect(heavyChains((f) => planted[f])).toEqual([['host/main.tsx', 'host/a.ts', 'host/b.tsx', 'pkg:antd']])
    const chart: Record<string, string> = {
      ...tree,
      'plugins/widgets/W/index.ts': `import { View } from './view.tsx'\nexport default { component: View }`,
    }
    expect(heavyChains((f) => chart[f])).toEqual([
      [
        'host/runtime/index.ts',
        'plugins/widgets/W/index.ts',
        'plugins/widgets/W/view.tsx',
        'pkg:@antv/g2plot',
      ],
    ])
  })

  it('names a static import of the error catalogue, which the runtime page loads apart', () => {
    const planted: Record<string, string> = {
      ...tree,
      'host/b.tsx': `import { errorResources } from '../core/i18n/errors/index.ts'`,
    }
    expect(heavyChains((f) => planted[f])).toEqual([
      ['host/main.tsx', 'host/a.ts', 'host/b.tsx', 'core/i18n/errors/index.ts'],
    ])
  })

  it('reads static imports only', () => {
    expect(
      staticImportsOf(
        `import a from 'x'\nimport type { B } from 'y'\nimport './c.css'\nconst d = import('z')`,
      ),
    ).toEqual(['x', './c.css'])
  })
})
