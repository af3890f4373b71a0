// The route list in server/routes/README.md names every route of the table and nothing else, and no
// two routes share a path.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routes } from '../../../server/routes/index.ts'

const readme = readFileSync(resolve(import.meta.dirname, '../../../server/routes/README.md'), 'utf8')
const listed = [...readme.matchAll(/^\| `(?:GET )?([^`]+)`\s*\|/gm)].map((m) => m[1])

describe('route list', () => {
  it.each(routes.map((r) => [r.path]))('%s is listed', (path) => {
    expect(listed).toContain(path)
  })

  it('lists no route that does not exist, and no path twice', () => {
    const paths = routes.map((r) => r.path)
    expect(listed.filter((p) => !paths.includes(p!))).toEqual([])
    expect(new Set(paths).size).toBe(paths.length)
  })
})
