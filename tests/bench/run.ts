// Runs every tests/bench/*.bench.ts in turn (or those whose name contains the first argument); each
// file's default export is an async function that measures and prints its own figures.
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const filter = process.argv[2] ?? ''
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort()

let failed = 0
for (const file of files) {
  console.log(`\n== ${file}`)
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as { default?: () => Promise<void> }
    if (typeof mod.default !== 'function') throw new Error('no default export function')
    await mod.default()
  } catch (e) {
    failed += 1
    console.error(`${file} failed:`, e)
  }
}
if (files.length === 0) console.log(`no bench files${filter ? ` matching "${filter}"` : ''}`)
process.exitCode = failed ? 1 : 0
