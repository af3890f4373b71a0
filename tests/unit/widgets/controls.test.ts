// The controls that write (designer spec §3, §9): their defaults, the one write path's checks (limits
// and write formula before a write), the select's read-back matching and its migration of old options.
import { describe, expect, it } from 'vitest'
import { createWidget, migrateWidget } from '../../../core/kernel/index.ts'
import { checkWrite, sameValue, writeConfigOf, writeText } from '../../../plugins/widgets/common/write.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'
import { LEGACY_SELECT } from '../../../plugins/widgets/UsualSelect/migrations.ts'
import { DEFAULT_OPTION_COUNT, RIGHT_DISTANCE } from '../../../plugins/widgets/UsualSelect/schema.ts'
import { optionOfValue } from '../../../plugins/widgets/UsualSelect/view.tsx'
import { TIME_SELECTOR_FORMAT } from '../../../plugins/widgets/UsualTimeSelector/schema.ts'
import { timeOfValue } from '../../../plugins/widgets/UsualTimeSelector/view.tsx'

const plugin = (type: string) => {
  const p = builtinWidgets.find((w) => w.type === type)
  if (!p) throw new Error(`no widget ${type}`)
  return p
}
const defaults = (type: string) => plugin(type).defaultOptions() as Record<string, Record<string, unknown>>

describe('defaults of the controls (§3, §9)', () => {
  it('select: three entries, the first the title entry, options writing with confirm and feedback', () => {
    const { data, style } = defaults('UsualSelect')
    const options = data?.selectDatas as { text: string; clickEvent: { enable: boolean; config: any } }[]
    expect(DEFAULT_OPTION_COUNT).toBe(3)
    expect(options).toHaveLength(DEFAULT_OPTION_COUNT)
    expect(options[0]?.clickEvent.enable).toBe(false)
    for (const o of options.slice(1)) {
      expect(o.clickEvent).toMatchObject({
        enable: true,
        config: { action: 'write', confirm: true, feedback: true },
      })
      expect(o.clickEvent.config.delay.value).toBe(1000)
    }
    expect(style?.rightDistance).toBe(RIGHT_DISTANCE)
    expect(RIGHT_DISTANCE).toBe(20)
  })

  it('combo box: options of text and value, confirm, feedback and a placeholder', () => {
    const { data } = defaults('UsualComboBox')
    expect(data).toMatchObject({ confirm: true, feedback: true, placeholder: '请选择' })
    expect(data?.options).toEqual([
      { text: '选项1', value: '1' },
      { text: '选项2', value: '2' },
    ])
  })

  it('radio: options of id, isChecked, title and value, one checked', () => {
    const options = defaults('UsualRadio').data?.options as { isChecked: boolean }[]
    expect(Object.keys(options[0] ?? {}).sort()).toEqual(['id', 'isChecked', 'title', 'value'])
    expect(options.filter((o) => o.isChecked)).toHaveLength(1)
  })

  it('input: a text and a placeholder', () => {
    expect(defaults('UsualInput').data).toMatchObject({ text: '', placeholder: '请输入' })
  })

  it('time selector: YYYY-MM-DD HH:mm', () => {
    expect(TIME_SELECTOR_FORMAT).toBe('YYYY-MM-DD HH:mm')
    expect(defaults('UsualTimeSelector').style?.format).toBe('YYYY-MM-DD HH:mm')
  })

  it('every control is titled in zh and en and binds a signal', () => {
    for (const type of ['UsualSelect', 'UsualComboBox', 'UsualRadio', 'UsualInput', 'UsualTimeSelector']) {
      const p = plugin(type)
      expect(p.title.zh && p.title.en, type).toBeTruthy()
      expect(p.bindingKinds).toEqual(['signal'])
      expect(p.uiSchema).toMatchObject({ data: { 'ui:field': 'signal' } })
    }
  })
})

