// The restricted formula grammar as a tree, and the dialects that choose what a formula may contain.
// parse.ts admits exactly this grammar from jsep's parse; evaluate.ts computes it.
//
// Grammar (whitespace allowed between tokens):
//   expr        := term (('+' | '-') term)*
//   term        := unary (('*' | '/') unary)*
//   unary       := '-' unary | primary
//   primary     := number | variable | placeholder | call | '(' expr ')'
//   number      := digits ['.' digits*] | '.' digits            (decimals; no exponent, no hex)
//   variable    := one of the dialect's variable names           (gateway formulas: X)
//   placeholder := '{' id '.' id '}'   (memory variables: {equipId.signalId}; id = [A-Za-z0-9_-]+, the
//                  spec's two numeric parts widened because the platform's ids are opaque strings)
//   call        := ('max' | 'min') '(' expr (',' expr)* ')' | 'abs' '(' expr ')'   (memory variables only)

export type BinaryOp = '+' | '-' | '*' | '/'

export const FORMULA_FUNCTIONS = ['max', 'min', 'abs'] as const
export type FormulaFunction = (typeof FORMULA_FUNCTIONS)[number]

/** A signal referenced by a memory-variable formula: the two numeric parts of `{equipId.signalId}`. */
export interface SignalPlaceholder {
  equipId: string
  signalId: string
}

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string }
  | ({ kind: 'signal' } & SignalPlaceholder)
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; op: BinaryOp; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; args: FormulaNode[] }

export interface FormulaDialect {
  variables: readonly string[]
  placeholders: boolean
  functions: readonly FormulaFunction[]
  /** Longest accepted source, in characters. */
  maxLength: number
}

/** Platform spec §5: max 200 characters, X with + - * / and parentheses. */
export const FORMULA_MAX_LENGTH = 200
export const GATEWAY_FORMULA: FormulaDialect = {
  variables: ['X'],
  placeholders: false,
  functions: [],
  maxLength: FORMULA_MAX_LENGTH,
}

/** Project memory variables (designer spec §3): signals as placeholders; the spec gives no length limit. */
export const MVAR_FORMULA: FormulaDialect = {
  variables: [],
  placeholders: true,
  functions: FORMULA_FUNCTIONS,
  maxLength: Number.POSITIVE_INFINITY,
}

/** Why a formula was refused; the validation module maps these keys to messages. */
export const FORMULA_REASONS = [
  'empty',
  'tooLong',
  'syntax',
  'unknownVariable',
  'unknownFunction',
  'argumentCount',
  'unsupported',
] as const
export type FormulaReason = (typeof FORMULA_REASONS)[number]

export interface FormulaError {
  reason: FormulaReason
  message: string
  /** Character offset of the problem, when the parser knows it. */
  index?: number
}
