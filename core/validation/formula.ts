// Formula rule (platform spec §5: max 200 characters, X with + - * / and parentheses).
// The grammar lives in core/formula; this maps its refusal reasons to validation messages.
import {
  type FormulaDialect,
  type FormulaReason,
  GATEWAY_FORMULA,
  validateFormula,
} from '../formula/index.ts'
import type { ValidationKey } from './keys.ts'
import { type Check, fail } from './reason.ts'
import { toText } from './text.ts'

const KEY_OF: Record<FormulaReason, ValidationKey> = {
  empty: 'formulaEmpty',
  tooLong: 'formulaTooLong',
  syntax: 'formulaSyntax',
  unknownVariable: 'formulaUnknownVariable',
  unknownFunction: 'formulaUnknownFunction',
  argumentCount: 'formulaArgumentCount',
  unsupported: 'formulaUnsupported',
}

/** A gateway read/write formula by default; pass core/formula's MVAR_FORMULA for memory variables. */
export const formula =
  (dialect: FormulaDialect = GATEWAY_FORMULA): Check =>
  (value) => {
    const reason = validateFormula(toText(value), dialect)
    if (!reason) return null
    return reason === 'tooLong' ? fail(KEY_OF[reason], { max: dialect.maxLength }) : fail(KEY_OF[reason])
  }
