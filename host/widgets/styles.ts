// The keyframes of the host-applied effects (blinking, rotation) and the widget frame. Each frame
// contains its layout and paint, so a changed value repaints its own widget only; a widget with a rotate
// rule keeps its paint unclipped so its spinning corners stay visible. The body is not positioned: the
// frame is already the containing block of what a view places, and every positioned box is one more
// layer for the browser to walk when it paints. A run (WidgetLayer's `runs`) spans the page and lets
// clicks through to what is under it, except on its widgets. In a run each widget starts with an
// invisible glyph half outside its box: Chromium (where LCD text is preferred) will not put text drawn
// on an opaque box into one compositor layer with other text, so a page mixing filled and transparent
// text widgets split into a layer per widget (1008 layers instead of 48 on the bench page, compositor
// work 137 -> 50 ms/s); with the glyph no widget's text counts as on an opaque box.
export const WIDGET_CSS = `
@keyframes lf-blink { 0%, 49.9% { opacity: 1 } 50%, 100% { opacity: 0 } }
@keyframes lf-spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }
.lf-widget { position: absolute; box-sizing: border-box; contain: strict; }
.lf-widget-spins { contain: layout style; }
.lf-widget-body { width: 100%; height: 100%; }
.lf-widget-run { position: absolute; inset: 0; will-change: transform; pointer-events: none; }
.lf-widget-run > .lf-widget { pointer-events: auto; }
.lf-widget-run .lf-widget::before {
  content: '.' / ''; float: left; width: 0; height: 0; margin-left: -2px; color: transparent;
}
`
