// Packages that take seconds to import are loaded when their feature is first used, not with the server
// or the edge agent: every platform start (npm start, each browser test file, each integration test that
// starts an agent) paid node-opcua's 3 s though no driver spoke OPC UA, and ExcelJS's though no workbook
// was exported or imported (issue 27).
import { describe, expect, it } from 'vitest'
import { edgesOf, importGraph, loadedWith } from './import-graph.ts'

/** Each takes seconds to import (node-opcua-client 3 s, exceljs 2.5 s; measured under load 4 on 2 cores). */
const HEAVY = ['pkg:node-opcua-client', 'pkg:exceljs']
const STARTS = ['server/app.ts', 'edge/agent/agent.ts', 'server/edge-link/demo-edge.ts']

describe('heavy packages', () => {
  const graph = importGraph(process.cwd())

  it.each(STARTS)('are not loaded with %s', (start) => {
    const loaded = loadedWith(graph, start)
    expect(loaded.size).toBeGreaterThan(20)
    expect(HEAVY.filter((pkg) => loaded.has(pkg))).toEqual([])
  })

  it('count a static import and not an import() on use', () => {
    const fixture = [
      ...edgesOf('edge/a.ts', `import { b } from './b.ts'\nconst c = () => import('./c.ts')`),
      ...edgesOf('edge/b.ts', `import { x } from 'node-opcua-client'`),
      ...edgesOf('edge/c.ts', `import ExcelJS from 'exceljs'`),
    ]
    expect([...loadedWith(fixture, 'edge/a.ts')].sort()).toEqual([
      'edge/a.ts',
      'edge/b.ts',
      'pkg:node-opcua-client',
    ])
  })
})