describe('checks before a write', () => {
  const meta = { dataType: 'float32', writeMin: 0, writeMax: 100, writeFormula: '' }

  it('refuses a non-number, and values beyond the write limits, with the limit named', () => {
    expect(checkWrite('abc', meta)?.problem).toBe('notNumber')
    expect(checkWrite('-1', meta)).toEqual({ problem: 'belowMin', params: { min: 0 } })
    expect(checkWrite('100.5', meta)).toEqual({ problem: 'aboveMax', params: { max: 100 } })
    expect(writeText('aboveMax', 'en', { max: 100 })).toBe('Must be at most 100')
    expect(writeText('aboveMax', 'zh', { max: 100 })).toBe('不能大于 100')
    expect(checkWrite('42', meta)).toBeUndefined()
    expect(checkWrite('  ', meta)?.problem).toBe('empty')
  })

  it('refuses a value the write formula cannot take (division by zero), as the gateway would', () => {
    expect(checkWrite('5', { ...meta, writeFormula: '10/(X-5)' })?.problem).toBe('formula')
    expect(checkWrite('6', { ...meta, writeFormula: '10/(X-5)' })).toBeUndefined()
    expect(checkWrite('6', { ...meta, writeFormula: '10/(' })?.problem).toBe('formula')
  })

  it('lets a text signal take any text', () => {
    expect(checkWrite('hello', { dataType: 'string' })).toBeUndefined()
  })

  it('writes to the option’s own target, else the widget’s signal, with the value fixed', () => {
    const widgetBinding = { type: 'signal' as const, signalId: 'w', equipId: 'e' }
    const own = writeConfigOf('3', widgetBinding, {
      data: { type: 'signal', signalId: 'own' },
      confirm: false,
    })
    expect(own).toMatchObject({ action: 'write', writeType: 'fixed', writeValue: '3', confirm: false })
    expect(own.data.signalId).toBe('own')
    const inherited = writeConfigOf('4', widgetBinding, { writeType: 'input' })
    expect(inherited).toMatchObject({ writeType: 'fixed', writeValue: '4', confirm: true, feedback: true })
    expect(inherited.data.signalId).toBe('w')
  })
})

describe('read-back', () => {
  it('matches values as numbers and booleans as 1 and 0', () => {
    expect(sameValue(2, '2')).toBe(true)
    expect(sameValue('2.0', '2')).toBe(true)
    expect(sameValue(true, '1')).toBe(true)
    expect(sameValue(3, '2')).toBe(false)
    expect(sameValue(undefined, '')).toBe(false)
  })

  it('shows the select option whose write value the signal holds', () => {
    const options = (defaults('UsualSelect').data as any).selectDatas.slice(1)
    expect(optionOfValue(options, 2)?.text).toBe('选项2')
    expect(optionOfValue(options, 9)).toBeUndefined()
  })

  it('reads a time selector’s value as seconds (or ms) since 1970', () => {
    expect(timeOfValue(1_700_000_000)?.valueOf()).toBe(1_700_000_000_000)
    expect(timeOfValue(1_700_000_000_000)?.valueOf()).toBe(1_700_000_000_000)
    expect(timeOfValue(undefined)).toBeNull()
  })
})

describe('select migration', () => {
  it('moves an old option’s pressDisabled onto the option and numbers the options', () => {
    const migrated = migrateWidget(structuredClone(LEGACY_SELECT), (t) =>
      t === 'UsualSelect' ? plugin(t) : undefined,
    )
    const options = (migrated.data as any).selectDatas
    expect(options[1]).toMatchObject({
      indexId: 1,
      pressDisabled: true,
      clickEvent: { config: { writeValue: '1' } },
    })
    expect(options[1].clickEvent.config.pressDisabled).toBeUndefined()
    expect(options[0]).toMatchObject({ indexId: 0, pressDisabled: false })
  })

  it('creates a select that passes through the migration unchanged', () => {
    const fresh = createWidget(plugin('UsualSelect'), { id: 's', x: 0, y: 0 })
    const again = migrateWidget(structuredClone(fresh), (t) => (t === 'UsualSelect' ? plugin(t) : undefined))
    expect(again).toEqual(fresh)
  })
})
