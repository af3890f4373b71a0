import { describe, expect, it } from 'vitest'
import { REACTION_MESSAGES } from '../../../core/i18n/errors/index.ts'
import { BUILT_IN_NAMESPACES, LANGS } from '../../../core/i18n/index.ts'
import { builtInResources } from '../../../core/i18n/resources/index.ts'
import { VALIDATION_KEYS } from '../../../core/validation/index.ts'

const resources = builtInResources()
const HAN = /\p{Script=Han}/u
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('validation messages', () => {
  it.each(VALIDATION_KEYS)('%s has a text in both languages', (key) => {
    const zh = resources.zh.validation[key]
    const en = resources.en.validation[key]
    expect(zh && HAN.test(zh), `zh: ${zh}`).toBe(true)
    expect(en && !HAN.test(en), `en: ${en}`).toBe(true)
  })

  it('has no text for a key the rules do not declare', () => {
    expect(Object.keys(resources.zh.validation).sort()).toEqual([...VALIDATION_KEYS].sort())
  })
})

describe('the known reactions of §8', () => {
  it.each([
    ['permissionInfoFailed', 'Failed to get permission info, please log in again!'],
    ['styleNotSet', 'New style not set'],
    ['styleFetchFailed', 'Failed to get new style'],
    ['configJumpFailed', 'Failed to jump to configuration page: {{message}}'],
    ['noChineseVoice', 'No Chinese voice available'],
  ])('%s', (key, en) => {
    expect(resources.en.errors[key]).toBe(en)
    expect(HAN.test(resources.zh.errors[key] ?? '')).toBe(true)
  })

  it('cover Modbus exceptions and gateway-replacement checks', () => {
    expect(Object.keys(REACTION_MESSAGES).filter((k) => k.startsWith('modbus.'))).toHaveLength(10)
    expect(Object.keys(REACTION_MESSAGES).filter((k) => k.startsWith('replace.'))).toHaveLength(6)
  })
})

describe.each(BUILT_IN_NAMESPACES)('namespace %s', (ns) => {
  it('has the same keys in every language', () => {
    const keys = LANGS.map((lang) => Object.keys(resources[lang][ns]).sort())
    for (const other of keys) expect(other).toEqual(keys[0])
  })

  it('interpolates the same values in every language', () => {
    for (const [key, zh] of Object.entries(resources.zh[ns])) {
      expect(placeholders(resources.en[ns][key] ?? ''), `${ns}.${key}`).toEqual(placeholders(zh))
    }
  })
})

describe('builtInResources', () => {
  it('builds fresh trees each time, so instances never share them', () => {
    const a = builtInResources()
    const b = builtInResources()
    expect(a.zh.common).not.toBe(b.zh.common)
    expect(a.en.errors).toEqual(b.en.errors)
  })
})
