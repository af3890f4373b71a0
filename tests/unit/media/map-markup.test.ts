// @vitest-environment jsdom
// The maps' markers and popups (issue 28): built as DOM nodes, so a device name, a signal label or a value
// holding markup is shown as text and creates no element or attribute (they were HTML strings before).
import { describe, expect, it } from 'vitest'
import { deviceMarker } from '../../../plugins/maps/devices.ts'
import { markerElement, popupElement } from '../../../plugins/maps/markers.ts'
import type { MonitoredDevice } from '../../../schemas/entities/equipment.ts'

const NAME = '"><img src=x data-xss=1 onerror=alert(1)>'
const device = { id: 'd1', name: NAME, lng: 116.4, lat: 39.9, state: 'online', alarming: false }

describe('map markup', () => {
  const m = deviceMarker(device as unknown as MonitoredDevice, [{ label: '<svg data-xss=1>', text: '1 & 2' }])

  it('the marker shows the name and first value as text', () => {
    const marker = markerElement(m, { title: true, signal: true, dark: false })
    expect(marker.textContent).toBe(`${NAME} · 1 & 2`)
    expect(marker.querySelectorAll('img, svg, [data-xss], [onerror]')).toHaveLength(0)
    expect(marker.querySelectorAll('*')).toHaveLength(2)
  })

  it('the popup shows the name, labels and values as text, with its state and link', () => {
    const popup = popupElement(m, 'en')
    expect(popup.textContent).toContain(NAME)
    expect(popup.textContent).toContain('<svg data-xss=1>1 & 2')
    expect(popup.textContent).toContain('Online')
    expect(popup.querySelectorAll('img, svg, [data-xss], [onerror]')).toHaveLength(0)
    expect(popup.querySelector('a')?.getAttribute('href')).toBe('/monitor/eg/detail/list/d1/0')
  })
})
