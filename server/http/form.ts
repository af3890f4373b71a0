// Form fields with dotted nested keys are decoded by core/api's decodeForm, the inverse of the
// client's encodeForm. Before that, every key's depth is bounded here, so a 10,000-level key is
// refused (10001) instead of being built into a 10,000-level tree.

import { decodeForm } from '../../core/api/form.ts'
import { Code } from '../../core/i18n/codes.ts'
import { fail } from './api-error.ts'

export const MAX_KEY_DEPTH = 16

/** `a.b[0].c` has 4 segments. */
const segmentCount = (key: string): number => 1 + (key.match(/[.[]/g)?.length ?? 0)

export function decodeFormBounded(pairs: Iterable<readonly [string, string]>): Record<string, unknown> {
  const list = [...pairs]
  for (const [key] of list) {
    if (segmentCount(key) > MAX_KEY_DEPTH)
      fail(Code.paramInvalid, { field: key.slice(0, 64), reason: 'depth' })
  }
  return decodeForm(list)
}
