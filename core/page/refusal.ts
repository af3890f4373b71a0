// Commands refuse with a reason instead of throwing: the designer shows the i18n message and moves on.

export type RefusalCode =
  | 'notFound'
  | 'tooManyWidgets'
  | 'tooManyOfType'
  | 'groupNeedsTwo'
  | 'alignNeedsTwo'
  | 'distributeNeedsThree'
  | 'notSiblings'
  | 'notGroup'
  | 'groupTooSmall'
  | 'groupEdgeDrift'
  | 'invalidSize'
  | 'passwordChars'
  | 'clipboardEmpty'
  | 'emptyName'

export interface Refusal {
  code: RefusalCode
  /** i18n key of the message, `designer.refused.<code>`; `params` fill its placeholders. */
  key: string
  params?: Record<string, string | number>
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal }

export function refusal(code: RefusalCode, params?: Refusal['params']): Refusal {
  return params
    ? { code, key: `designer.refused.${code}`, params }
    : { code, key: `designer.refused.${code}` }
}

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value })
export const refused = <T>(code: RefusalCode, params?: Refusal['params']): Outcome<T> => ({
  ok: false,
  refusal: refusal(code, params),
})
