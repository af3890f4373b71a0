import type { KernelPlugin } from '../../../core/kernel/index.ts'
import { ANIMATION_RULES } from './rules.ts'

export const animationRulesPlugin: KernelPlugin = {
  name: 'rules:animations',
  apply: (ctx) => {
    for (const rule of ANIMATION_RULES) ctx.registerAnimation(rule)
  },
}
