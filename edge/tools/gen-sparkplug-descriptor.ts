// Regenerates core/sparkplug/sparkplug_b.json from schemas/edge/sparkplug_b.proto (formatted as the
// project's biome config wants). Run: npx tsx edge/tools/gen-sparkplug-descriptor.ts
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { protoToDescriptor } from '../../core/sparkplug/proto-descriptor.ts'

const proto = readFileSync(new URL('../../schemas/edge/sparkplug_b.proto', import.meta.url), 'utf8')
const out = fileURLToPath(new URL('../../core/sparkplug/sparkplug_b.json', import.meta.url))
writeFileSync(out, `${JSON.stringify(protoToDescriptor(proto), null, 2)}\n`)
execFileSync('npx', ['biome', 'format', '--write', out], { stdio: 'inherit' })
console.log(`wrote ${out}`)
