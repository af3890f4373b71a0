// The built-in plugins the web app boots with: widget types, the rule plugins (bindings, animations,
// click actions) and the screens.
import type { KernelPlugin } from '../../core/kernel/index.ts'
import { builtinRulePlugins } from '../../plugins/rules/index.ts'
import { builtinScreenPlugins } from '../../plugins/screens/index.ts'
import { builtinWidgetPlugins } from '../../plugins/widgets/index.ts'

export const builtinPlugins: readonly KernelPlugin[] = [
  ...builtinWidgetPlugins,
  ...builtinRulePlugins,
  ...builtinScreenPlugins,
]
