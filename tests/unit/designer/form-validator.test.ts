// The property panel's form validator (host/designer/panel/form-validator.ts) answers as ajv's did where
// rjsf asks: a union's branch matched by isValid, the project's formats known, a schema that cannot be
// compiled matching nothing, and errors placed on the field they concern.
import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { panelValidator } from '../../../host/designer/panel/form-validator.ts'

describe('the panel validator', () => {
  const union: RJSFSchema = {
    anyOf: [
      { type: 'object', properties: { kind: { const: 'a' } }, required: ['kind'] },
      { type: 'object', properties: { kind: { const: 'b' } }, required: ['kind'] },
    ],
  }

  it('picks the branch of a union a value matches', () => {
    const [a, b] = union.anyOf as RJSFSchema[]
    expect(panelValidator.isValid(a as RJSFSchema, { kind: 'a' }, union)).toBe(true)
    expect(panelValidator.isValid(b as RJSFSchema, { kind: 'a' }, union)).toBe(false)
  })

  it('knows the project’s colour format', () => {
    const colour: RJSFSchema = { type: 'string', format: 'css-colour' }
    expect(panelValidator.isValid(colour, '#5B8FF9', colour)).toBe(true)
    expect(panelValidator.isValid(colour, 'not a colour', colour)).toBe(false)
  })

  it('matches nothing with a schema it cannot compile', () => {
    const broken = { $ref: '#/definitions/missing' } as RJSFSchema
    expect(panelValidator.isValid(broken, 1, broken)).toBe(false)
  })

  it('places an error on the field it concerns', () => {
    const schema: RJSFSchema = { type: 'object', properties: { size: { type: 'number', minimum: 1 } } }
    const { errors, errorSchema } = panelValidator.validateFormData({ size: 0 }, schema)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.property).toBe('.size')
    expect((errorSchema as { size?: { __errors?: string[] } }).size?.__errors).toHaveLength(1)
    expect(panelValidator.validateFormData({ size: 2 }, schema).errors).toEqual([])
  })
})
