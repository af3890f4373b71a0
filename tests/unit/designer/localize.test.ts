// Titles of generated forms: a plugin's own bilingual title (and choice labels) first, then the shared
// texts; an editor's ui:field survives the localized uiSchema laid over it.
import { describe, expect, it } from 'vitest'
import { type Labels, localizeUi, mergeUi } from '../../../host/designer/panel/localize.ts'
import { Str, titled } from '../../../plugins/widgets/common/schema.ts'

const labels = (lang: Labels['lang']): Labels => ({
  lang,
  field: (name) => (name === 'unit' ? `shared ${name}` : undefined),
  choice: () => undefined,
})

describe('localizeUi', () => {
  const schema = {
    type: 'object',
    properties: { liquid: titled(Str(), { zh: '液体颜色', en: 'Liquid colour' }), unit: Str(), raw: Str() },
  }

  it('titles a plugin field from its own x-title in the user’s language, others from the shared texts', () => {
    const zh = localizeUi(schema, undefined, labels('zh'))
    expect(zh).toMatchObject({ liquid: { 'ui:title': '液体颜色' }, unit: { 'ui:title': 'shared unit' } })
    expect(localizeUi(schema, undefined, labels('en'))).toMatchObject({
      liquid: { 'ui:title': 'Liquid colour' },
    })
    expect((zh.raw as Record<string, unknown>)['ui:title']).toBeUndefined()
  })

  it('labels a plugin’s choices from its own x-choices first, then the shared texts, else the value', () => {
    const choice = {
      type: 'string',
      enum: ['all', 'active', 'other'],
      'x-choices': { all: { zh: '全部', en: 'All' } },
    }
    const shared: Labels = {
      ...labels('en'),
      choice: (v) => (v === 'active' ? 'Active (shared)' : undefined),
    }
    expect(localizeUi(choice, undefined, shared)['ui:enumNames']).toEqual(['All', 'Active (shared)', 'other'])
    expect(localizeUi(choice, undefined, labels('zh'))['ui:enumNames']).toEqual(['全部', 'active', 'other'])
  })

  it('merges a localized uiSchema over an editor’s without dropping its ui:field', () => {
    const merged = mergeUi(
      { data: { 'ui:field': 'signal', 'ui:options': { kinds: ['signal'] } } },
      { data: { 'ui:title': '写入信号' } },
    )
    expect(merged).toEqual({
      data: { 'ui:field': 'signal', 'ui:options': { kinds: ['signal'] }, 'ui:title': '写入信号' },
    })
  })
})
