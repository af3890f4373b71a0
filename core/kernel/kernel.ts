// The kernel: hook points, registries and the plugin manager. tapable cannot remove a tap, so every tap a
// plugin makes is wrapped in an enabled-check (and a try/catch that reports and isolates its failures);
// `use` returns a disposer that disables the taps and removes the plugin's registrations.
import type { ValueMeta } from '../../schemas/entities/live.ts'
import type { ClickEventConfig, DataBinding, Page } from '../../schemas/page.ts'
import { createHooks, type KernelHooks, type Lookup, type MetaLookup } from './hooks.ts'
import type {
  ActionContext,
  ActionResult,
  AnimationEffect,
  BindingLists,
  KernelPlugin,
  LiveValue,
  PageLoadContext,
  PluginContext,
  ScreenManifest,
  WidgetPlugin,
} from './types.ts'
import { upgradeWidgets } from './widget-upgrade.ts'

export interface PluginFailure {
  plugin: string
  /** Where it failed: `apply`, or the hook it was called from. */
  stage: string
  error: Error
}

export type UseResult =
  | { ok: true; dispose: () => void }
  | { ok: false; reason: 'duplicate' | 'failed'; error?: Error }

export interface UseOptions {
  /** Replace an already registered plugin of the same name (and the widget types it owned). */
  override?: boolean
}

interface PluginRecord {
  plugin: KernelPlugin
  enabled: boolean
  cleanups: (() => void)[]
}

export interface Kernel {
  readonly hooks: KernelHooks
  readonly widgets: ReadonlyMap<string, WidgetPlugin>
  readonly screens: ReadonlyMap<string, ScreenManifest>
  readonly failures: readonly PluginFailure[]
  use: (plugin: KernelPlugin, options?: UseOptions) => UseResult
  has: (pluginName: string) => boolean
  pluginNames: () => string[]
  bindingKeys: (data: DataBinding) => string[]
  resolveBinding: (data: DataBinding, lookup: Lookup) => LiveValue | undefined
  resolveMeta: (data: DataBinding, metaOf: MetaLookup) => ValueMeta | undefined
  refreshBinding: (data: DataBinding, lists: BindingLists) => DataBinding
  animate: (
    kind: string,
    config: Record<string, unknown>,
    value: LiveValue | undefined,
  ) => AnimationEffect | undefined
  runAction: (config: ClickEventConfig, ctx: ActionContext) => Promise<ActionResult>
  loadPage: (page: Page, ctx?: PageLoadContext) => Page
  savePage: (page: Page) => Page
}

export class DuplicateError extends Error {
  constructor(what: 'plugin' | 'widget type' | 'screen', name: string) {
    super(`${what} "${name}" is already registered`)
    this.name = 'DuplicateError'
  }
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)))

