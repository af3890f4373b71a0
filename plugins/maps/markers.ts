// Markers of the device maps: what a device shows (state colour, name, first value) and its popup (the
// bound signals with their formatted values). Plain HTML strings, every text escaped.
import type { Lang } from '../../core/kernel/index.ts'
import { mapText } from './texts.ts'

export type MarkerState = 'online' | 'offline' | 'alarm'

export interface MapMarker {
  id: string
  name: string
  lat: number
  lng: number
  state: MarkerState
  /** the device's bound signals, formatted for people */
  lines: readonly { label: string; text: string }[]
  /** a page of the platform the popup links to */
  href?: string
}

export const STATE_COLOURS: Record<MarkerState, string> = {
  online: '#52c41a',
  offline: '#8c8c8c',
  alarm: '#f5222d',
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** The marker's icon: a dot in the state's colour and a label (name, and the first value when shown). */
export function markerHtml(m: MapMarker, opts: { title: boolean; signal: boolean; dark: boolean }): string {
  const first = opts.signal ? m.lines[0] : undefined
  const label = [opts.title ? m.name : '', first ? first.text : ''].filter(Boolean).join(' · ')
  const labelCss = opts.dark
    ? 'background:rgba(0,21,41,.85);color:#e6f4ff'
    : 'background:rgba(255,255,255,.92);color:#262626'
  return (
    `<div data-testid="map-marker" data-state="${m.state}" style="position:absolute;left:-9px;top:-9px;width:max-content;display:flex;align-items:center;gap:4px;white-space:nowrap;cursor:pointer;font-family:sans-serif">` +
    `<span style="width:14px;height:14px;border-radius:50%;border:2px solid #fff;box-shadow:0 0 3px rgba(0,0,0,.5);background:${STATE_COLOURS[m.state]};flex:none"></span>` +
    (label
      ? `<span data-testid="map-marker-label" style="${labelCss};padding:1px 6px;border-radius:3px;font-size:12px;line-height:18px;box-shadow:0 1px 2px rgba(0,0,0,.3)">${escapeHtml(label)}</span>`
      : '') +
    '</div>'
  )
}

/** The popup: name, state, every bound signal with its value, and a link to the device. */
export function popupHtml(m: MapMarker, lang: Lang): string {
  const rows = m.lines
    .map(
      (l) =>
        `<tr><td style="color:#8c8c8c;padding-right:12px">${escapeHtml(l.label)}</td><td style="text-align:right">${escapeHtml(l.text)}</td></tr>`,
    )
    .join('')
  const link = m.href
    ? `<div style="margin-top:6px"><a href="${escapeHtml(m.href)}">${mapText('detail', lang)}</a></div>`
    : ''
  return (
    `<div data-testid="map-popup" style="min-width:160px"><div style="font-weight:600;margin-bottom:4px">${escapeHtml(m.name)}` +
    ` <span style="color:${STATE_COLOURS[m.state]};font-weight:400">${mapText(m.state, lang)}</span></div>` +
    (rows ? `<table style="width:100%;border-collapse:collapse">${rows}</table>` : '') +
    link +
    '</div>'
  )
}
