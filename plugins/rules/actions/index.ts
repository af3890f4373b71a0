import type { ClickAction, KernelPlugin } from '../../../core/kernel/index.ts'
import { equip, link, page, windowAction } from './navigation.ts'
import { script } from './script.ts'
import { write } from './write.ts'

export const CLICK_ACTIONS: readonly ClickAction[] = [write, page, equip, link, windowAction, script]

export const clickActionsPlugin: KernelPlugin = {
  name: 'rules:actions',
  apply: (ctx) => {
    for (const action of CLICK_ACTIONS) ctx.registerAction(action)
  },
}
export { ACTION_TEXT } from './messages.ts'
