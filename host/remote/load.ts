// Loads one remote widget plugin into the kernel: with a manifest, check the host API range and the
// entry's integrity first (nothing runs before both pass); import the module (a native ES module, or a
// vite-plugin-federation remote entry, initialised with the host's shared React and kit), take its default
// export (one widget plugin or several), check each against the widget contract and the manifest, link
// its stylesheets, register it as `remote:<id>`. Any failure is returned with the stage it happened at
// (and, for a manifest refusal, its reason) and leaves nothing behind, so one broken plugin never keeps
// the others or the page from working.

import {
  checkWidgetContract,
  compatibility,
  integrity,
  type Kernel,
  type KernelPlugin,
  type ManifestRefusal,
  provides,
  refusalText,
  variantsOf,
  type WidgetPlugin,
  widgetPlugin,
} from '../../core/kernel/index.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'
import { isPlainObject } from '../../schemas/json.ts'
import type { PluginManifest } from '../../schemas/plugin-manifest.ts'
import { type FederationShared, isFederatedEntry, widgetModuleOf } from './federation.ts'

export type RemoteSource = Pick<RemotePlugin, 'id' | 'url'> & { manifest?: PluginManifest | undefined }

/** `manifest`: refused by its manifest (host API, or what the module provides); `integrity`: the entry's hash. */
export type LoadStage =
  | 'manifest'
  | 'integrity'
  | 'import'
  | 'export'
  | 'contract'
  | 'stylesheet'
  | 'register'

export type RemoteOutcome =
  | { id: string; ok: true; types: string[]; dispose: () => void }
  | { id: string; ok: false; stage: LoadStage; error: Error; refusal?: ManifestRefusal }

export interface RemoteIo {
  /** Imports an ES module by URL (the browser's `import()`); with `integrity`, the browser checks it too. */
  importModule: (url: string, integrity?: string) => Promise<Record<string, unknown>>
  /** The entry's bytes, hashed against the manifest before it is imported (default: `fetch`). */
  fetchEntry?: (url: string) => Promise<ArrayBuffer>
  /** What a federated remote gets from the host as singletons (React, the kit). */
  shared?: FederationShared
  /** Links stylesheets; resolves with their remover once all loaded, rejects when one fails. */
  linkStylesheets: (urls: readonly string[]) => Promise<() => void>
  /** Base of relative module URLs (the page's address). */
  baseUrl: string
  /** How long one module may take to import. */
  timeoutMs: number
}

export const IMPORT_TIMEOUT_MS = 15_000

/** Kernel plugin name of a remote plugin. */
export const remotePluginName = (id: string) => `remote:${id}`

class StageError extends Error {
  constructor(
    readonly stage: LoadStage,
    error: unknown,
    readonly refusal?: ManifestRefusal,
  ) {
    super(error instanceof Error ? error.message : String(error), { cause: error })
    this.name = 'RemotePluginError'
  }
}

const fail = (stage: LoadStage, message: string) => new StageError(stage, new Error(message))
const refused = (stage: LoadStage, refusal: ManifestRefusal) =>
  new StageError(stage, new Error(refusalText(refusal)), refusal)

