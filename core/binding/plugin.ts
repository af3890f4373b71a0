// The kernel plugin of core/binding: the five binding kinds, binding refresh on page load (when the load
// context carries the current lists) and the page `bind` lists recomputed on save.
import type { KernelPlugin } from '../kernel/types.ts'
import { collectBindings } from './collect.ts'
import { BINDING_DESCRIPTORS } from './kinds.ts'
import { refreshPage } from './refresh.ts'

export const bindingPlugin: KernelPlugin = {
  name: 'core:binding',
  apply(ctx) {
    for (const descriptor of Object.values(BINDING_DESCRIPTORS)) ctx.registerBinding(descriptor)
    ctx.onPageLoad((page, { lists }) => (lists ? refreshPage(page, lists).page : page))
    ctx.onPageSave((page) => ({ ...page, bind: collectBindings(page.widgets) }))
  },
}
