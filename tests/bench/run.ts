// Runs every tests/bench/*.bench.ts in turn (or those whose name contains the first argument); each
// file's default export is an async function that measures and prints its own figures and answers how
// many values they rest on (fixtures/measured.ts): none fails the bench, as a thrown error does.
// Arguments after the name are the bench's own (process.argv, e.g. `npm run bench -- fleet --gateways 200`).
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { nothingMeasured } from './fixtures/measured.ts'

const here = dirname(fileURLToPath(import.meta.url))
const filter = process.argv[2] ?? ''
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort()

let failed = 0
for (const file of files) {
  console.log(`\n== ${file}`)
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as { default?: () => Promise<unknown> }
    if (typeof mod.default !== 'function') throw new Error('no default export function')
    const nothing = nothingMeasured(await mod.default())
    if (nothing) {
      failed += 1
      console.error(`${file} FAILED: ${nothing}; a bench that measured nothing gives no figure`)
    }
  } catch (e) {
    failed += 1
    console.error(`${file} failed:`, e)
  }
}
if (files.length === 0) console.log(`no bench files${filter ? ` matching "${filter}"` : ''}`)
// a failed bench may leave its servers open: end here rather than wait on them
process.exit(failed ? 1 : undefined)
