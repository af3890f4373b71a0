// Markers of the device maps: what a device shows (state colour, name, first value) and its popup (the
// bound signals with their formatted values), built as DOM nodes: every text is a text node.
import type { Lang } from '../../core/kernel/index.ts'
import { element } from '../dom/element.ts'
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

const LABEL_LIGHT: Partial<CSSStyleDeclaration> = { background: 'rgba(255,255,255,.92)', color: '#262626' }
const LABEL_DARK: Partial<CSSStyleDeclaration> = { background: 'rgba(0,21,41,.85)', color: '#e6f4ff' }

/** The marker's icon: a dot in the state's colour and a label (name, and the first value when shown). */
export function markerElement(m: MapMarker, opts: { title: boolean; signal: boolean; dark: boolean }) {
  const first = opts.signal ? m.lines[0] : undefined
  const label = [opts.title ? m.name : '', first ? first.text : ''].filter(Boolean).join(' · ')
  const dot = element('span', {
    style: {
      width: '14px',
      height: '14px',
      borderRadius: '50%',
      border: '2px solid #fff',
      boxShadow: '0 0 3px rgba(0,0,0,.5)',
      background: STATE_COLOURS[m.state],
      flex: 'none',
    },
  })
  const labelStyle: Partial<CSSStyleDeclaration> = {
    ...(opts.dark ? LABEL_DARK : LABEL_LIGHT),
    padding: '1px 6px',
    borderRadius: '3px',
    fontSize: '12px',
    lineHeight: '18px',
    boxShadow: '0 1px 2px rgba(0,0,0,.3)',
  }
  return element(
    'div',
    {
      attrs: { 'data-testid': 'map-marker', 'data-state': m.state },
      style: {
        position: 'absolute',
        left: '-9px',
        top: '-9px',
        width: 'max-content',
        display: 'flex',
        alignItems: 'center',
        gap: '4px',
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        fontFamily: 'sans-serif',
      },
    },
    dot,
    label && element('span', { attrs: { 'data-testid': 'map-marker-label' }, style: labelStyle }, label),
  )
}

/** The popup: name, state, every bound signal with its value, and a link to the device. */
export function popupElement(m: MapMarker, lang: Lang) {
  const rows = m.lines.map((l) =>
    element(
      'tr',
      {},
      element('td', { style: { color: '#8c8c8c', paddingRight: '12px' } }, l.label),
      element('td', { style: { textAlign: 'right' } }, l.text),
    ),
  )
  const state = element(
    'span',
    { style: { color: STATE_COLOURS[m.state], fontWeight: '400' } },
    mapText(m.state, lang),
  )
  return element(
    'div',
    { attrs: { 'data-testid': 'map-popup' }, style: { minWidth: '160px' } },
    element('div', { style: { fontWeight: '600', marginBottom: '4px' } }, m.name, ' ', state),
    rows.length > 0 && element('table', { style: { width: '100%', borderCollapse: 'collapse' } }, ...rows),
    m.href &&
      element(
        'div',
        { style: { marginTop: '6px' } },
        element('a', { attrs: { href: m.href } }, mapText('detail', lang)),
      ),
  )
}
