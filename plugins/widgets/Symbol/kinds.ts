// The symbols' kinds and states: all the widget's schema needs of the library, so the library's table
// (catalogue.ts) loads with the palette or a drawn symbol, not with every runtime page.

/**
 * How a symbol reads its bound value: `run` machines (stopped / running / fault), `open` valves and
 * switches (closed / open / fault), `flow` pipes (idle / flowing / fault), `level` vessels (a level
 * between min and max, low / normal / high against the limits) and `value` instruments (the value as
 * text, low / normal / high the same way); `custom`, an enterprise's own symbol (off / on / fault as
 * `run`, with the level and text its marked parts show).
 */
export const SYMBOL_KINDS = ['run', 'open', 'flow', 'level', 'value', 'custom'] as const
export type SymbolKind = (typeof SYMBOL_KINDS)[number]

/** The states of each kind, the first the one shown without a value (in the designer). */
export const STATES_OF: Record<SymbolKind, readonly [SymbolState, SymbolState, SymbolState]> = {
  run: ['stopped', 'running', 'fault'],
  open: ['closed', 'open', 'fault'],
  flow: ['idle', 'flowing', 'fault'],
  level: ['normal', 'low', 'high'],
  value: ['normal', 'low', 'high'],
  custom: ['stopped', 'running', 'fault'],
}
export type SymbolState =
  | 'stopped'
  | 'running'
  | 'closed'
  | 'open'
  | 'idle'
  | 'flowing'
  | 'fault'
  | 'normal'
  | 'low'
  | 'high'
