// Pipes and fittings: the `body` a grey pipe (red in fault), over it a `flow` line whose dashes run
// towards its end while the bound signal says the medium flows.
import type { Art } from '../catalogue.ts'
import { polylineTree } from '../polyline.ts'
import { toMarkup } from '../svg-tree.ts'

/** A polyline pipe's look in the palette (a drawn one is made from its own joints). */
const POLYLINE = [
  { x: 8, y: 8 },
  { x: 60, y: 8 },
  { x: 60, y: 52 },
  { x: 112, y: 52 },
]

export default {
  pipe: `<svg viewBox="0 0 160 20"><g id="body"><rect x="0" y="3" width="160" height="14"/></g><path id="flow" d="M0 10 H160"/></svg>`,
  'pipe-elbow': `<svg viewBox="0 0 60 60"><g id="body"><path d="M0 23 H24 A13 13 0 0 1 37 36 V60 H23 V37 H0 Z"/></g><path id="flow" d="M0 30 H30 V60"/></svg>`,
  'pipe-tee': `<svg viewBox="0 0 80 50"><g id="body"><path d="M0 3 H80 V17 H47 V50 H33 V17 H0 Z"/></g><path id="flow" d="M0 10 H80 M40 10 V50"/></svg>`,
  'pipe-cross': `<svg viewBox="0 0 60 60"><g id="body"><path d="M23 0 H37 V23 H60 V37 H37 V60 H23 V37 H0 V23 H23 Z"/></g><path id="flow" d="M0 30 H60 M30 0 V60"/></svg>`,
  'pipe-reducer': `<svg viewBox="0 0 80 40"><g id="body"><path d="M0 6 H26 L54 13 H80 V27 H54 L26 34 H0 Z"/></g><path id="flow" d="M0 20 H80"/></svg>`,
  'pipe-flange': `<svg viewBox="0 0 50 50"><g id="body"><rect x="0" y="18" width="50" height="14"/><rect x="19" y="4" width="5" height="42"/><rect x="26" y="4" width="5" height="42"/></g><path id="flow" d="M0 25 H50"/></svg>`,
  'pipe-polyline': toMarkup(polylineTree(POLYLINE)),
} satisfies Art
