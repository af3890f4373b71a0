// Heat transfer: exchangers, coolers, heaters and boilers; the `body` filled by state (in service or
// not), an air cooler's and a cooling tower's fan turning while running.
import type { Art } from '../catalogue.ts'

export default {
  'hx-shell-tube': `<svg viewBox="0 0 150 60"><path d="M30 0 V8 M120 52 V60 M0 30 H10 M140 30 H150"/><g id="body"><rect x="10" y="8" width="130" height="44" rx="20"/></g><path d="M22 22 H128 M22 30 H128 M22 38 H128"/></svg>`,
  'hx-plate': `<svg viewBox="0 0 70 100"><path d="M0 20 H10 M60 20 H70 M0 80 H10 M60 80 H70"/><g id="body"><rect x="10" y="6" width="50" height="88"/></g><path d="M20 6 V94 M30 6 V94 M40 6 V94 M50 6 V94"/></svg>`,
  'air-cooler': `<svg viewBox="0 0 120 70"><g id="body"><rect x="4" y="4" width="112" height="24"/></g><path d="M4 16 H116 M16 28 L30 44 M104 28 L90 44 M30 44 H90 V56 H30 Z"/><g id="rotor"><path d="M40 50 H80"/></g><path d="M60 56 V68"/></svg>`,
  heater: `<svg viewBox="0 0 100 60"><path d="M0 30 H10 M90 30 H100"/><g id="body"><rect x="10" y="10" width="80" height="40" rx="4"/></g><path d="M18 30 L26 18 L34 42 L42 18 L50 42 L58 18 L66 42 L74 18 L82 30"/></svg>`,
  boiler: `<svg viewBox="0 0 90 110"><path d="M45 0 V10 M0 90 H10"/><g id="body"><rect x="10" y="10" width="70" height="94" rx="8"/></g><path d="M10 64 H80"/><path d="M28 94 Q22 84 30 76 Q32 84 38 80 Q36 70 45 64 Q56 74 52 84 Q58 82 60 76 Q68 86 62 94 Z"/></svg>`,
  'cooling-tower': `<svg viewBox="0 0 100 110"><path d="M0 80 H16 M84 96 H100"/><g id="body"><path d="M22 20 Q36 62 14 106 H86 Q64 62 78 20 Z"/></g><rect x="26" y="10" width="48" height="10"/><g id="rotor"><path d="M30 14 H70"/></g><path d="M30 60 H70" stroke-dasharray="4 4"/></svg>`,
} satisfies Art
