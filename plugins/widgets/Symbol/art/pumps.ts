// Pumps, drawn for this project in the high-performance style: outlines in the widget's grey, the
// `body` filled by state, impellers (`rotor`) that turn while running.
import type { Art } from '../catalogue.ts'

export default {
  'pump-centrifugal': `<svg viewBox="0 0 80 80"><path d="M24 62 L14 76 H66 L56 62"/><g id="body"><rect x="40" y="16" width="32" height="12"/><circle cx="40" cy="44" r="24"/></g><g id="rotor"><path d="M40 30 V58 M26 44 H54"/></g></svg>`,
  'pump-inline': `<svg viewBox="0 0 80 80"><path d="M0 40 H14 M66 40 H80"/><g id="body"><circle cx="40" cy="40" r="26"/></g><g id="rotor"><path d="M40 24 L54 40 L40 56 L26 40 Z"/></g></svg>`,
  'pump-gear': `<svg viewBox="0 0 80 80"><path d="M0 40 H12 M68 40 H80"/><g id="body"><rect x="12" y="14" width="56" height="52" rx="20"/></g><g id="rotor"><circle cx="40" cy="29" r="10"/><circle cx="40" cy="51" r="10"/><path d="M40 19 V39 M30 29 H50 M40 41 V61 M30 51 H50"/></g></svg>`,
  'pump-screw': `<svg viewBox="0 0 120 60"><path d="M0 30 H10 M110 30 H120 M30 48 L22 58 H98 L90 48"/><g id="body"><rect x="10" y="12" width="100" height="36" rx="6"/></g><path d="M22 30 C30 16 38 44 46 30 S62 16 70 30 S86 44 98 30"/></svg>`,
  'pump-diaphragm': `<svg viewBox="0 0 80 80"><path d="M0 56 H16 M64 56 H80 M22 70 L16 78 H64 L58 70"/><g id="body"><path d="M16 40 H64 V70 H16 Z"/><path d="M16 40 Q40 10 64 40 Z"/></g><path d="M40 26 V4 M30 4 H50"/></svg>`,
  'pump-vacuum': `<svg viewBox="0 0 80 80"><path d="M0 40 H14 M66 40 H80"/><g id="body"><circle cx="40" cy="40" r="26"/></g><circle cx="40" cy="40" r="18"/><g id="rotor"><path d="M40 22 V58 M22 40 H58 M27 27 L53 53 M53 27 L27 53"/></g></svg>`,
  'pump-submersible': `<svg viewBox="0 0 60 100"><path d="M30 0 V14"/><g id="body"><rect x="14" y="14" width="32" height="40" rx="4"/><circle cx="30" cy="70" r="16"/></g><g id="rotor"><path d="M30 58 V82 M18 70 H42"/></g><path d="M4 94 H56" stroke-dasharray="4 4"/></svg>`,
  'pump-metering': `<svg viewBox="0 0 80 80"><path d="M0 44 H16 M64 44 H80 M24 66 L16 76 H64 L56 66"/><g id="body"><circle cx="40" cy="44" r="24"/></g><path d="M26 44 H54 M40 30 V58 M48 34 L32 54"/><path d="M40 20 V4 M32 4 H48"/></svg>`,
} satisfies Art
