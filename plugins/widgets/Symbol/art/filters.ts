// Filters and separators: the `body` filled by state (in service, fault for a blocked filter).
import type { Art } from '../catalogue.ts'

export default {
  filter: `<svg viewBox="0 0 70 100"><path d="M0 24 H12 M58 76 H70 M35 90 V100"/><g id="body"><rect x="12" y="8" width="46" height="82" rx="8"/></g><path d="M12 49 H58" stroke-dasharray="5 3"/></svg>`,
  'strainer-y': `<svg viewBox="0 0 90 60"><path d="M0 16 H90"/><g id="body"><path d="M24 8 H66 V24 H24 Z"/><path d="M40 24 L62 52 L72 44 L52 22 Z"/></g><path d="M46 28 L64 48" stroke-dasharray="3 3"/></svg>`,
  'filter-bag': `<svg viewBox="0 0 80 130"><path d="M0 30 H12 M40 120 V130"/><g id="body"><path d="M12 10 H68 V90 L46 120 H34 L12 90 Z"/></g><path d="M24 18 V80 Q24 90 30 90 Q36 90 36 80 V18 M44 18 V80 Q44 90 50 90 Q56 90 56 80 V18"/></svg>`,
  cyclone: `<svg viewBox="0 0 70 140"><path d="M35 0 V16 M0 30 H14 M35 126 V140"/><g id="body"><path d="M14 16 H56 V60 L40 126 H30 L14 60 Z"/></g><path d="M26 16 V44 H44 V16 M20 70 Q35 80 50 70 M24 88 Q35 96 46 88"/></svg>`,
} satisfies Art
