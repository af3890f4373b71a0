// Tanks and vessels: an outline over a `level` rect that fills from its bottom to the level (grey-blue,
// amber past a limit), and a `value` text with the level.
import type { Art } from '../catalogue.ts'

const V = (x: number, y: number) =>
  `<text id="value" x="${x}" y="${y}" font-size="13" text-anchor="middle" stroke="none" fill="#333333">--</text>`

export default {
  'tank-vertical': `<svg viewBox="0 0 80 140"><path d="M4 22 Q40 -4 76 22 V134 H4 Z" fill="#f2f2f2"/><rect id="level" x="4" y="22" width="72" height="112"/><path d="M4 22 Q40 -4 76 22 V134 H4 Z"/>${V(40, 82)}</svg>`,
  'tank-horizontal': `<svg viewBox="0 0 150 80"><rect x="4" y="4" width="142" height="66" rx="30" fill="#f2f2f2"/><rect id="level" x="20" y="4" width="110" height="66"/><rect x="4" y="4" width="142" height="66" rx="30"/><path d="M30 70 V78 M120 70 V78"/>${V(75, 42)}</svg>`,
  'tank-open': `<svg viewBox="0 0 120 90"><rect x="4" y="4" width="112" height="82" fill="#f2f2f2" stroke="none"/><rect id="level" x="4" y="10" width="112" height="76"/><path d="M4 2 V86 H116 V2"/>${V(60, 52)}</svg>`,
  'tank-cone': `<svg viewBox="0 0 80 140"><path d="M4 6 H76 V96 L46 130 H34 L4 96 Z" fill="#f2f2f2"/><rect id="level" x="4" y="6" width="72" height="90"/><path d="M4 6 H76 V96 L46 130 H34 L4 96 Z"/><path d="M40 130 V140"/>${V(40, 56)}</svg>`,
  silo: `<svg viewBox="0 0 80 150"><path d="M4 20 L40 4 L76 20 V100 L48 136 H32 L4 100 Z" fill="#f2f2f2"/><rect id="level" x="4" y="20" width="72" height="80"/><path d="M4 20 L40 4 L76 20 V100 L48 136 H32 L4 100 Z M32 136 V146 H48 V136"/>${V(40, 66)}</svg>`,
  'vessel-pressure': `<svg viewBox="0 0 70 140"><rect x="4" y="4" width="62" height="128" rx="30" fill="#f2f2f2"/><rect id="level" x="4" y="30" width="62" height="76"/><rect x="4" y="4" width="62" height="128" rx="30"/><path d="M14 126 L8 138 M56 126 L62 138"/>${V(35, 72)}</svg>`,
  column: `<svg viewBox="0 0 50 170"><rect x="5" y="4" width="40" height="162" rx="20" fill="#f2f2f2"/><rect id="level" x="5" y="24" width="40" height="122"/><rect x="5" y="4" width="40" height="162" rx="20"/><path d="M5 44 H45 M5 64 H45 M5 84 H45 M5 104 H45 M5 124 H45" stroke-dasharray="4 3"/>${V(25, 90)}</svg>`,
  reactor: `<svg viewBox="0 0 100 130"><path d="M10 30 H90 V100 Q50 130 10 100 Z" fill="#f2f2f2"/><rect id="level" x="10" y="30" width="80" height="80"/><path d="M10 30 H90 V100 Q50 130 10 100 Z M4 40 V96 M96 40 V96"/><rect x="40" y="4" width="20" height="16"/><path d="M50 20 V90"/><g id="rotor"><path d="M36 90 H64 M50 84 V96"/></g>${V(50, 62)}</svg>`,
  drum: `<svg viewBox="0 0 110 70"><rect x="4" y="4" width="102" height="56" rx="26" fill="#f2f2f2"/><rect id="level" x="16" y="4" width="78" height="56"/><rect x="4" y="4" width="102" height="56" rx="26"/><path d="M24 60 L20 68 H34 L30 60 M80 60 L76 68 H90 L86 60"/>${V(55, 37)}</svg>`,
} satisfies Art
