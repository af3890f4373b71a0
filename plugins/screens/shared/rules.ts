// core/validation checks as antd form rules, with their messages in the current language.
import type { FormRule } from 'antd'
import { reasonMessage, type Translate } from '../../../core/i18n/messages.ts'
import type { Check } from '../../../core/validation/index.ts'
import { validatorOf } from '../../../schemas/validate.ts'

/** An antd rule running `check` on non-empty values (emptiness is `required`'s business). */
export const ruleOf =
  (check: Check, t: Translate): FormRule =>
  () => ({
    validator: async (_, value) => {
      if (value === undefined || value === null || value === '') return
      const reason = check(value)
      if (reason) throw new Error(reasonMessage(reason, t))
    },
  })

export const requiredRule = (t: Translate): FormRule => ({
  required: true,
  whitespace: true,
  message: t('validation.required'),
})

/** At least one chosen in a multiple select: `requiredRule`'s whitespace check refuses any list. */
export const requiredListRule = (t: Translate): FormRule => ({
  required: true,
  type: 'array',
  min: 1,
  message: t('validation.required'),
})

/** An antd rule taking a non-empty value only when the API's own schema of the field does. */
export const schemaRule =
  (schema: object, message: string): FormRule =>
  () => ({
    validator: async (_, value) => {
      if (value === undefined || value === null || value === '') return
      if (!validatorOf(schema)(value)) throw new Error(message)
    },
  })
