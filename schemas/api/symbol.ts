// An enterprise's own symbols (`symbol/*`, issue 30): an SVG a designer uploads (checked by content,
// active SVG refused, then cleaned through the drawing allow-list of core/validation/svg.ts) and the
// parts of it, named by element id, that a bound value drives. Data, not code: one generic widget
// (UserSymbol) draws any of them.
import Type, { type Static } from 'typebox'
import { Id, Name, Text } from './common.ts'
import { FileUpload } from './security.ts'

/**
 * What a part does with the widget's bound value: `state` takes the state's fill (off, on, fault),
 * `rotate` turns while on, `visible` shows only while the value is `value` (on when empty), `level`
 * fills up from its bottom between the widget's min and max, `text` shows the value as text.
 */
export const PART_ROLES = ['state', 'rotate', 'visible', 'level', 'text'] as const
export type UserPartRole = (typeof PART_ROLES)[number]

export const UserSymbolPart = Type.Object({
  /** the id of the element in the symbol's SVG */
  element: Text(100, 1),
  role: Type.Enum(PART_ROLES),
  /** `visible`: the value that shows the part (empty: the widget's on value) */
  value: Type.Optional(Text(64)),
})
export type UserSymbolPart = Static<typeof UserSymbolPart>

/** An SVG of at most 100 KB (as an image asset), 50 symbols and 100 marked parts each. */
export const SYMBOL_LIMITS = { bytes: 100 * 1024, perEnterprise: 50, parts: 100 } as const

/** Multipart: the SVG (`file`) and the symbol's name (the file's own name when left out). */
export const SymbolUploadBody = Type.Object({
  file: FileUpload,
  name: Type.Optional(Text(64)),
})
export type SymbolUploadBody = Static<typeof SymbolUploadBody>

export const SymbolIdBody = Type.Object({ id: Id })

/** A symbol widget's `style.symbol` for an enterprise's own symbol: this prefix and the symbol's id. */
export const USER_SYMBOL_PREFIX = 'user:'

/** A symbol's name and its marked parts, each element one of its SVG's ids (10001 otherwise). */
export const SymbolUpdateBody = Type.Object({
  id: Id,
  name: Name,
  parts: Type.Array(UserSymbolPart, { maxItems: SYMBOL_LIMITS.parts }),
})
export type SymbolUpdateBody = Static<typeof SymbolUpdateBody>

/** One symbol as the API shows it: the cleaned SVG, its element ids and the marked parts. */
export const UserSymbolView = Type.Object({
  id: Id,
  name: Type.String(),
  svg: Type.String(),
  /** the ids of the cleaned SVG's elements, in document order: what may be marked */
  ids: Type.Array(Type.String()),
  parts: Type.Array(UserSymbolPart),
  updatedAt: Type.Integer(),
})
export type UserSymbolView = Static<typeof UserSymbolView>

export const SYMBOL_ENDPOINTS = {
  'symbol/upload': { body: SymbolUploadBody, answer: UserSymbolView },
  'symbol/query': { body: Type.Object({}), answer: Type.Array(UserSymbolView) },
  'symbol/get': { body: SymbolIdBody, answer: UserSymbolView },
  'symbol/update': { body: SymbolUpdateBody, answer: UserSymbolView },
  'symbol/delete': { body: SymbolIdBody, answer: Type.Object({ id: Type.String() }) },
} as const
