// @vitest-environment jsdom
// The controls that write, through the real host at runtime: a user who may not write sees each one
// disabled with the reason; with the right they take input (the input's limit check before a write is
// in tests/browser/controls.test.ts).

import { afterEach, describe, expect, it } from 'vitest'
import { createLiveStore } from '../../../core/binding/index.ts'
import { createKernel, createWidget } from '../../../core/kernel/index.ts'
import { WidgetHost, WidgetHostContext } from '../../../host/widgets/index.ts'
import { builtinRulePlugins } from '../../../plugins/rules/index.ts'
import { builtinWidgetPlugins, builtinWidgets } from '../../../plugins/widgets/index.ts'
import { cleanup, render, waitFor } from '../render.tsx'

const REASON = 'You do not have the right to write values'
const CONTROLS = ['UsualSelect', 'UsualComboBox', 'UsualRadio', 'UsualInput', 'UsualTimeSelector']

function host(type: string, env: { writeDenied?: string; onAction?: () => Promise<{ done: boolean }> }) {
  const kernel = createKernel()
  for (const p of [...builtinRulePlugins, ...builtinWidgetPlugins]) kernel.use(p)
  const plugin = builtinWidgets.find((w) => w.type === type)
  if (!plugin) throw new Error(type)
  const widget = createWidget(plugin, { id: type, x: 0, y: 0, lang: 'en' })
  Object.assign(widget.data ?? {}, { signalId: 's1', equipId: 'e1' })
  const meta = () => ({ dataType: 'int16', writeMax: 100 })
  return render(
    <WidgetHostContext.Provider
      value={{
        kernel,
        mode: 'runtime',
        lang: 'en',
        live: createLiveStore(),
        meta,
        onAction: env.onAction ?? (async () => ({ done: true })),
        ...(env.writeDenied ? { writeDenied: env.writeDenied } : {}),
      }}
    >
      <WidgetHost widget={widget} />
    </WidgetHostContext.Provider>,
  )
}

afterEach(cleanup)

describe('controls that write', () => {
  it.each(CONTROLS)('%s is disabled with the reason when the user may not write', async (type) => {
    const { container } = host(type, { writeDenied: REASON })
    await waitFor(() => expect(container.querySelector('[data-write-denied="true"]')).not.toBeNull(), {
      timeout: 10_000,
    })
    expect(container.querySelector('[data-write-denied="true"]')?.getAttribute('title')).toBe(REASON)
  })

  it.each(CONTROLS)('%s takes input when the user may write', async (type) => {
    const { container } = host(type, {})
    await waitFor(() => expect(container.querySelector('[role="group"]')).not.toBeNull(), { timeout: 10_000 })
    expect(container.querySelector('[data-write-denied]')).toBeNull()
  })
})
