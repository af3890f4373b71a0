// Boots the kernel with every built-in plugin: widgets, rule plugins (bindings, animations, actions) and
// screens. Remote plugins are added later through the same `use` call.
import { createKernel, type Kernel, type KernelPlugin, type PluginFailure } from '../../core/kernel/index.ts'

export function bootKernel(
  plugins: readonly KernelPlugin[],
  onError?: (failure: PluginFailure) => void,
): Kernel {
  const kernel = createKernel({ onError })
  for (const plugin of plugins) kernel.use(plugin)
  return kernel
}
