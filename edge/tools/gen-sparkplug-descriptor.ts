// Regenerates core/sparkplug/sparkplug_b.json from schemas/edge/sparkplug_b.proto.
// Run: npx tsx edge/tools/gen-sparkplug-descriptor.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { protoToDescriptor } from '../../core/sparkplug/proto-descriptor.ts'

const proto = readFileSync(new URL('../../schemas/edge/sparkplug_b.proto', import.meta.url), 'utf8')
const out = new URL('../../core/sparkplug/sparkplug_b.json', import.meta.url)
writeFileSync(out, `${JSON.stringify(protoToDescriptor(proto), null, 2)}\n`)
console.log(`wrote ${out.pathname}`)
