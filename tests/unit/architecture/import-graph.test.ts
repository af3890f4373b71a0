// Dependencies point one way (docs/architecture.md): the whole source tree's import graph obeys every
// layering rule, and each rule is shown to catch a planted bad import in a fixture graph.

import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  edgesOf,
  type ImportEdge,
  importGraph,
  LAYER_RULES,
  SERVER_FLOORS,
  serverFloorViolations,
  target,
  violations,
} from './import-graph.ts'

describe('the source tree', () => {
  const graph = importGraph(process.cwd())

  it('is read whole', () => {
    expect(graph.filter((e) => e.from.startsWith('core/')).length).toBeGreaterThan(100)
    expect(graph.some((e) => e.from.startsWith('edge/') && e.to.startsWith('core/sparkplug/'))).toBe(true)
  })

  it('has no forbidden dependency', () => {
    expect(violations(graph)).toEqual([])
  })

  it("keeps the server's folders on their floors", () => {
    expect(serverFloorViolations(graph)).toEqual([])
  })

  it('gives every folder and root file of the server a floor', () => {
    const units = readdirSync('server').filter((name) => !/\.(md|json)$/.test(name))
    expect(units.filter((unit) => !SERVER_FLOORS.flat().includes(unit))).toEqual([])
  })

  it('has no cycle between schemas and core', () => {
    expect(graph.filter((e) => e.from.startsWith('schemas/') && e.to.startsWith('core/'))).toEqual([])
  })
})

/** A planted bad import for each rule, and a good neighbour it must let through. */
const PLANTED: [from: string, src: string, rule: string][] = [
  ['schemas/api/x.ts', `import { Code } from '../../core/i18n/codes.ts'`, 'schemas import nothing of ours'],
  [
    'schemas/x.ts',
    `import { readFileSync } from 'node:fs'`,
    'schemas run anywhere (no framework, Node or DOM)',
  ],
  ['core/page/x.ts', `import { Button } from 'antd'`, 'core is framework-free (no React, DOM or Node)'],
  ['core/page/x.ts', `import React from 'react'`, 'core is framework-free (no React, DOM or Node)'],
  ['core/page/x.ts', `const w = document.body`, 'core is framework-free (no React, DOM or Node)'],
  ['core/api/x.ts', `import { env } from 'process'`, 'core is framework-free (no React, DOM or Node)'],
  ['core/api/x.ts', `const m = import('../../host/shell/menu.ts')`, 'core depends on schemas only'],
  ['core/api/x.ts', `import type { Db } from '../../server/storage/db.ts'`, 'core depends on schemas only'],
  ['core/x.ts', `export { a } from '../plugins/widgets/index.ts'`, 'core depends on schemas only'],
  ['core/x.ts', `import { agent } from '../edge/agent.ts'`, 'core depends on schemas only'],
  [
    'plugins/screens/a/x.tsx',
    `import { menu } from '../../../host/shell/menu.ts'`,
    'plugins use the kit, not host internals',
  ],
  [
    'plugins/widgets/A/x.ts',
    `import { db } from '../../../server/db.ts'`,
    'plugins never import the server or the edge',
  ],
  [
    'plugins/screens/a/x.ts',
    `import { b } from '../../../edge/buffer.ts'`,
    'plugins never import the server or the edge',
  ],
  [
    'plugins/widgets/A/view.tsx',
    `import { T } from '../../screens/shared/t.tsx'`,
    'widgets never import screens',
  ],
  [
    'server/x.ts',
    `import { boot } from '../host/boot/boot.ts'`,
    'the server never imports host, plugins or edge',
  ],
  [
    'server/x.ts',
    `import { Gauge } from '../plugins/widgets/Gauge/index.ts'`,
    'the server never imports host, plugins or edge',
  ],
  [
    'server/x.ts',
    `import { startAgent } from '../edge/agent.ts'`,
    'the server never imports host, plugins or edge',
  ],
  [
    'edge/x.ts',
    `import { ingest } from '../server/ingest/ingest.ts'`,
    'the edge never imports the server, host or plugins',
  ],
  [
    'host/x.ts',
    `import { routes } from '../server/routes/index.ts'`,
    'the web app never imports the server or the edge',
  ],
]

