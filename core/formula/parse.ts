// Formula parsing. jsep (a maintained, eval-free JavaScript expression parser) does the tokenising and
// precedence; this module then admits only the grammar of ast.ts, node by node, so anything else jsep
// understands (strings, members, %, **, ternaries, exponents, …) is refused with a reason. Chosen over
// expr-eval (unmaintained, evaluates a far broader language) and mathjs (large, symbolic) because it only
// parses, and over a hand-written parser because it already does that well. No eval, no Function.
import jsep from 'jsep'
import {
  type BinaryOp,
  type FormulaDialect,
  type FormulaError,
  type FormulaFunction,
  type FormulaNode,
  type FormulaReason,
  GATEWAY_FORMULA,
} from './ast.ts'

const PLACEHOLDER_NODE = 'SignalPlaceholder'
const OPEN_BRACE = 0x7b
const PLACEHOLDER = /\{([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\}/y
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/
const BINARY_OPS: readonly string[] = ['+', '-', '*', '/'] satisfies BinaryOp[]

// jsep's configuration is global; this plugin only claims tokens starting with '{', which plain jsep
// rejects, so other users of jsep are unaffected unless they register jsep's object-literal plugin.
function gobblePlaceholder(this: jsep.HookScope, env: { node?: jsep.Expression }): void {
  if (this.code !== OPEN_BRACE) return
  PLACEHOLDER.lastIndex = this.index
  const match = PLACEHOLDER.exec(this.expr)
  if (!match) this.throwError('Malformed placeholder, expected {equipId.signalId}')
  this.index += match[0].length
  env.node = { type: PLACEHOLDER_NODE, equipId: match[1] ?? '', signalId: match[2] ?? '' }
}
jsep.plugins.register({
  name: 'lfscada-signal-placeholder',
  init: () => jsep.hooks.add('gobble-token', gobblePlaceholder),
})

export type ParseResult = { ok: true; ast: FormulaNode } | { ok: false; error: FormulaError }

class Refused extends Error {
  constructor(readonly error: FormulaError) {
    super(error.message)
  }
}

const refuse = (reason: FormulaReason, message: string, index?: number) =>
  new Refused(index === undefined ? { reason, message } : { reason, message, index })

/** Parses a formula of the given dialect (gateway read/write formulas by default). */
export function parseFormula(src: string, dialect: FormulaDialect = GATEWAY_FORMULA): ParseResult {
  try {
    if (src.trim() === '') throw refuse('empty', 'Formula is empty')
    if (src.length > dialect.maxLength) {
      throw refuse('tooLong', `Formula is longer than ${dialect.maxLength} characters`)
    }
    return { ok: true, ast: toNode(parseJs(src), dialect) }
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: e.error }
    if (e instanceof RangeError)
      return { ok: false, error: { reason: 'syntax', message: 'Formula is nested too deeply' } }
    throw e
  }
}

/** The reason a formula is refused, or null when it is valid. */
export function validateFormula(
  src: string,
  dialect: FormulaDialect = GATEWAY_FORMULA,
): FormulaReason | null {
  const result = parseFormula(src, dialect)
  return result.ok ? null : result.error.reason
}

function parseJs(src: string): jsep.Expression {
  try {
    return jsep(src)
  } catch (e) {
    const { description, index } = e as { description?: unknown; index?: unknown }
    if (typeof description !== 'string') throw e
    throw refuse('syntax', description, typeof index === 'number' ? index : undefined)
  }
}

function toNode(node: jsep.Expression, dialect: FormulaDialect): FormulaNode {
  switch (node.type) {
    case 'Literal': {
      const { value, raw } = node as jsep.Literal
      if (typeof value === 'number' && DECIMAL.test(raw)) return { kind: 'number', value }
      throw refuse('unsupported', `Only decimal numbers are allowed, not ${raw}`)
    }
    case 'Identifier': {
      const { name } = node as jsep.Identifier
      if (dialect.variables.includes(name)) return { kind: 'variable', name }
      throw refuse('unknownVariable', `Unknown variable ${name}`)
    }
    case PLACEHOLDER_NODE: {
      if (!dialect.placeholders) throw refuse('unsupported', 'Signal placeholders are not allowed here')
      return { kind: 'signal', equipId: String(node.equipId), signalId: String(node.signalId) }
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression
      if (operator !== '-') throw refuse('unsupported', `Unsupported operator ${operator}`)
      return { kind: 'negate', operand: toNode(argument, dialect) }
    }
    case 'BinaryExpression': {
      const { operator, left, right } = node as jsep.BinaryExpression
      if (!BINARY_OPS.includes(operator)) throw refuse('unsupported', `Unsupported operator ${operator}`)
      return {
        kind: 'binary',
        op: operator as BinaryOp,
        left: toNode(left, dialect),
        right: toNode(right, dialect),
      }
    }
    case 'CallExpression':
      return toCall(node as jsep.CallExpression, dialect)
    default:
      throw refuse('unsupported', `Unsupported expression (${node.type})`)
  }
}

function toCall({ callee, arguments: args }: jsep.CallExpression, dialect: FormulaDialect): FormulaNode {
  const name = callee.type === 'Identifier' ? (callee as jsep.Identifier).name : ''
  const fn = dialect.functions.find((f) => f === name) as FormulaFunction | undefined
  if (!fn) throw refuse('unknownFunction', `Unknown function ${name || callee.type}`)
  const arityOk = fn === 'abs' ? args.length === 1 : args.length >= 1
  if (!arityOk) throw refuse('argumentCount', `Wrong number of arguments for ${fn}`)
  return { kind: 'call', fn, args: args.map((a) => toNode(a, dialect)) }
}
