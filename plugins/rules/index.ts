// The built-in rule plugins: binding resolvers (core/binding's plugin: the five kinds, refresh on load,
// `bind` lists on save), animation rules and click actions.
import { bindingPlugin } from '../../core/binding/index.ts'
import type { KernelPlugin } from '../../core/kernel/index.ts'
import { clickActionsPlugin } from './actions/index.ts'
import { animationRulesPlugin } from './animations/index.ts'

export const builtinRulePlugins: KernelPlugin[] = [bindingPlugin, animationRulesPlugin, clickActionsPlugin]

export { ACTION_TEXT, CLICK_ACTIONS } from './actions/index.ts'
export { ANIMATION_RULES } from './animations/rules.ts'