describe('each rule fails on a planted bad import', () => {
  it.each(PLANTED)('%s: %s', (from, src, rule) => {
    expect(violations(edgesOf(from, src)).map((v) => v.rule)).toEqual([rule])
  })

  it('every rule is planted at least once', () => {
    const planted = new Set(PLANTED.map(([, , rule]) => rule))
    expect(LAYER_RULES.map((r) => r.name).filter((name) => !planted.has(name))).toEqual([])
  })

  it('a fixture graph with one bad edge among good ones reports exactly that edge', () => {
    const graph: ImportEdge[] = [
      ...edgesOf('schemas/api/a.ts', `import Type from 'typebox'\nimport { Id } from './common.ts'`),
      ...edgesOf(
        'core/page/a.ts',
        `import { Id } from '../../schemas/index.ts'\nimport type { FC } from 'react'`,
      ),
      ...edgesOf(
        'plugins/examples/A/vite.config.ts',
        `import { c } from '../../../host/sdk/plugin-build.ts'`,
      ),
      ...edgesOf('plugins/widgets/A/index.ts', `import { defineWidget } from '#lfscada/sdk'`),
      ...edgesOf('host/designer/a.tsx', `import { w } from '../../plugins/widgets/index.ts'`),
      ...edgesOf('server/a.ts', `import { numericValue } from '../core/binding/numeric.ts'`),
      ...edgesOf('edge/a.ts', `import { encode } from '../core/sparkplug/index.ts'`),
      ...edgesOf('edge/b.ts', `import { x } from '../server/x.ts'`),
    ]
    expect(violations(graph)).toEqual([
      { rule: 'the edge never imports the server, host or plugins', from: 'edge/b.ts', to: 'server/x.ts' },
    ])
  })

  it('a comment naming a bad import is not an import', () => {
    expect(violations(edgesOf('core/a.ts', `// import React from 'react'\n/* document.body */`))).toEqual([])
  })

  it('resolves paths, aliases, packages and built-ins', () => {
    expect(target('core/page/a.ts', '../../schemas/page.ts')).toBe('schemas/page.ts')
    expect(target('plugins/x/a.ts', '#lfscada/sdk')).toBe('host/sdk/index.ts')
    expect(target('core/a.ts', '@ant-design/icons/lib')).toBe('pkg:@ant-design/icons')
    expect(target('core/a.ts', 'fs')).toBe('node:fs')
  })
})

describe("the server's floors", () => {
  const rules = (from: string, src: string) => serverFloorViolations(edgesOf(from, src)).map((v) => v.rule)

  it.each([
    ['server/storage/db.ts', `import { unpack } from '../history/chunks.ts'`, 'server/storage'],
    ['server/http/security-headers.ts', `import { sha } from '../auth/sessions.ts'`, 'server/http'],
    ['server/tenancy/entities.ts', `import { canWatch } from '../live/signals.ts'`, 'server/tenancy'],
    ['server/live/x.ts', `import { dir } from '../edge-link/directory.ts'`, 'server/live'],
    ['server/alarms/x.ts', `import type { Hub } from '../live/sockets.ts'`, 'server/alarms'],
    ['server/tenancy/x.ts', `import { send } from '../messages/messages.ts'`, 'server/tenancy'],
    ['server/storage/x.ts', `import { defaultConfig } from '../config.ts'`, 'server/storage'],
    ['server/config.ts', `import { routes } from './routes/index.ts'`, 'server/config.ts'],
    ['server/ghost/x.ts', `import { db } from '../storage/db.ts'`, 'server/ghost'],
  ])('an upward, sideways or unplaced import fails: %s: %s', (from, src, unit) => {
    expect(rules(from, src)).toEqual([`${unit} imports only the floors below it`])
  })

  it.each([
    ['server/history/x.ts', `import { unpackFloats } from '../storage/history-format.ts'`],
    ['server/live/x.ts', `import { chunkRows } from '../history/chunks.ts'`],
    ['server/live/x.ts', `import { LiveStore } from './store.ts'`],
    ['server/routes/x.ts', `import { Realtime } from '../edge-link/realtime.ts'`],
    ['server/history/x.ts', `import type { Realtime } from '../edge-link/realtime.ts'`],
    ['server/auth/x.ts', `import type { Services } from '../services.ts'`],
    ['server/http/x.ts', `import type { AppConfig } from '../config.ts'`],
    ['server/app.ts', `import { registerRoutes } from './routes/register.ts'`],
    ['server/x/y.ts', `import { numericValue } from '../../core/binding/numeric.ts'`],
  ])('a downward, own-folder or contract import passes: %s: %s', (from, src) => {
    expect(rules(from, src)).toEqual([])
  })

  it('a contract is open to types only', () => {
    expect(rules('server/auth/x.ts', `import { Services } from '../services.ts'`)).toEqual([
      'server/auth imports only the floors below it',
    ])
  })
})
