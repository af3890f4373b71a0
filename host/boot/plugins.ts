// The built-in plugins the web app boots with. Widget and rule plugins join this list from
// plugins/widgets and plugins/rules (builtinWidgetPlugins, builtinRulePlugins).
import type { KernelPlugin } from '../../core/kernel/index.ts'
import { builtinScreenPlugins } from '../../plugins/screens/index.ts'

export const builtinPlugins: readonly KernelPlugin[] = [...builtinScreenPlugins]
