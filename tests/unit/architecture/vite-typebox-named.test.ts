// host/sdk/vite-typebox-named.ts: the schemas' default import of TypeBox becomes a namespace import of
// typebox/type on the same line, its type-only names an `import type`; nothing else is touched.
import { describe, expect, it } from 'vitest'
import { typeboxNamed } from '../../../host/sdk/vite-typebox-named.ts'

const transform = typeboxNamed().transform as (code: string, id: string) => { code: string } | null
const run = (code: string, id = '/app/schemas/x.ts') => transform(code, id)?.code ?? null

describe('typeboxNamed', () => {
  it('reads a default import as a namespace import of typebox/type', () => {
    expect(run(`import Type from 'typebox'\nexport const A = Type.String()\n`)).toBe(
      `import * as Type from 'typebox/type'\nexport const A = Type.String()\n`,
    )
  })

  it('keeps type-only names as an import type on the same line', () => {
    expect(run(`import Type, { type Static, type TSchema } from 'typebox'\nconst a = 1\n`)).toBe(
      `import * as Type from 'typebox/type'; import type { Static, TSchema } from 'typebox'\nconst a = 1\n`,
    )
  })

  it('leaves other imports, and TypeBox’s own modules, alone', () => {
    expect(run(`import type { Static } from 'typebox'\n`)).toBeNull()
    expect(run(`export { type Static, Type } from 'typebox'\n`)).toBeNull()
    expect(run(`import Type from 'typebox'\n`, '/app/node_modules/x/index.ts')).toBeNull()
  })
})
