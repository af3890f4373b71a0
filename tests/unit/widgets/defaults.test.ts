// The spec's defaults (designer spec §3, §9) as the built-in widgets create them.
import { describe, expect, it } from 'vitest'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'

const defaults = (type: string) => {
  const plugin = builtinWidgets.find((w) => w.type === type)
  if (!plugin) throw new Error(`no widget ${type}`)
  return plugin.defaultOptions() as Record<string, Record<string, unknown>>
}
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value)

describe('widget defaults from the spec', () => {
  it.each<[string, string, unknown]>([
    ['UsualDashboard', 'data.dataAddon.type', 'monochrome'],
    ['UsualDashboard', 'data.dataAddon.minVal', 0],
    ['UsualDashboard', 'data.dataAddon.maxVal', 100],
    ['UsualPercentFill', 'data.dataAddon.type', 'rectangleChart'],
    ['UsualPercentFill', 'style.textType', 'percentage'],
    ['UsualTimer', 'style.format', 'YYYY-MM-DD HH:mm:ss'],
    ['UsualScrollbar', 'style.line.speed', 30000],
    ['UsualScrollbar', 'style.line.direction', 3000],
    ['ComplexLine', 'data.timeRange', 60],
    ['ComplexLine', 'data.timeFormat', 'HH:mm'],
    ['ComplexLine', 'data.mode', 'adapt'],
    ['ComplexLine', 'data.minVal', 0],
    ['ComplexLine', 'data.maxVal', 100],
    ['UsualText', 'data.text', '文本'],
    ['UsualButton', 'data.text', '按钮'],
    ['UsualButton', 'clickEvent.enable', true],
    ['UsualText', 'clickEvent.enable', false],
    ['UsualButton', 'clickEvent.config.action', 'write'],
    ['UsualButton', 'clickEvent.config.target', '_self'],
    ['UsualButton', 'clickEvent.config.writeType', 'fixed'],
    ['UsualButton', 'clickEvent.config.pressType', 'set1'],
    ['UsualButton', 'clickEvent.config.window.width', 600],
    ['UsualButton', 'clickEvent.config.window.height', 600],
    ['UsualButton', 'clickEvent.config.window.left', 200],
    ['UsualButton', 'clickEvent.config.window.top', 200],
    ['UsualButton', 'clickEvent.config.delay.value', 1000],
    ['UsualButton', 'clickEvent.config.confirm', true],
    ['UsualButton', 'clickEvent.config.feedback', true],
    ['rect', 'style.fill', '#1677ff'],
    ['rect', 'style.stroke', '#000000'],
    ['rect', 'style.opacity', 1],
  ])('%s %s is %j', (type, path, expected) => {
    expect(at(defaults(type), path)).toEqual(expected)
  })

  it('gives the multistage gauge thresholds 25, 50, 75 and 100 with four colours', () => {
    const setting = at(defaults('UsualDashboard'), 'data.dataAddon.setting') as {
      value: number
      color: string
    }[]
    expect(setting.map((s) => s.value)).toEqual([25, 50, 75, 100])
    expect(new Set(setting.map((s) => s.color)).size).toBe(4)
  })

  it('gives the curve ten theme colours', () => {
    const colours = at(defaults('ComplexLine'), 'style.themeColors') as string[]
    expect(colours).toHaveLength(10)
    expect(new Set(colours).size).toBe(10)
  })

  it('edits colours with the colour picker and bindings with the signal picker', () => {
    const ui = builtinWidgets.find((w) => w.type === 'UsualDashboard')?.uiSchema
    expect(at(ui, 'data.ui:field')).toBe('signal')
    expect(at(ui, 'style.valueColor.ui:widget')).toBe('colour')
    expect(at(ui, 'style.valueFont.ui:field')).toBe('font')
    expect(at(ui, 'style.dial.width.ui:options')).toEqual({ unit: 'px' })
    expect(at(ui, 'animation.ui:field')).toBe('animation')
    expect(at(ui, 'clickEvent.ui:field')).toBe('clickEvent')
    const line = builtinWidgets.find((w) => w.type === 'ComplexLine')?.uiSchema
    expect(at(line, 'data.signalArray.items.ui:field')).toBe('signal')
    expect(at(line, 'data.reportId.ui:widget')).toBe('hidden')
    expect(at(line, 'style.themeColors.items.ui:widget')).toBe('colour')
    const image = builtinWidgets.find((w) => w.type === 'UsualImage')?.uiSchema
    expect(at(image, 'style.url.ui:widget')).toBe('image')
  })
})
