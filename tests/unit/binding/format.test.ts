// The one formatter of values for people (platform spec §3 Variable: unit, decimal places, state mapping)
// and the one numeric rule it reads numbers by.
import { describe, expect, it } from 'vitest'
import {
  type FormatOptions,
  formatNumber,
  formatValue,
  NO_VALUE,
  numericValue,
  stateText,
} from '../../../core/binding/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'

/** The float32 nearest to 22.175, as a gateway reports it. */
const F32 = Math.fround(22.175)

describe('numericValue', () => {
  it.each<[string, unknown, number | undefined]>([
    ['a number', 12.5, 12.5],
    ['true', true, 1],
    ['false', false, 0],
    ['a numeric string', '12.5', 12.5],
    ['a padded numeric string', ' -7 ', -7],
    ['an exponent', '1e3', 1000],
    ['a leading dot', '.5', 0.5],
    ['a hex string', '0x10', undefined],
    ['the string Infinity', 'Infinity', undefined],
    ['a blank string', '  ', undefined],
    ['a partly numeric string', '12abc', undefined],
    ['NaN', Number.NaN, undefined],
    ['Infinity', Number.POSITIVE_INFINITY, undefined],
    ['null', null, undefined],
    ['an object', { value: 1 }, undefined],
    ['an array', [1], undefined],
  ])('%s', (_name, value, expected) => {
    expect(numericValue(value)).toBe(expected)
  })
})

describe('formatNumber', () => {
  it.each<[number, number | undefined, string]>([
    [F32, 2, '22.17'],
    [F32, 3, '22.175'],
    [F32, undefined, '22.175'],
    [F32, -1, '22.175'],
    [0.1 + 0.2, undefined, '0.3'],
    [123456789, undefined, '123456789'],
    [5, 2, '5.00'],
    [-0.001, 2, '0.00'],
    [2.5, 0, '3'],
  ])('%d with %s decimals is %s', (n, decimals, text) => {
    expect(formatNumber(n, decimals)).toBe(text)
  })
})

const temperature: ValueMeta = { decimals: 2, unit: '°C', dataType: 'float32' }
const flow: ValueMeta = { decimals: 1, unit: 'm³/h', dataType: 'float64' }
const pump: ValueMeta = {
  dataType: 'bit',
  mappings: [
    { value: 0, text: 'Stopped' },
    { value: 1, text: 'Running' },
  ],
}
const mode: ValueMeta = {
  dataType: 'uint16',
  mappings: [
    { value: 1, text: 'Auto' },
    { value: '2', text: 'Manual' },
  ],
}

/** An integer register whose variable kept the form's default of 2 places. */
const setpoint: ValueMeta = { dataType: 'uint16', decimals: 2, unit: 'rpm' }

/** A text variable: its decimal places and unit never apply to the text. */
const textual: ValueMeta = { dataType: 'text', decimals: 2, unit: 'pcs' }

describe('formatValue', () => {
  it.each<[string, unknown, ValueMeta | undefined, FormatOptions, string]>([
    ['a float32 with the signal’s decimals and unit', F32, temperature, {}, '22.17°C'],
    ['a float32 without decimals: no float noise', F32, { unit: '°C' }, {}, '22.175°C'],
    ['a spaced unit', 12.34, flow, {}, '12.3 m³/h'],
    ['the widget’s decimals over the signal’s', F32, temperature, { decimals: 3 }, '22.175°C'],
    ['decimals -1 follow the signal', F32, temperature, { decimals: -1 }, '22.17°C'],
    ['the unit hidden', F32, temperature, { unit: false }, '22.17'],
    ['a unit of the place’s own', F32, temperature, { unit: 'K' }, '22.17 K'],
    ['a numeric string', '22.1749', temperature, {}, '22.17°C'],
    ['a boolean by its state map', true, pump, {}, 'Running'],
    ['a bit 0 by its state map', 0, pump, {}, 'Stopped'],
    ['a numeric string by its state map', '1', pump, {}, 'Running'],
    ['an enumeration', 2, mode, {}, 'Manual'],
    ['an enumeration value outside the map', 3, mode, {}, '3'],
    ['a boolean without a map, in Chinese', true, { dataType: 'bit' }, { lang: 'zh' }, '开'],
    ['a boolean without a map, in English', false, undefined, { lang: 'en' }, 'Off'],
    ['a bit value 1 without a map, in English', 1, { dataType: 'bit' }, { lang: 'en' }, 'On'],
    ['a boolean without a map nor a language', true, undefined, {}, '1'],
    ['text as it is', 'standby', temperature, {}, 'standby'],
    ['a text variable’s text that looks like a number', '0042', textual, {}, '0042'],
    ['a text variable’s exponent-looking text', '1e3', textual, {}, '1e3'],
    ['no value', null, temperature, {}, NO_VALUE],
    ['no value, the place’s text', undefined, temperature, { empty: '' }, ''],
    ['an empty string', '', temperature, {}, NO_VALUE],
    ['no meta at all', F32, undefined, {}, '22.175'],
    ['an integer signal’s whole number without its decimals', 400, setpoint, {}, '400 rpm'],
    ['an int16 below zero', -12, { dataType: 'int16', decimals: 2 }, {}, '-12'],
    ['an integer signal scaled by a formula keeps its places', 40.5, setpoint, {}, '40.50 rpm'],
    ['the widget’s decimals over an integer signal', 400, setpoint, { decimals: 1 }, '400.0 rpm'],
    ['a float signal’s whole number keeps its places', 22, temperature, {}, '22.00°C'],
  ])('%s', (_name, value, meta, options, text) => {
    expect(formatValue(value, meta, options)).toBe(text)
  })

  it('matches state-map values numerically or as trimmed text', () => {
    expect(stateText('1.0', pump.mappings)).toBe('Running')
    expect(stateText(' 2 ', mode.mappings)).toBe('Manual')
    expect(stateText('x', [{ value: ' x ', text: 'X' }])).toBe('X')
    expect(stateText(5, pump.mappings)).toBeUndefined()
  })
})
