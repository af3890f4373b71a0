// A promise's failure is dropped silently only with a reason (issue 37): every `.catch(() => {})` in the
// sources has a comment on its line or within the five lines above saying why nothing can be done;
// anything else logs what it drops. Shown on a planted bare catch.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './import-graph.ts'

const SILENT = /\.catch\(\(\) => \{\}\)/

/** Lines (1-based) of silent catches without a comment on them or the five lines above. */
function unexplained(src: string): number[] {
  const lines = src.split('\n')
  return lines.flatMap((line, i) => {
    if (!SILENT.test(line)) return []
    const near = lines.slice(Math.max(0, i - 5), i + 1)
    return near.some((l) => /\/\/|^\s*\*|\/\*/.test(l)) ? [] : [i + 1]
  })
}

describe('silent catches', () => {
  it('each says why nothing can be done', () => {
    const files = ['schemas', 'core', 'plugins', 'host', 'server', 'edge'].flatMap(sourceFiles)
    const found = files.flatMap((file) =>
      unexplained(readFileSync(file, 'utf8')).map((line) => `${file}:${line}`),
    )
    expect(found).toEqual([])
  })

  it('a bare one fails, an explained one passes', () => {
    expect(unexplained(`a()\nvoid b().catch(() => {})\n`)).toEqual([2])
    expect(unexplained(`// shown again next time\nvoid b().catch(() => {})\n`)).toEqual([])
    expect(unexplained(`void b().catch((e) => log(e))\n`)).toEqual([])
  })
})
