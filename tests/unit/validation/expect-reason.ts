// Shared assertion: a rule's outcome is the expected reason name (or valid), and every reason it
// gives has a message in both languages.
import { expect } from 'vitest'
import { LANGS } from '../../../core/i18n/index.ts'
import { builtInResources } from '../../../core/i18n/resources/index.ts'
import type { Reason } from '../../../core/validation/index.ts'

const resources = builtInResources()

export function expectReason(actual: Reason | null, expected: string | null): void {
  if (expected === null) {
    expect(actual).toBeNull()
    return
  }
  expect(actual?.key).toBe(`validation.${expected}`)
  for (const lang of LANGS)
    expect(resources[lang].validation[expected], `${lang} text of ${expected}`).toBeTruthy()
}
