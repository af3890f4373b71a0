import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LANG,
  LANG_STORAGE_KEY,
  LANGS,
  type LangStorage,
  normaliseLang,
  readLang,
  writeLang,
} from '../../../core/i18n/index.ts'

/** An in-memory storage with localStorage's two methods. */
const memoryStorage = (initial: Record<string, string> = {}): LangStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial))
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) }
}

describe('languages', () => {
  it('are zh (default) and en', () => {
    expect(LANGS).toEqual(['zh', 'en'])
    expect(DEFAULT_LANG).toBe('zh')
  })

  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh_Hans_CN', 'zh'],
    ['EN-us', 'en'],
    ['en', 'en'],
    ['fr-FR', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('normaliseLang(%j) -> %j', (tag, lang) => expect(normaliseLang(tag)).toBe(lang))
})

describe('readLang and writeLang', () => {
  it('round-trip through the storage key', () => {
    const storage = memoryStorage()
    writeLang(storage, 'en')
    expect(storage.data.get(LANG_STORAGE_KEY)).toBe('en')
    expect(readLang(storage)).toBe('en')
  })

  it.each([
    ['nothing stored, no preference', {}, [], 'zh'],
    ['nothing stored, browser prefers en', {}, ['en-GB', 'zh-CN'], 'en'],
    ['unsupported preferences', {}, ['fr', 'de'], 'zh'],
    ['stored choice wins', { [LANG_STORAGE_KEY]: 'zh' }, ['en-US'], 'zh'],
    ['garbage stored', { [LANG_STORAGE_KEY]: 'klingon' }, ['en'], 'en'],
  ])('%s', (_name, stored, preferred, lang) => expect(readLang(memoryStorage(stored), preferred)).toBe(lang))

  it('works without storage and with a storage that refuses', () => {
    expect(readLang()).toBe('zh')
    expect(readLang(null, ['en'])).toBe('en')
    const refusing: LangStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
    }
    expect(readLang(refusing, ['en'])).toBe('en')
  })
})
