// Electrical: disconnectors, breakers, transformers, lamps, fuses and push buttons; the `body` filled
// by state (closed, energised, lit).
import type { Art } from '../catalogue.ts'

export default {
  switch: `<svg viewBox="0 0 60 100"><path d="M30 0 V30 M30 70 V100 M30 70 L12 34"/><g id="body"><circle cx="30" cy="30" r="5"/><circle cx="30" cy="70" r="5"/></g></svg>`,
  breaker: `<svg viewBox="0 0 60 100"><path d="M30 0 V22 M30 78 V100"/><g id="body"><rect x="14" y="22" width="32" height="56"/></g><path d="M22 42 L38 58 M38 42 L22 58"/></svg>`,
  transformer: `<svg viewBox="0 0 70 110"><path d="M35 0 V14 M35 96 V110"/><g id="body"><circle cx="35" cy="38" r="24"/><circle cx="35" cy="72" r="24" fill-opacity="0.6"/></g></svg>`,
  lamp: `<svg viewBox="0 0 60 60"><g id="body"><circle cx="30" cy="30" r="22"/></g><path d="M14 14 L46 46 M46 14 L14 46"/></svg>`,
  fuse: `<svg viewBox="0 0 40 100"><path d="M20 0 V100"/><g id="body"><rect x="8" y="22" width="24" height="56" fill-opacity="0.8"/></g><path d="M20 22 V78"/></svg>`,
  'push-button': `<svg viewBox="0 0 60 60"><rect x="6" y="6" width="48" height="48" rx="4" fill="#ffffff"/><g id="body"><circle cx="30" cy="30" r="16"/></g></svg>`,
} satisfies Art
