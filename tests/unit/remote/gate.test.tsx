// @vitest-environment jsdom
// The gate in front of the designer and the runtime: it renders its screen once the catalogue is
// applied, also when the catalogue or a plugin fails, and tells the user what failed, in their language.

import { App } from 'antd'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../core/api/index.ts'
import { createI18n, type Lang } from '../../../core/i18n/index.ts'
import { createKernel } from '../../../core/kernel/index.ts'
import { ApiContext } from '../../../host/boot/api.tsx'
import { KernelContext } from '../../../host/boot/context.tsx'
import { ENABLED_PLUGINS_PATH } from '../../../host/remote/enabled.ts'
import { RemotePluginsGate } from '../../../host/remote/RemotePluginsGate.tsx'
import { cleanup, render, screen } from '../render.tsx'

afterEach(cleanup)

/** A client whose catalogue call answers `answer` (the only call the gate makes). */
function clientAnswering(answer: () => Promise<unknown>) {
  const post = vi.fn(answer)
  // the typed call and the plain one reach the same fake
  return { api: { post, call: post } as unknown as ApiClient, post }
}

function show(api: ApiClient, lang: Lang = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <App>
        <KernelContext.Provider value={createKernel()}>
          <ApiContext.Provider value={api}>
            <RemotePluginsGate>
              <p>designer</p>
            </RemotePluginsGate>
          </ApiContext.Provider>
        </KernelContext.Provider>
      </App>
    </I18nextProvider>,
  )
}

const missingPlugin = () =>
  clientAnswering(async () => [{ id: 'p', url: 'http://127.0.0.1:9/none.js', enabled: true, name: 'None' }])

describe('RemotePluginsGate', () => {
  it('shows its screen once the (empty) catalogue is applied', async () => {
    const { api, post } = clientAnswering(async () => [])
    show(api)
    await screen.findByText('designer')
    expect(post).toHaveBeenCalledWith(ENABLED_PLUGINS_PATH)
  })

  it('shows its screen and a warning when a plugin fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    show(missingPlugin().api)
    await screen.findByText('designer')
    await screen.findByText(/widget plugin http:\/\/127\.0\.0\.1:9\/none\.js failed at import/)
    error.mockRestore()
  })

  it('tells the failure in Chinese to a Chinese user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    show(missingPlugin().api, 'zh')
    await screen.findByText('designer')
    await screen.findByText(/组件插件 http:\/\/127\.0\.0\.1:9\/none\.js 加载失败（导入模块）/)
    error.mockRestore()
  })

  it('shows its screen and a warning when the catalogue is unavailable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = clientAnswering(async () => {
      throw new Error('offline')
    })
    show(api)
    await screen.findByText('designer')
    await screen.findByText('the widget plugin catalogue is unavailable')
    error.mockRestore()
  })

  it('tells a missing catalogue in Chinese to a Chinese user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = clientAnswering(async () => {
      throw new Error('offline')
    })
    show(api, 'zh')
    await screen.findByText('designer')
    await screen.findByText('无法读取组件插件目录')
    error.mockRestore()
  })
})
