// Page limits of the weather widget (designer spec §5, §9): a fourth weather widget is refused when drawn,
// pasted or copy-dragged (all go through checkAddition), with the message of the type's limit.
import { describe, expect, it } from 'vitest'
import { createWidget } from '../../../core/kernel/index.ts'
import { checkAddition, DEFAULT_LIMITS } from '../../../core/page/limits.ts'
import ComplexWeather from '../../../plugins/widgets/ComplexWeather/index.ts'

const weather = (id: string) => createWidget(ComplexWeather, { id, x: 0, y: 0 })

describe('weather page limit', () => {
  it('is 3, as the plugin says and the page limits apply', () => {
    expect(ComplexWeather.maxPerPage).toBe(3)
    expect(DEFAULT_LIMITS.perType.ComplexWeather).toBe(3)
  })
  it('lets a third in and refuses a fourth', () => {
    expect(checkAddition([weather('a'), weather('b')], [weather('c')])).toBeUndefined()
    const refused = checkAddition([weather('a'), weather('b'), weather('c')], [weather('d')])
    expect(refused).toMatchObject({ code: 'tooManyOfType', params: { type: 'ComplexWeather', max: 3 } })
  })
  it('defaults: Beijing by province and city codes, detail mode, blue theme', () => {
    const w = weather('x')
    expect(w.data).toMatchObject({
      provinceId: '110000',
      cityId: '110100',
      title: '北京',
      positionType: 'manual',
    })
    expect(w.style).toMatchObject({ mode: 'detail', themeColor: 'blue' })
  })
})
