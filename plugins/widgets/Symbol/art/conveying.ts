// Conveying and mixing: belts, screws, elevators, feeders, mixers and crushers; the `body` filled by
// state, a belt's drum, a feeder's vanes and a mixer's blades turning while running.
import type { Art } from '../catalogue.ts'

export default {
  'conveyor-belt': `<svg viewBox="0 0 160 50"><g id="body"><path d="M20 10 H140 A15 15 0 0 1 140 40 H20 A15 15 0 0 1 20 10 Z"/></g><circle cx="20" cy="25" r="10" fill="#ffffff"/><circle cx="140" cy="25" r="10" fill="#ffffff"/><g id="rotor"><path d="M12 25 H28 M20 17 V33"/></g><path d="M52 40 V48 M108 40 V48"/></svg>`,
  'conveyor-screw': `<svg viewBox="0 0 160 50"><path d="M14 0 V8 M146 42 V50"/><g id="body"><rect x="4" y="8" width="152" height="34" rx="4"/></g><path d="M14 25 H146 M24 12 L36 38 M44 12 L56 38 M64 12 L76 38 M84 12 L96 38 M104 12 L116 38 M124 12 L136 38"/></svg>`,
  'bucket-elevator': `<svg viewBox="0 0 60 150"><g id="body"><rect x="12" y="4" width="36" height="142" rx="4"/></g><path d="M22 14 V136 M38 14 V136 M22 30 H30 M22 60 H30 M22 90 H30 M22 120 H30 M38 44 H30 M38 74 H30 M38 104 H30"/><path d="M48 20 H60 M0 130 H12"/></svg>`,
  'rotary-feeder': `<svg viewBox="0 0 80 80"><path d="M24 0 V12 H56 V0 M24 80 V68 H56 V80"/><g id="body"><circle cx="40" cy="40" r="28"/></g><g id="rotor"><path d="M40 14 V66 M14 40 H66 M22 22 L58 58 M58 22 L22 58"/></g><circle cx="40" cy="40" r="5" fill="#ffffff"/></svg>`,
  mixer: `<svg viewBox="0 0 80 120"><g id="body"><rect x="22" y="4" width="36" height="28" rx="4"/></g><text x="40" y="24" font-size="16" text-anchor="middle" stroke="none" fill="#4d4d4d">M</text><path d="M40 32 V95"/><g id="rotor"><path d="M40 95 L14 86 V104 Z M40 95 L66 86 V104 Z" fill="#ffffff"/></g></svg>`,
  crusher: `<svg viewBox="0 0 90 90"><path d="M10 4 L30 30 M80 4 L60 30"/><g id="body"><rect x="14" y="30" width="62" height="48" rx="4"/></g><circle cx="34" cy="54" r="12"/><circle cx="56" cy="54" r="12"/><path d="M34 78 V88 H56 V78"/></svg>`,
} satisfies Art
