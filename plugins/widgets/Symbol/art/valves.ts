// Valves: two triangles tip to tip (the `body`, dark when open, light when closed), with the stem,
// actuator or mark of their kind.
import type { Art } from '../catalogue.ts'

const bowtie = (y: number) =>
  `<g id="body"><path d="M8 ${y - 16} L40 ${y} L8 ${y + 16} Z"/><path d="M72 ${y - 16} L40 ${y} L72 ${y + 16} Z"/></g>`
const ends = (y: number) => `<path d="M0 ${y} H8 M72 ${y} H80"/>`

export default {
  'valve-gate': `<svg viewBox="0 0 80 50">${ends(30)}${bowtie(30)}<path d="M40 30 V6 M30 6 H50"/></svg>`,
  'valve-globe': `<svg viewBox="0 0 80 50">${ends(30)}${bowtie(30)}<circle cx="40" cy="30" r="6"/><path d="M40 24 V6 M30 6 H50"/></svg>`,
  'valve-ball': `<svg viewBox="0 0 80 50">${ends(30)}${bowtie(30)}<circle cx="40" cy="30" r="9"/><path d="M40 21 V6 M40 6 H58"/></svg>`,
  'valve-butterfly': `<svg viewBox="0 0 80 50">${ends(30)}<g id="body"><rect x="8" y="12" width="64" height="36"/></g><ellipse cx="40" cy="30" rx="5" ry="16"/><path d="M40 14 V2 M32 2 H48"/></svg>`,
  'valve-check': `<svg viewBox="0 0 80 50">${ends(30)}${bowtie(30)}<path d="M14 8 L62 8 M52 2 L62 8 L52 14"/></svg>`,
  'valve-control': `<svg viewBox="0 0 80 90">${ends(70)}${bowtie(70)}<path d="M40 70 V30 M14 30 Q40 0 66 30 Z"/></svg>`,
  'valve-solenoid': `<svg viewBox="0 0 80 90">${ends(70)}${bowtie(70)}<path d="M40 70 V42"/><rect x="24" y="10" width="32" height="32"/><path d="M24 34 L56 18"/></svg>`,
  'valve-motor': `<svg viewBox="0 0 80 90">${ends(70)}${bowtie(70)}<path d="M40 70 V42"/><circle cx="40" cy="26" r="16"/><text x="40" y="31" font-size="15" text-anchor="middle" stroke="none" fill="#4d4d4d">M</text></svg>`,
  'valve-three-way': `<svg viewBox="0 0 80 80"><path d="M0 30 H8 M72 30 H80 M40 72 V80"/><g id="body"><path d="M8 14 L40 30 L8 46 Z"/><path d="M72 14 L40 30 L72 46 Z"/><path d="M24 72 L40 30 L56 72 Z"/></g><path d="M40 30 V6 M30 6 H50"/></svg>`,
  'valve-relief': `<svg viewBox="0 0 70 80"><path d="M30 80 V72 M62 48 H70"/><g id="body"><path d="M14 72 L30 48 L46 72 Z"/><path d="M62 32 L30 48 L62 64 Z"/></g><path d="M30 48 V30 L22 26 L38 20 L22 14 L38 8 L30 4"/></svg>`,
  'valve-needle': `<svg viewBox="0 0 80 50">${ends(30)}${bowtie(30)}<path d="M40 30 L34 18 H46 Z M40 18 V6 M30 6 H50"/></svg>`,
  'valve-angle': `<svg viewBox="0 0 70 70"><path d="M0 44 H8 M44 62 V70"/><g id="body"><path d="M8 28 L44 44 L8 60 Z"/><path d="M28 62 L44 44 L60 62 Z"/></g><path d="M44 44 V8 M34 8 H54"/></svg>`,
} satisfies Art
