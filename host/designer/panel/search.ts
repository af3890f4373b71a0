// The property panel's search (as Grafana's panel editor has one): the query reaches every row through
// a context, a row that does not match it is marked, and the panel's CSS hides marked rows, then groups
// and sections left without a shown row. A section whose title matches keeps all its rows.
import { createContext, useContext } from 'react'

export const PanelSearch = createContext('')

/** Words of the query, each to be found in the label (case-insensitive). */
export const matches = (label: string, query: string): boolean => {
  const text = label.toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word))
}

/** Whether a row labelled `label` is shown under the panel's current query. */
export function useRowShown(label: string): boolean {
  const query = useContext(PanelSearch)
  return !query.trim() || matches(label, query)
}

/** A row a search shows: matching or in a matching group or section (`.lf-hit`), and not inside a
 * field its visibility rule hides (`.lf-off`). */
const HIT = '.lf-row:not(.lf-row-miss):not(.lf-off .lf-row), .lf-hit .lf-row:not(.lf-off .lf-row)'
/**
 * Hides what a search leaves out: `.lf-searching` is the panel while a query is typed, `.lf-section` each
 * section, `.lf-hit` a section or group whose title matches (all its rows stay).
 */
export const SEARCH_CSS = `
.lf-searching .lf-row-miss:not(.lf-hit .lf-row-miss) { display: none }
.lf-searching .lf-section fieldset:not(.lf-hit):not(.lf-hit fieldset):not(:has(${HIT})) { display: none }
.lf-searching .lf-array-item:not(.lf-hit .lf-array-item):not(:has(${HIT})) { display: none }
.lf-searching .lf-section:not(.lf-hit):not(:has(${HIT})) { display: none }
.lf-no-match { display: none }
.lf-searching:not(:has(.lf-hit)):not(:has(${HIT})) .lf-no-match { display: block }
`
