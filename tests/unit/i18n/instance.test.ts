import { describe, expect, it } from 'vitest'
import { messageForReason } from '../../../core/i18n/by-lang.ts'
import { addErrorTexts } from '../../../core/i18n/errors/load.ts'
import {
  addResources,
  createI18n,
  DEFAULT_LANG,
  errorMessage,
  reasonMessage,
} from '../../../core/i18n/index.ts'
import { rules, sn } from '../../../core/validation/index.ts'

describe('the error catalogue', () => {
  it('reaches an instance made before it was added, and every one after', () => {
    const before = createI18n('en')
    addErrorTexts()
    addErrorTexts()
    expect(before.t('errors.1001')).toBe('Wrong username or password')
    expect(createI18n('zh').t('errors.1001')).toBe('用户名或密码错误')
  })
})

describe('createI18n', () => {
  it('starts in zh by default and is ready at once', () => {
    const i18n = createI18n()
    expect(DEFAULT_LANG).toBe('zh')
    expect(i18n.language).toBe('zh')
    expect(i18n.t('ok')).toBe('确定')
  })

  it.each([
    ['validation.required', '不能为空', 'This field cannot be empty'],
    ['errors.1001', '用户名或密码错误', 'Wrong username or password'],
    ['common.cancel', '取消', 'Cancel'],
    ['errors.modbus.2', '非法数据地址', 'Illegal data address'],
  ])('resolves %s as <namespace>.<key>', (key, zh, en) => {
    expect(createI18n('zh').t(key)).toBe(zh)
    expect(createI18n('en').t(key)).toBe(en)
  })

  it('switches language', async () => {
    const i18n = createI18n('zh')
    await i18n.changeLanguage('en')
    expect(i18n.t('errors.1304')).toBe('The device is offline')
  })

  it('interpolates without HTML escaping (React escapes)', () => {
    expect(createI18n('en').t('errors.configJumpFailed', { message: '<b>&</b>' })).toBe(
      'Failed to jump to configuration page: <b>&</b>',
    )
  })
})

describe('addResources', () => {
  it('reaches instances made before and after, with nested keys', () => {
    const before = createI18n('en')
    addResources('screens-demo', {
      zh: { title: '演示', menu: { list: '列表' } },
      en: { title: 'Demo', menu: { list: 'List' } },
    })
    const after = createI18n('zh')
    expect(before.t('screens-demo.title')).toBe('Demo')
    expect(before.t('screens-demo.menu.list')).toBe('List')
    expect(after.t('screens-demo.menu.list')).toBe('列表')
    expect(after.t('title', { ns: 'screens-demo' })).toBe('演示')
  })

  it('merges into an existing namespace', () => {
    addResources('common', { zh: { export: '导出' }, en: { export: 'Export' } })
    const i18n = createI18n('en')
    expect(i18n.t('export')).toBe('Export')
    expect(i18n.t('ok')).toBe('OK')
  })
})

describe('errorMessage and reasonMessage with an instance t', () => {
  const en = createI18n('en')

  it('translate codes, unknown ones as the code', () => {
    expect(errorMessage(1008, en.t)).toBe('The account is disabled')
    expect(errorMessage(4242, en.t)).toBe('4242')
  })

  it('translate a rule reason with its params', () => {
    const reason = sn('12')
    expect(reason && reasonMessage(reason, en.t)).toBe('The SN must be exactly 12 digits')
    expect(reason && messageForReason(reason, 'zh')).toBe('序列号须为 12 位数字')
    const short = rules.feedback('hi')
    expect(short && messageForReason(short, 'en')).toBe('Enter at least 10 characters')
  })

  it('shows a key without a text as the key', () => {
    expect(reasonMessage({ key: 'validation.noSuchRule' }, en.t)).toBe('validation.noSuchRule')
  })
})
