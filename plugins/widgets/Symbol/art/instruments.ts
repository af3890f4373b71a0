// Instruments: an ISA bubble with its tag letters beside a `value` box showing the measured value (the
// box's `body` grey, amber past a limit); gauges, thermometers, analysers; level and pressure switches.
import type { Art } from '../catalogue.ts'

const bubble = (tag: string) =>
  `<circle cx="22" cy="30" r="18" fill="#ffffff"/><path d="M4 30 H40"/><text x="22" y="25" font-size="11" text-anchor="middle" stroke="none" fill="#333333">${tag}</text>`
const box = (x: number, y: number, w: number) =>
  `<g id="body"><rect x="${x}" y="${y}" width="${w}" height="22" rx="2"/></g><text id="value" x="${x + w / 2}" y="${y + 16}" font-size="13" text-anchor="middle" stroke="none" fill="#222222">--</text>`

export default {
  'transmitter-pressure': `<svg viewBox="0 0 90 60">${bubble('PT')}${box(42, 19, 46)}</svg>`,
  'transmitter-temperature': `<svg viewBox="0 0 90 60">${bubble('TT')}${box(42, 19, 46)}</svg>`,
  'transmitter-level': `<svg viewBox="0 0 90 60">${bubble('LT')}${box(42, 19, 46)}</svg>`,
  'transmitter-flow': `<svg viewBox="0 0 90 60">${bubble('FT')}${box(42, 19, 46)}</svg>`,
  flowmeter: `<svg viewBox="0 0 100 60"><path d="M0 20 H20 M80 20 H100"/><rect x="20" y="6" width="60" height="28" fill="#ffffff"/><circle cx="50" cy="20" r="9"/><text x="50" y="24" font-size="10" text-anchor="middle" stroke="none" fill="#333333">M</text>${box(20, 36, 60)}</svg>`,
  'gauge-pressure': `<svg viewBox="0 0 70 90"><circle cx="35" cy="32" r="28" fill="#ffffff"/><path d="M16 46 A22 22 0 1 1 54 46 M35 32 L48 20 M35 60 V66"/>${box(8, 66, 54)}</svg>`,
  thermometer: `<svg viewBox="0 0 40 110"><path d="M14 8 A6 6 0 0 1 26 8 V66 A12 12 0 1 1 14 66 Z" fill="#ffffff"/><path d="M20 20 V70 M26 20 H30 M26 32 H30 M26 44 H30 M26 56 H30"/>${box(0, 86, 40)}</svg>`,
  analyzer: `<svg viewBox="0 0 90 70"><rect x="4" y="4" width="82" height="36" rx="2" fill="#ffffff"/><text x="45" y="27" font-size="14" text-anchor="middle" stroke="none" fill="#333333">AT</text>${box(4, 44, 82)}</svg>`,
  'level-switch': `<svg viewBox="0 0 70 70"><circle cx="35" cy="28" r="22" fill="#ffffff"/><path d="M13 28 H57"/><text x="35" y="23" font-size="11" text-anchor="middle" stroke="none" fill="#333333">LS</text><path d="M35 50 V58"/><g id="body"><rect x="22" y="58" width="26" height="10" rx="5"/></g></svg>`,
  'pressure-switch': `<svg viewBox="0 0 70 70"><circle cx="35" cy="28" r="22" fill="#ffffff"/><path d="M13 28 H57"/><text x="35" y="23" font-size="11" text-anchor="middle" stroke="none" fill="#333333">PS</text><path d="M35 50 V58"/><g id="body"><rect x="22" y="58" width="26" height="10"/></g></svg>`,
} satisfies Art