export function createKernel(options: { onError?: (failure: PluginFailure) => void } = {}): Kernel {
  const hooks = createHooks()
  const widgets = new Map<string, WidgetPlugin>()
  // before every plugin's page-load step: they see widgets in their plugin's current shape
  hooks.pageLoad.tap({ name: 'kernel:widgets', stage: -100 }, (page) =>
    upgradeWidgets(page, (type) => widgets.get(type)),
  )
  const widgetOwner = new Map<string, string>()
  const screens = new Map<string, ScreenManifest>()
  const records = new Map<string, PluginRecord>()
  const failures: PluginFailure[] = []

  const report = (plugin: string, stage: string, error: unknown) => {
    const failure = { plugin, stage, error: asError(error) }
    failures.push(failure)
    options.onError?.(failure)
  }

  /** Wraps a plugin's handler: skipped once disabled, errors reported and turned into "no answer". */
  const guard =
    <A extends unknown[], R>(rec: PluginRecord, stage: string, fn: (...args: A) => R) =>
    (...args: A): R | undefined => {
      if (!rec.enabled) return undefined
      try {
        return fn(...args)
      } catch (e) {
        report(rec.plugin.name, stage, e)
        return undefined
      }
    }

  /** Like `guard` for transforms: a disabled or failing handler hands its input through unchanged. */
  const guardTransform =
    <T, A extends unknown[]>(rec: PluginRecord, stage: string, fn: (value: T, ...rest: A) => T) =>
    (value: T, ...rest: A): T =>
      guard(rec, stage, fn)(value, ...rest) ?? value

  const contextFor = (rec: PluginRecord, override: boolean): PluginContext => {
    const name = rec.plugin.name
    const tap = { name }
    return {
      pluginName: name,
      registerWidget(widget) {
        const owner = widgetOwner.get(widget.type)
        if (owner !== undefined && !(override && owner === name))
          throw new DuplicateError('widget type', widget.type)
        widgets.set(widget.type, widget)
        widgetOwner.set(widget.type, name)
        rec.cleanups.push(() => {
          if (widgetOwner.get(widget.type) !== name || widgets.get(widget.type) !== widget) return
          widgets.delete(widget.type)
          widgetOwner.delete(widget.type)
          hooks.widgetRemoved.call(widget.type)
        })
        hooks.widgetRegistered.call(widget)
      },
      registerScreen(screen) {
        if (screens.has(screen.name)) throw new DuplicateError('screen', screen.name)
        screens.set(screen.name, screen)
        rec.cleanups.push(() => {
          if (screens.get(screen.name) === screen) screens.delete(screen.name)
        })
        hooks.screenRegistered.call(screen)
      },
      registerBinding(resolver) {
        const stage = `binding:${resolver.kind}`
        hooks.binding.keys.for(resolver.kind).tap(tap, guard(rec, stage, resolver.keys))
        hooks.binding.resolve.for(resolver.kind).tap(tap, guard(rec, stage, resolver.resolve))
        if (resolver.meta) hooks.binding.meta.for(resolver.kind).tap(tap, guard(rec, stage, resolver.meta))
        const refresh = resolver.refresh
        if (refresh) hooks.binding.refresh.for(resolver.kind).tap(tap, guardTransform(rec, stage, refresh))
      },
      registerAnimation(rule) {
        hooks.animation.for(rule.kind).tap(tap, guard(rec, `animation:${rule.kind}`, rule.apply))
      },
      registerAction(action) {
        hooks.action.for(action.action).tapPromise(tap, async (config, ctx) => {
          if (!rec.enabled) return undefined
          try {
            return await action.run(config, ctx)
          } catch (e) {
            report(name, `action:${action.action}`, e)
            return { done: false, message: asError(e).message }
          }
        })
      },
      onPageLoad(fn) {
        hooks.pageLoad.tap(tap, guardTransform(rec, 'pageLoad', fn))
      },
      onPageSave(fn) {
        hooks.pageSave.tap(tap, guardTransform(rec, 'pageSave', fn))
      },
    }
  }

  const dispose = (rec: PluginRecord) => {
    rec.enabled = false
    for (const cleanup of rec.cleanups.splice(0).reverse()) cleanup()
    if (records.get(rec.plugin.name) === rec) records.delete(rec.plugin.name)
  }

  const use = (plugin: KernelPlugin, opts: UseOptions = {}): UseResult => {
    const existing = records.get(plugin.name)
    if (existing && !opts.override) {
      const error = new DuplicateError('plugin', plugin.name)
      report(plugin.name, 'use', error)
      return { ok: false, reason: 'duplicate', error }
    }
    if (existing) dispose(existing)
    const rec: PluginRecord = { plugin, enabled: true, cleanups: [] }
    records.set(plugin.name, rec)
    try {
      plugin.apply(contextFor(rec, Boolean(opts.override)))
    } catch (e) {
      dispose(rec)
      report(plugin.name, 'apply', e)
      return { ok: false, reason: 'failed', error: asError(e) }
    }
    return { ok: true, dispose: () => dispose(rec) }
  }

  return {
    hooks,
    widgets,
    screens,
    failures,
    use,
    has: (name) => records.has(name),
    pluginNames: () => [...records.keys()],
    bindingKeys: (data) => hooks.binding.keys.get(data.type)?.call(data) ?? [],
    resolveBinding: (data, lookup) => hooks.binding.resolve.get(data.type)?.call(data, lookup),
    resolveMeta: (data, metaOf) => hooks.binding.meta.get(data.type)?.call(data, metaOf),
    refreshBinding: (data, lists) => hooks.binding.refresh.get(data.type)?.call(data, lists) ?? data,
    animate: (kind, config, value) => hooks.animation.get(kind)?.call(config, value),
    runAction: async (config, ctx) => {
      const hook = hooks.action.get(config.action)
      const result = hook ? await hook.promise(config, ctx) : undefined
      return result ?? { done: false, message: `no handler for action "${config.action}"` }
    },
    loadPage: (page, ctx = {}) => hooks.pageLoad.call(page, ctx),
    savePage: (page) => hooks.pageSave.call(page),
  }
}
