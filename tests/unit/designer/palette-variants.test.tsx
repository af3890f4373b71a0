// @vitest-environment jsdom
// The palette's symbols come in their own chunk: when it fails to load, the symbols tab says so (in the
// user's language) with a retry that loads it again, instead of staying empty.

import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../core/api/index.ts'
import { createI18n, type Lang } from '../../../core/i18n/index.ts'
import { createKernel, type WidgetPlugin } from '../../../core/kernel/index.ts'
import { createPageEditor } from '../../../core/page/index.ts'
import { ApiContext } from '../../../host/boot/api.tsx'
import { DesignerContext, type DesignerEnv } from '../../../host/designer/context.tsx'
import { Palette } from '../../../host/designer/palette/Palette.tsx'
import { createDesigner } from '../../../host/designer/store/designer-store.ts'
import SymbolWidget from '../../../plugins/widgets/Symbol/index.ts'
import { cleanup, fireEvent, render, screen } from '../render.tsx'
import { polyfillDom } from '../shell/harness.tsx'

beforeAll(polyfillDom)
afterEach(cleanup)

const EMPTY_PAGE = {
  con: {
    title: '',
    width: 1024,
    height: 768,
    fit: false,
    bgColor: '#ffffff',
    bgImage: '',
    checkpwd: false,
    password: '',
    adaption: 'width' as const,
  },
  widgets: [],
  bind: { equips: [], signals: [], keys: [], mvars: [] },
}

/** A symbol plugin whose variant chunk fails `failures` times, then loads the real library. */
function flakySymbols(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new Error('Failed to fetch dynamically imported module')
    return (await SymbolWidget.variants?.()) ?? []
  })
  return { plugin: { ...SymbolWidget, variants: load } as WidgetPlugin, load }
}

function showPalette(plugin: WidgetPlugin, lang: Lang = 'en') {
  const kernel = createKernel()
  kernel.use({ name: 'symbols', apply: (ctx) => ctx.registerWidget(plugin) })
  const editor = createPageEditor(EMPTY_PAGE)
  const designer = createDesigner({ editor, kernel })
  const env = { designer, source: {}, save: async () => {}, pageKey: 'p' } as unknown as DesignerEnv
  // the enterprise has no symbols of its own (symbol/query answers none)
  const api = { call: async () => [] } as unknown as ApiClient
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ApiContext.Provider value={api}>
        <DesignerContext.Provider value={env}>
          <Palette />
        </DesignerContext.Provider>
      </ApiContext.Provider>
    </I18nextProvider>,
  )
}

const openSymbolsTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }))

describe('palette symbols', () => {
  it('shows an error with a retry when the symbol chunk fails, and the symbols after the retry', async () => {
    const { plugin, load } = flakySymbols(1)
    showPalette(plugin)
    openSymbolsTab('Symbols')
    await screen.findByText('The symbols failed to load')
    expect(document.querySelector('[data-variant]')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await vi.waitFor(() => expect(document.querySelector('[data-variant]')).not.toBeNull())
    expect(screen.queryByText('The symbols failed to load')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tells the failure in Chinese to a Chinese user', async () => {
    const { plugin } = flakySymbols(1)
    showPalette(plugin, 'zh')
    openSymbolsTab('工业符号')
    await screen.findByText('工业符号加载失败')
    // antd spaces a two-character Chinese button's text
    expect(screen.getByRole('button', { name: /^重\s?试$/ })).toBeTruthy()
  })
})
