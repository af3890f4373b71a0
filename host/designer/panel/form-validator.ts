// The property panel's form validator on the app's own schema checker (schemas/validate.ts: TypeBox's
// compiler in the web build) instead of @rjsf/validator-ajv8, whose ajv, ajv-formats and fast-uri weighed
// about 60 KB gzip on the designer route (issue 30, "Weight": the designer ≤ 600 KB). The panel never
// submits: rjsf asks `isValid` to pick the branch of an anyOf/oneOf, `validateFormData` only on demand.
// The formats are the project's (schemas/formats.ts), as both builds of validate.ts register them.

import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils'
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js'
import type { ErrorObject } from 'ajv'
import { validatorOf } from '../../../schemas/validate.ts'

type Data = unknown
type ValidateFunction = ReturnType<typeof validatorOf>

/**
 * rjsf hands over a fresh copy of a sub-schema on most renders: compiled once per schema text, not per
 * object, so a panel's re-render compiles nothing new.
 */
const compiled = new Map<string, ValidateFunction>()
function compile(schema: RJSFSchema): ValidateFunction {
  const key = JSON.stringify(schema)
  let fn = compiled.get(key)
  if (!fn) {
    fn = validatorOf(schema)
    compiled.set(key, fn)
  }
  return fn
}

export class PanelValidator implements ValidatorType<Data, RJSFSchema> {
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: Data) {
    try {
      const fn = compile(schema)
      return { errors: (fn(formData) ? undefined : (fn.errors ?? undefined)) as Result[] | undefined }
    } catch (e) {
      return { validationError: e as Error }
    }
  }

  validateFormData(
    formData: Data,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Data, RJSFSchema>,
    transformErrors?: ErrorTransformer<Data, RJSFSchema>,
    uiSchema?: UiSchema<Data, RJSFSchema>,
  ): ValidationData<Data> {
    const raw = this.rawValidation<ErrorObject>(schema, formData)
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema)
  }

  /** A schema that does not compile (a `$ref` the panel's schemas never hold) matches nothing, as with ajv. */
  isValid(schema: RJSFSchema, formData: Data, _rootSchema: RJSFSchema) {
    try {
      return compile(schema)(formData)
    } catch {
      return false
    }
  }
}

export const panelValidator = new PanelValidator()
