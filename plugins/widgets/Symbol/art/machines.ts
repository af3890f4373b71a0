// Motors, fans, compressors and turbines: the `body` filled by state; fan blades turn while running.
import type { Art } from '../catalogue.ts'

const M = (x: number, y: number, size = 20) =>
  `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" stroke="none" fill="#4d4d4d">M</text>`

export default {
  motor: `<svg viewBox="0 0 100 70"><path d="M78 35 H98 M20 60 L14 68 H74 L68 60"/><g id="body"><rect x="8" y="8" width="70" height="52" rx="6"/></g><path d="M20 8 V60 M66 8 V60"/>${M(43, 42)}</svg>`,
  'motor-gear': `<svg viewBox="0 0 120 70"><path d="M20 62 L14 68 H110 L104 62"/><g id="body"><rect x="4" y="10" width="60" height="50" rx="6"/><rect x="64" y="16" width="40" height="40"/></g><path d="M104 36 H118"/>${M(34, 42)}<circle cx="84" cy="36" r="10"/></svg>`,
  fan: `<svg viewBox="0 0 80 80"><g id="body"><circle cx="40" cy="40" r="34"/></g><g id="rotor"><path d="M40 40 Q34 18 40 10 Q50 24 40 40 Q62 34 70 40 Q56 50 40 40 Q46 62 40 70 Q30 56 40 40 Q18 46 10 40 Q24 30 40 40 Z" fill="#ffffff"/></g><circle cx="40" cy="40" r="4" fill="#4d4d4d"/></svg>`,
  'fan-axial': `<svg viewBox="0 0 80 60"><path d="M0 30 H8 M72 30 H80"/><g id="body"><rect x="8" y="6" width="64" height="48"/></g><g id="rotor"><ellipse cx="40" cy="20" rx="4" ry="10" fill="#ffffff"/><ellipse cx="40" cy="40" rx="4" ry="10" fill="#ffffff"/></g></svg>`,
  blower: `<svg viewBox="0 0 80 80"><path d="M24 62 L14 76 H66 L56 62"/><g id="body"><rect x="40" y="16" width="32" height="12"/><circle cx="40" cy="44" r="24"/></g><g id="rotor"><path d="M40 44 L40 28 M40 44 L54 50 M40 44 L26 50" /></g><circle cx="40" cy="44" r="6" fill="#ffffff"/></svg>`,
  compressor: `<svg viewBox="0 0 80 80"><path d="M0 40 H8 M72 40 H80"/><g id="body"><circle cx="40" cy="40" r="32"/></g><path d="M16 18 L64 28 M16 62 L64 52"/></svg>`,
  'compressor-recip': `<svg viewBox="0 0 90 80"><path d="M0 20 H20 M70 20 H90 M20 72 L14 78 H76 L70 72"/><g id="body"><rect x="20" y="6" width="50" height="28"/><rect x="10" y="34" width="70" height="38" rx="4"/></g><path d="M45 20 V54"/><circle cx="45" cy="54" r="10"/></svg>`,
  turbine: `<svg viewBox="0 0 90 70"><path d="M0 22 H10 M80 48 H90"/><g id="body"><path d="M10 14 L80 4 V66 L10 56 Z"/></g><path d="M26 18 V52 M42 14 V56 M58 10 V60"/></svg>`,
  generator: `<svg viewBox="0 0 80 80"><path d="M0 40 H8"/><g id="body"><circle cx="44" cy="40" r="32"/></g><text x="44" y="48" font-size="22" text-anchor="middle" stroke="none" fill="#4d4d4d">G</text><path d="M30 58 Q37 50 44 58 T58 58"/></svg>`,
} satisfies Art
