// Telling the two answers of `history/query` apart, in a module of its own: the runtime page needs this
// function but not the endpoint map's schemas (TypeBox builders), which would weigh on its route.
import type { HistoryCurve, HistoryPoint } from '../entities/live.ts'

/** Whether a `history/query` answer is a curve (asked with a width) rather than the points. */
export const isHistoryCurve = (answer: HistoryPoint[] | HistoryCurve): answer is HistoryCurve =>
  !Array.isArray(answer)
