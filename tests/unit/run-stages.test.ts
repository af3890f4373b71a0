// `npm test` (tests/run-stages.mjs): the stages run in order, the first failing one ends the run with its
// exit code, and the table of durations is printed either way.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const RUNNER = resolve('tests/run-stages.mjs')
const dir = mkdtempSync(join(tmpdir(), 'run-stages-'))
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'stages',
    private: true,
    scripts: { first: 'node -e "0"', broken: 'node -e "process.exit(3)"', never: 'node -e "0"' },
  }),
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = (...stages: string[]) => spawnSync('node', [RUNNER, ...stages], { cwd: dir, encoding: 'utf8' })

describe('npm test stage runner', () => {
  it('prints each stage with its duration and the total', () => {
    const { status, stdout } = run('first', 'never')
    expect(status).toBe(0)
    expect(stdout).toMatch(/^first\s+\d+\.\d s {2}passed$/m)
    expect(stdout).toMatch(/^never\s+\d+\.\d s {2}passed$/m)
    expect(stdout).toMatch(/^total\s+\d+\.\d s {2}passed$/m)
  })

  it('stops at the first failing stage, with its exit code, and still prints the table', () => {
    const { status, stdout } = run('first', 'broken', 'never')
    expect(status).toBe(3)
    expect(stdout).toMatch(/^broken\s+\d+\.\d s {2}failed \(exit 3\)$/m)
    expect(stdout).not.toMatch(/^never/m)
    expect(stdout).toMatch(/^total\s+\d+\.\d s {2}failed$/m)
  })
})
