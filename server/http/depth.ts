// Nesting depth of a parsed body, measured without recursion so a 10,000-level body cannot
// exhaust the stack; stops as soon as the limit is passed.
export const MAX_BODY_DEPTH = 32

export function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue
    if (depth >= limit) return true
    for (const child of Object.values(node)) stack.push([child, depth + 1])
  }
  return false
}