async function at<T>(stage: LoadStage, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (e) {
    throw e instanceof StageError ? e : new StageError(stage, e)
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The widget plugins a module exports by default; anything else is a malformed plugin. */
function widgetsOf(mod: Record<string, unknown>): WidgetPlugin[] {
  const exported = mod.default
  if (exported === undefined) throw fail('export', 'the module has no default export')
  const list: unknown[] = Array.isArray(exported) ? exported : [exported]
  if (list.length === 0) throw fail('export', 'the default export lists no widget plugin')
  for (const item of list) {
    if (!isPlainObject(item) || typeof item.type !== 'string')
      throw fail('export', 'the default export is not a widget plugin (an object with a type)')
    const view = item.component
    if (typeof view !== 'function' && !isPlainObject(view))
      throw fail('export', `${item.type}: component is not a React component`)
  }
  return list as WidgetPlugin[]
}

/** Stylesheets the module names (`export const css = ['./x.css']`), resolved against the module's URL. */
function stylesheetsOf(mod: Record<string, unknown>, moduleUrl: string): string[] {
  const css = mod.css
  if (css === undefined) return []
  if (!Array.isArray(css) || !css.every((c) => typeof c === 'string'))
    throw fail('export', 'the css export must be a list of stylesheet paths')
  return css.map((c) => new URL(c, moduleUrl).href)
}

/** A plugin fetched and checked, its stylesheets linked, not registered yet. */
export interface FetchedPlugin {
  id: string
  widgets: WidgetPlugin[]
  unlink: () => void
}

type Failed = Extract<RemoteOutcome, { ok: false }>

const failed = (id: string, e: unknown): Failed => {
  const error = e instanceof StageError ? e : new StageError('import', e)
  return { id, ok: false, stage: error.stage, error, ...(error.refusal && { refusal: error.refusal }) }
}

/** Before anything of the plugin runs: this host is in its API range, and its entry is the one it hashed. */
async function vetEntry(manifest: PluginManifest, url: string, io: RemoteIo): Promise<void> {
  const incompatible = compatibility(manifest)
  if (incompatible) throw refused('manifest', incompatible)
  const fetchEntry = io.fetchEntry ?? ((u: string) => fetch(u).then((r) => r.arrayBuffer()))
  const bytes = await at('integrity', () => withTimeout(fetchEntry(url), io.timeoutMs, `entry ${url}`))
  const tampered = await integrity(manifest, bytes)
  if (tampered) throw refused('integrity', tampered)
}

/** The module holding the widgets: the entry itself, or what a federated entry exposes. */
async function importWidgets(url: string, source: RemoteSource, io: RemoteIo) {
  const entry = await at('import', () =>
    withTimeout(io.importModule(url, source.manifest?.integrity), io.timeoutMs, `module ${source.url}`),
  )
  if (!isFederatedEntry(entry)) return entry
  return at('import', () =>
    withTimeout(widgetModuleOf(entry, io.shared ?? {}), io.timeoutMs, `remote ${source.url}`),
  )
}

/** Manifest, integrity, import, default export, contract, stylesheets: everything but the registration. */
export async function fetchRemotePlugin(source: RemoteSource, io: RemoteIo): Promise<FetchedPlugin | Failed> {
  try {
    const url = await at('import', () => new URL(source.url, io.baseUrl).href)
    if (source.manifest) await vetEntry(source.manifest, url, io)
    const mod = await importWidgets(url, source, io)
    const widgets = await at('export', () => widgetsOf(mod))
    const sheets = await at('export', () => stylesheetsOf(mod, url))
    const mismatch = source.manifest && provides(source.manifest, widgets)
    if (mismatch) throw refused('manifest', mismatch)
    const problems = await at('contract', async () => {
      await Promise.all(widgets.map(variantsOf))
      return widgets.flatMap(checkWidgetContract)
    })
    if (problems.length) throw fail('contract', problems.join('; '))
    const unlink = await at('stylesheet', () => io.linkStylesheets(sheets))
    return { id: source.id, widgets, unlink }
  } catch (e) {
    return failed(source.id, e)
  }
}

/** Registers a fetched plugin as `remote:<id>`; a type another plugin owns fails the whole plugin. */
export function registerRemotePlugin(kernel: Kernel, fetched: FetchedPlugin): RemoteOutcome {
  const plugin: KernelPlugin = {
    name: remotePluginName(fetched.id),
    apply: (ctx) => {
      for (const widget of fetched.widgets) widgetPlugin(widget).apply(ctx)
    },
  }
  const used = kernel.use(plugin)
  if (!used.ok) {
    fetched.unlink()
    return failed(fetched.id, new StageError('register', used.error ?? new Error(`${plugin.name} refused`)))
  }
  const dispose = () => {
    used.dispose()
    fetched.unlink()
  }
  return { id: fetched.id, ok: true, types: fetched.widgets.map((w) => w.type), dispose }
}

export async function loadRemotePlugin(
  kernel: Kernel,
  source: RemoteSource,
  io: RemoteIo,
): Promise<RemoteOutcome> {
  const fetched = await fetchRemotePlugin(source, io)
  return 'widgets' in fetched ? registerRemotePlugin(kernel, fetched) : fetched
}
