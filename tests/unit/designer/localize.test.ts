// Titles of generated forms: a plugin's own bilingual title first, then the shared field texts; an
// editor's ui:field survives the localized uiSchema laid over it.
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
