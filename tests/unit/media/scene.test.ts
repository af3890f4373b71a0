// What bound objects of a 3D scene do for the live values (issue 17): colour, hide, blink and rotate only
// while the rule holds; the label formats the value for people.
import { describe, expect, it } from 'vitest'
import { objectStates } from '../../../plugins/scenes/rules.ts'
import type { ObjectBinding } from '../../../schemas/api/scene.ts'

const tank: ObjectBinding = {
  object: 'Tank',
  equipId: 'e',
  signalId: 's',
  title: 'Temperature',
  symbol: '>',
  value: '30',
  color: '#ff0000',
  blink: true,
  label: true,
}

const at = (v: number | undefined) =>
  objectStates(
    [tank],
    () => ({
      ...(v === undefined ? {} : { value: { value: v, time: 1 } }),
      meta: { decimals: 1, unit: '°C' },
    }),
    'en',
  )[0]

describe('scene object states', () => {
  it('follow the rule', () => {
    expect(at(35)).toMatchObject({
      active: true,
      color: '#ff0000',
      blink: true,
      hidden: false,
      label: 'Temperature: 35.0°C',
    })
    expect(at(30)).toMatchObject({ active: false, blink: false })
    expect(at(30)?.color).toBeUndefined()
    expect(at(undefined)).toMatchObject({ active: false })
  })
})
