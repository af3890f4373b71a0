// @vitest-environment jsdom
// Menu items by region (designer spec §6, issue 16): through the real host at runtime, a nav bar or menu
// item naming a region shows only to users of that region, at both levels; a user without a region and
// items without one are unrestricted; the designer shows every item.

import { afterEach, describe, expect, it } from 'vitest'
import { createLiveStore } from '../../../core/binding/index.ts'
import { createKernel, createWidget } from '../../../core/kernel/index.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins, builtinWidgets } from '../../../plugins/widgets/index.ts'
import { cleanup, fireEvent, render } from '../render.tsx'

interface Entry {
  id: string
  label: string
  authRegion: string
  children?: Entry[]
}

/** The widget's items: the first for the east plant, the second open to all with a child for the west. */
function navOf(type: string) {
  const plugin = builtinWidgets.find((w) => w.type === type)
  if (!plugin) throw new Error(type)
  const widget = createWidget(plugin, { id: type, x: 0, y: 0, lang: 'en' })
  const items = (widget.data as unknown as { dataArray: Entry[] }).dataArray
  Object.assign(items[0] ?? {}, { label: 'East only', authRegion: 'East' })
  Object.assign(items[1] ?? {}, { label: 'Everyone', authRegion: '' })
  Object.assign(items[1]?.children?.[0] ?? {}, { label: 'West child', authRegion: 'West' })
  return widget
}

function shown(type: string, mode: 'runtime' | 'design', userRegions?: string): string[] {
  const kernel = createKernel()
  for (const p of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(p)
  const { container } = render(
    <WidgetHostContext.Provider
      value={{ kernel, mode, lang: 'en', live: createLiveStore(), ...(userRegions ? { userRegions } : {}) }}
    >
      <WidgetHost widget={navOf(type)} />
    </WidgetHostContext.Provider>,
  )
  // a menu folds its second level open under the active item's parent; open every level to see it all
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]'))
    fireEvent.click(button)
  // (the bar's drop-down lies over the page, outside the widget)
  return [...document.body.querySelectorAll('[data-nav-item]')].map((e) => e.textContent ?? '')
}

afterEach(cleanup)

describe.each(['NavigateNav', 'NavigateMenu'])('%s items by region', (type) => {
  it('a user of the east plant sees its item and not the west child', () => {
    const items = shown(type, 'runtime', 'East')
    expect(items.some((t) => t.includes('East only'))).toBe(true)
    expect(items.some((t) => t.includes('Everyone'))).toBe(true)
    expect(items.some((t) => t.includes('West child'))).toBe(false)
  })
  it('a user of the west plant sees the west child, not the east item', () => {
    const items = shown(type, 'runtime', 'West')
    expect(items.some((t) => t.includes('East only'))).toBe(false)
    expect(items.some((t) => t.includes('West child'))).toBe(true)
  })
  it('a user without a region, and the designer, see every item', () => {
    for (const items of [shown(type, 'runtime'), shown(type, 'design', 'West')]) {
      expect(items.some((t) => t.includes('East only'))).toBe(true)
      expect(items.some((t) => t.includes('Everyone'))).toBe(true)
    }
  })
})
