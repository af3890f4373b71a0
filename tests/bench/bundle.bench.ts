// JavaScript of the runtime page (issue 14 "Runtime page"): builds the web app with vite's manifest and
// follows the module graph from the runtime route's entries (the app's entry and the route's lazy module,
// each with its static imports), summing the gzip size of every chunk, as the server sends them
// (host/sdk/vite-precompress.ts: gzip level 9). With one chart adds the largest chart library a chart
// widget imports lazily. Goals: without charts ≤ 250 KB, with one chart ≤ 350 KB (1 KB = 1000 bytes);
// a line over its goal fails the bench.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Manifest } from 'vite'

const GOAL_NO_CHART = 250_000
const GOAL_ONE_CHART = 350_000
/** The runtime route's own lazy module (host/shell/routes/full-screen.tsx) beside the app's entry. */
const RUNTIME_ENTRIES = ['index.html', 'runtime/index.ts']
const CHART_LIBRARY = /node_modules\/(@antv|uplot|echarts)/

/** The manifest keys a set of entries loads at once: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...entries]
  while (stack.length) {
    const key = stack.pop() as string
    if (seen.has(key)) continue
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`)
    seen.add(key)
    stack.push(...(manifest[key].imports ?? []))
  }
  return seen
}

export default async function bundleBench(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'lfscada-bundle-'))
  try {
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    })
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
    const gzipOf = (key: string) =>
      gzipSync(readFileSync(join(outDir, manifest[key]?.file as string)), { level: 9 }).length
    const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipOf(key), 0)

    const route = staticClosure(manifest, RUNTIME_ENTRIES)
    const charts = Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry && CHART_LIBRARY.test(key),
    )
    const chartCosts = charts.map((chart) => ({
      chart,
      bytes: sum([...staticClosure(manifest, [chart])].filter((key) => !route.has(key))),
    }))
    const heaviest = chartCosts.sort((a, b) => b.bytes - a.bytes)[0]
    const noChart = sum(route)
    const oneChart = noChart + (heaviest?.bytes ?? 0)
    const heavyChunks = [...route]
      .map((key) => ({ key, bytes: gzipOf(key) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((c) => `${c.key} ${(c.bytes / 1000).toFixed(1)}`)
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
    const lines: [string, number, number][] = [
      ['runtime page, no chart', noChart, GOAL_NO_CHART],
      [
        `runtime page, one chart (${heaviest?.chart.replace(/^.*node_modules\//, '') ?? 'none'})`,
        oneChart,
        GOAL_ONE_CHART,
      ],
    ]
    console.log(`runtime route JavaScript, gzip level 9 (${route.size} chunks)`)
    for (const [name, bytes, goal] of lines)
      console.log(
        `  ${name.padEnd(58)} ${kb(bytes).padStart(10)}   goal ≤ ${kb(goal)}   ${bytes <= goal ? 'ok' : 'OVER'}`,
      )
    console.log(`  heaviest chunks on the route (KB gzip): ${heavyChunks.join(', ')}`)
    const over = lines.filter(([, bytes, goal]) => bytes > goal).map(([name]) => name)
    if (over.length) throw new Error(`over the goal: ${over.join('; ')}`)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
