// The keyframes of the host-applied effects: blinking (visibility) and rotation.
export const WIDGET_CSS = `
@keyframes lf-blink { 0%, 49.9% { opacity: 1 } 50%, 100% { opacity: 0 } }
@keyframes lf-spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }
.lf-widget { position: absolute; box-sizing: border-box; }
.lf-widget-body { width: 100%; height: 100%; position: relative; }
`
