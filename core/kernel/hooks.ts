// The kernel's hook points, made with tapable. Hook types follow meaning: a HookMap keyed by binding,
// animation or action kind; Bail where the first handler that knows the case wins; Waterfall for transforms.
import { AsyncSeriesBailHook, HookMap, SyncBailHook, SyncHook, SyncWaterfallHook } from 'tapable'
import type { ValueMeta } from '../../schemas/entities/live.ts'
import type { BindingKind, ClickActionKind, ClickEventConfig, DataBinding, Page } from '../../schemas/page.ts'
import type {
  ActionContext,
  ActionResult,
  AnimationEffect,
  BindingLists,
  LiveValue,
  PageLoadContext,
  ScreenManifest,
  WidgetPlugin,
} from './types.ts'

export type Lookup = (key: string) => LiveValue | undefined
/** What the host knows of how a live key's values are shown. */
export type MetaLookup = (key: string) => ValueMeta | undefined

export function createHooks() {
  return Object.freeze({
    /** Called after a widget type is registered (the designer palette listens). */
    widgetRegistered: new SyncHook<[WidgetPlugin]>(['widget']),
    widgetRemoved: new SyncHook<[string]>(['type']),
    /** Called after a screen manifest is registered (the shell's menus and routes listen). */
    screenRegistered: new SyncHook<[ScreenManifest]>(['screen']),
    binding: Object.freeze({
      keys: new HookMap<SyncBailHook<[DataBinding], string[] | undefined>>(() => new SyncBailHook(['data'])),
      resolve: new HookMap<SyncBailHook<[DataBinding, Lookup], LiveValue | undefined>>(
        () => new SyncBailHook(['data', 'lookup']),
      ),
      meta: new HookMap<SyncBailHook<[DataBinding, MetaLookup], ValueMeta | undefined>>(
        () => new SyncBailHook(['data', 'metaOf']),
      ),
      refresh: new HookMap<SyncWaterfallHook<[DataBinding, BindingLists]>>(
        () => new SyncWaterfallHook(['data', 'lists']),
      ),
    }),
    animation: new HookMap<
      SyncBailHook<[Record<string, unknown>, LiveValue | undefined], AnimationEffect | undefined>
    >(() => new SyncBailHook(['config', 'value'])),
    action: new HookMap<AsyncSeriesBailHook<[ClickEventConfig, ActionContext], ActionResult | undefined>>(
      () => new AsyncSeriesBailHook(['config', 'ctx']),
    ),
    /** Page load: migrate old widgets, then refresh bindings against current lists. */
    pageLoad: new SyncWaterfallHook<[Page, PageLoadContext]>(['page', 'ctx']),
    /** Page save: prepare the document (e.g. recompute `bind`). */
    pageSave: new SyncWaterfallHook<[Page]>(['page']),
  })
}

export type KernelHooks = ReturnType<typeof createHooks>
export type { BindingKind, ClickActionKind }
