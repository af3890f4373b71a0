// Issue 30, "Weight": what /login and the designer load before they show. The bytes are counted by
// `npm run bench -- bundle` (tests/bench/fixtures/route-size.ts, goals /login ≤ 200 KB, designer ≤ 600 KB);
// this test holds what was cut from them. The designer's property panel validates on the app's own schema
// checker (host/designer/panel/form-validator.ts), not ajv (about 40 KB gzip); /login loads none of the
// designer's or the forms' libraries.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { heavyChains } from './runtime-route.ts'

const root = process.cwd()
const readTree = (file: string) => {
  const path = join(root, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined
}
const NOTHING = /^$/
const BACK_OFFICE = ['host/main.tsx', 'host/shell/parts/ShellRoot.tsx']

const chainsFrom = (entry: string, heavy: RegExp) =>
  heavyChains(readTree, [...BACK_OFFICE, entry], heavy, NOTHING).map((chain) => chain.join(' → '))

describe('the back office routes', () => {
  it('/login reaches no form, designer, chart or validator library through static imports', () => {
    const heavy = /^pkg:(@rjsf\/[^/]+|ajv|ajv-formats|react-moveable|react-selecto|immer|uplot|@antv\/[^/]+)$/
    expect(chainsFrom('host/shell/pages/LoginPage.tsx', heavy)).toEqual([])
  })

  it('the designer reaches no ajv through static imports', () => {
    expect(chainsFrom('host/designer/index.ts', /^pkg:(ajv|ajv-formats|fast-uri)$/)).toEqual([])
  })

  it('the designer takes from @rjsf/validator-ajv8 only its error processing, which loads no ajv', () => {
    const files: string[] = []
    heavyChains(
      (file) => {
        const src = readTree(file)
        if (src?.includes('@rjsf/validator-ajv8')) files.push(file)
        return src
      },
      [...BACK_OFFICE, 'host/designer/index.ts'],
    )
    const specs = files.flatMap((file) => [
      ...(readTree(file) ?? '').matchAll(/^import (?!type)[^'"]*['"](@rjsf\/validator-ajv8[^'"]*)['"]/gm),
    ])
    expect(specs.map((m) => m[1])).toEqual(['@rjsf/validator-ajv8/lib/processRawValidationErrors.js'])
  })
})
