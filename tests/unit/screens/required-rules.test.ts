// The forms' "required" rules as antd checks them (its validator, @rc-component/async-validator): the
// firmware upgrade and the notice audience pick lists, which `requiredRule`'s whitespace check refused
// whatever was chosen ("cannot be empty" beside a chosen gateway), so `requiredListRule` takes lists.
import Schema from '@rc-component/async-validator'
import { describe, expect, it } from 'vitest'
import { requiredListRule, requiredRule } from '../../../plugins/screens/shared/rules.ts'

const t = (key: string) => key
const errorsOf = async (rule: object, value: unknown) => {
  const schema = new Schema({ field: rule as never })
  try {
    await schema.validate({ field: value })
    return []
  } catch (e) {
    return (e as { errors: { message: string }[] }).errors.map((x) => x.message)
  }
}

describe('required rules', () => {
  it('a list rule takes a chosen list and refuses an empty or missing one', async () => {
    expect(await errorsOf(requiredListRule(t), ['100000000001'])).toEqual([])
    expect(await errorsOf(requiredListRule(t), [])).toEqual(['validation.required'])
    expect(await errorsOf(requiredListRule(t), undefined)).toEqual(['validation.required'])
  })

  it('the text rule refuses blanks, and would refuse a chosen list (why lists have their own)', async () => {
    expect(await errorsOf(requiredRule(t), 'x')).toEqual([])
    expect(await errorsOf(requiredRule(t), '  ')).toEqual(['validation.required'])
    expect(await errorsOf(requiredRule(t), ['100000000001'])).not.toEqual([])
  })
})
