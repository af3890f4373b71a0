// JavaScript of the runtime page (issue 14 "Runtime page") and of the back office's /login and designer
// (issue 30, "Weight"): builds the web app (vite.config.ts writes the manifest) and sums each route's
// chunks, gzip level 9, as tests/bench/fixtures/route-size.ts counts them. Goals: runtime without charts
// ≤ 250 KB, with one chart ≤ 350 KB, /login ≤ 200 KB, designer ≤ 600 KB (1 KB = 1000 bytes); a line over
// its goal fails the bench. tests/browser/runtime-bundle.test.ts checks the runtime's on the test build.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import type { Measured } from './fixtures/measured.ts'
import { backOfficeSizes, GOAL_NO_CHART, GOAL_ONE_CHART, runtimeRouteSize } from './fixtures/route-size.ts'

export default async function bundleBench(): Promise<Measured> {
  const outDir = mkdtempSync(join(tmpdir(), 'lfscada-bundle-'))
  try {
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
    const size = runtimeRouteSize(outDir)
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
    const chart = size.chart?.replace(/^.*node_modules\//, '') ?? 'none'
    const lines: [string, number, number][] = [
      ['runtime page, no chart', size.noChart, GOAL_NO_CHART],
      [`runtime page, one chart (${chart})`, size.oneChart, GOAL_ONE_CHART],
    ]
    console.log(`runtime route JavaScript, gzip level 9 (${size.chunks} chunks)`)
    const line = (name: string, bytes: number, goal: number) =>
      `  ${name.padEnd(58)} ${kb(bytes).padStart(10)}   goal ≤ ${kb(goal)}   ${bytes <= goal ? 'ok' : 'OVER'}`
    for (const [name, bytes, goal] of lines) console.log(line(name, bytes, goal))
    const heavy = (chunks: { key: string; bytes: number }[]) =>
      chunks.map((c) => `${c.key} ${(c.bytes / 1000).toFixed(1)}`).join(', ')
    console.log(`  heaviest chunks on the route (KB gzip): ${heavy(size.heaviest)}`)
    const backOffice = backOfficeSizes(outDir)
    console.log('back-office routes before they show, gzip level 9')
    for (const route of backOffice) {
      lines.push([route.name, route.bytes, route.goal])
      console.log(line(route.name, route.bytes, route.goal))
      console.log(`    heaviest chunks (KB gzip): ${heavy(route.heaviest)}`)
    }
    const over = lines.filter(([, bytes, goal]) => bytes > goal).map(([name]) => name)
    if (over.length) throw new Error(`over the goal: ${over.join('; ')}`)
    return { values: size.chunks + backOffice.length }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
