// Evaluation of a parsed formula tree. Plain IEEE arithmetic: division by zero gives Infinity or NaN and
// callers decide what that means (calculated signals turn it into 0, write formulas refuse it).
import type { FormulaFunction, FormulaNode, SignalPlaceholder } from './ast.ts'

/** Resolves a placeholder `{equipId.signalId}` to the signal's current number. */
export type PlaceholderLookup = (ref: SignalPlaceholder) => number

const FUNCTIONS: Record<FormulaFunction, (args: number[]) => number> = {
  max: (args) => Math.max(...args),
  min: (args) => Math.min(...args),
  abs: ([x]) => Math.abs(x ?? Number.NaN),
}

/** Evaluates a tree; throws when a variable has no value or a placeholder has no lookup. */
export function evaluate(
  ast: FormulaNode,
  vars: Readonly<Record<string, number>> = {},
  lookup?: PlaceholderLookup,
): number {
  const run = (node: FormulaNode): number => {
    switch (node.kind) {
      case 'number':
        return node.value
      case 'variable': {
        const value = vars[node.name]
        if (value === undefined) throw new Error(`No value for variable ${node.name}`)
        return value
      }
      case 'signal':
        if (!lookup) throw new Error('No lookup for signal placeholders')
        return lookup({ equipId: node.equipId, signalId: node.signalId })
      case 'negate':
        return -run(node.operand)
      case 'binary': {
        const left = run(node.left)
        const right = run(node.right)
        if (node.op === '+') return left + right
        if (node.op === '-') return left - right
        if (node.op === '*') return left * right
        return left / right
      }
      case 'call':
        return FUNCTIONS[node.fn](node.args.map(run))
    }
  }
  return run(ast)
}

/** The distinct placeholders of a tree, in order of first appearance. */
export function listPlaceholders(ast: FormulaNode): SignalPlaceholder[] {
  const found = new Map<string, SignalPlaceholder>()
  const visit = (node: FormulaNode): void => {
    if (node.kind === 'signal')
      found.set(placeholderText(node), { equipId: node.equipId, signalId: node.signalId })
    else if (node.kind === 'negate') visit(node.operand)
    else if (node.kind === 'binary') {
      visit(node.left)
      visit(node.right)
    } else if (node.kind === 'call') node.args.forEach(visit)
  }
  visit(ast)
  return [...found.values()]
}

/** The source text of a placeholder, for formula editors that insert a picked signal. */
export const placeholderText = (ref: SignalPlaceholder): string => `{${ref.equipId}.${ref.signalId}}`
