// An enterprise's own symbols (`symbol/*`, issue 30; the spec names no call for them, so the paths are
// chosen here): any designer of the enterprise uploads an SVG (multipart `file`), marks its parts, lists,
// and deletes; a page's widget reads one (`symbol/get`, a widget path) to draw it. Another enterprise's
// symbol is 90003 everywhere.
import { SYMBOL_LIMITS } from '../../schemas/api/symbol.ts'
import { deleteSymbol, querySymbols, symbolOf, updateSymbol, uploadSymbol } from '../assets/symbols.ts'
import { endpoint } from './endpoint.ts'

export const symbolRoutes = [
  endpoint('symbol/upload', {
    summary:
      'upload an svg as a symbol (≤ 100 KB, inert, cleaned to drawing elements); 10006 empty, 10007 not an inert svg, 10008 size, 90004 quota',
    auth: 'user',
    fileLimit: SYMBOL_LIMITS.bytes,
    handler: ({ body, caller, s, now }) => uploadSymbol(s, caller, body, now),
  }),

  endpoint('symbol/query', {
    summary: "the enterprise's own symbols, newest first, each with its cleaned svg and marked parts",
    auth: 'user',
    handler: ({ caller, s }) => querySymbols(s.db, caller),
  }),

  endpoint('symbol/get', {
    summary: 'one symbol of the enterprise, to draw it (90003 for another enterprise’s)',
    auth: 'user',
    idFields: { id: 'symbol' },
    handler: ({ body, caller, s }) => symbolOf(s.db, caller, body.id),
  }),

  endpoint('symbol/update', {
    summary: "a symbol's name and marked parts (10001 for an id its svg does not have)",
    auth: 'user',
    idFields: { id: 'symbol' },
    handler: ({ body, caller, s, now }) => updateSymbol(s, caller, body, now),
  }),

  endpoint('symbol/delete', {
    summary: 'delete a symbol of the enterprise (pages that show it show an empty box)',
    auth: 'user',
    idFields: { id: 'symbol' },
    handler: ({ body, caller, s, now }) => deleteSymbol(s, caller, body.id, now),
  }),
]
