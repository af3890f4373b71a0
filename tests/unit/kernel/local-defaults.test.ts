// A new widget's default texts follow the designer's language: the spec's Chinese defaults (§9) for a
// Chinese designer, the same texts in English for an English one; only untouched defaults change, and
// English defaults are checked against each schema by the widget contract (core/kernel/contract.ts).
import { describe, expect, it } from 'vitest'
import { createWidget } from '../../../core/kernel/index.ts'
import { localizeDefaults } from '../../../core/kernel/local-defaults.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'

const pluginOf = (type: string) => {
  const plugin = builtinWidgets.find((w) => w.type === type)
  if (!plugin) throw new Error(`no widget ${type}`)
  return plugin
}
const made = (type: string, lang: 'zh' | 'en') => createWidget(pluginOf(type), { id: 'w', x: 0, y: 0, lang })
const CJK = /[\u4e00-\u9fff]/
/**
 * Place names: the weather's place comes from the region registry, whose names are Chinese in either
 * language (its picker renames an untouched title after the place; an English 'Beijing' would not be).
 */
const PLACE_NAMES = ['"北京"']

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value)

describe('default texts in the designer’s language', () => {
  it.each<[string, string, unknown, unknown]>([
    ['UsualText', 'data.text', '文本', 'Text'],
    ['UsualButton', 'data.text', '按钮', 'Button'],
    ['UsualInput', 'data.placeholder', '请输入', 'Enter a value'],
    ['UsualComboBox', 'data.placeholder', '请选择', 'Select'],
    ['UsualComboBox', 'data.options.1.text', '选项2', 'Option 2'],
    ['UsualTimeSelector', 'data.placeholder', '请选择时间', 'Pick a time'],
    ['UsualSelect', 'data.selectDatas.0.text', '请选择', 'Select'],
    ['UsualSelect', 'data.selectDatas.2.text', '选项2', 'Option 2'],
    ['UsualSelect', 'data.selectDatas.2.clickEvent.config.writeValue', '2', '2'],
    ['UsualRadio', 'data.options.0.title', '选项1', 'Option 1'],
    ['UsualAnimation', 'data.dataAddon.items.1.text', '状态1', 'State 1'],
    ['NavigateMenu', 'data.dataArray.1.label', '菜单2', 'Menu 2'],
    ['NavigateNav', 'data.dataArray.1.children.0.label', '子菜单1', 'Submenu 1'],
    ['NavigateImageText', 'data.richText', '<p>图文内容</p>', '<p>Image and text</p>'],
  ])('%s %s', (type, path, zh, en) => {
    expect(at(made(type, 'zh'), path)).toEqual(zh)
    expect(at(made(type, 'en'), path)).toEqual(en)
  })

  it('leaves no Chinese text in any built-in widget an English designer draws', () => {
    for (const plugin of builtinWidgets) {
      const widget = made(plugin.type, 'en')
      const { id, widgetType, widgetName, posLock, authRegion, position, pluginVersion, ...options } = widget
      const texts = JSON.stringify(options)
        .match(/"[^"]*"/g)
        ?.filter((s) => CJK.test(s) && !/ [A-Za-z]/.test(s) && !PLACE_NAMES.includes(s))
      expect(texts ?? [], plugin.type).toEqual([])
    }
  })

  it('keeps a value that is not the Chinese default', () => {
    const schema = { type: 'object', properties: { text: { default: '文本', 'x-default-en': 'Text' } } }
    expect(localizeDefaults(schema, { text: 'Pump 1' }, 'en')).toEqual({ text: 'Pump 1' })
    expect(localizeDefaults(schema, { text: '文本' }, 'en')).toEqual({ text: 'Text' })
    expect(localizeDefaults(schema, { text: '文本' }, 'zh')).toEqual({ text: '文本' })
  })
})
