// Versions and host API ranges as remote plugin manifests write them.
import { describe, expect, it } from 'vitest'
import { compareVersions, satisfies } from '../../../core/kernel/semver.ts'

describe('satisfies', () => {
  it.each([
    ['1.1.0', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.9', '^1.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['1.1.0', '~1.1.0', true],
    ['1.2.0', '~1.1.0', false],
    ['1.9.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['1.1.0', '1.1.0', true],
    ['1.1.1', '1.1.0', false],
    ['1.5.0', '>=1.2.0 <2', true],
    ['2.0.0', '>=1.2.0 <2', false],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['1.1.0', 'nonsense', false],
    ['x', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, ok) => {
    expect(satisfies(version, range)).toBe(ok)
  })

  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0)
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0)
  })
})
