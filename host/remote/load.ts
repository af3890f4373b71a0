// Loads one remote widget plugin into the kernel: import the module, take its default export (one widget
// plugin or several), check each against the widget contract, link its stylesheets, register it as
// `remote:<id>`. Any failure is returned with the stage it happened at and leaves nothing behind, so
// one broken plugin never keeps the others or the page from working.
import {
  checkWidgetContract,
  type Kernel,
  type KernelPlugin,
  type WidgetPlugin,
  widgetPlugin,
} from '../../core/kernel/index.ts'
import type { RemotePlugin } from '../../schemas/entities/remote-plugin.ts'

export type RemoteSource = Pick<RemotePlugin, 'id' | 'url'>

export type LoadStage = 'import' | 'export' | 'contract' | 'stylesheet' | 'register'

export type RemoteOutcome =
  | { id: string; ok: true; types: string[]; dispose: () => void }
  | { id: string; ok: false; stage: LoadStage; error: Error }

export interface RemoteIo {
  /** Imports an ES module by URL (the browser's `import()`). */
  importModule: (url: string) => Promise<Record<string, unknown>>
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
  ) {
    super(error instanceof Error ? error.message : String(error), { cause: error })
    this.name = 'RemotePluginError'
  }
}

const fail = (stage: LoadStage, message: string) => new StageError(stage, new Error(message))

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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The widget plugins a module exports by default; anything else is a malformed plugin. */
function widgetsOf(mod: Record<string, unknown>): WidgetPlugin[] {
  const exported = mod.default
  if (exported === undefined) throw fail('export', 'the module has no default export')
  const list: unknown[] = Array.isArray(exported) ? exported : [exported]
  if (list.length === 0) throw fail('export', 'the default export lists no widget plugin')
  for (const item of list) {
    if (!isObject(item) || typeof item.type !== 'string')
      throw fail('export', 'the default export is not a widget plugin (an object with a type)')
    const view = item.component
    if (typeof view !== 'function' && !isObject(view))
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
  return { id, ok: false, stage: error.stage, error }
}

/** Import, default export, contract, stylesheets: everything but the registration. */
export async function fetchRemotePlugin(source: RemoteSource, io: RemoteIo): Promise<FetchedPlugin | Failed> {
  try {
    const url = await at('import', () => new URL(source.url, io.baseUrl).href)
    const mod = await at('import', () =>
      withTimeout(io.importModule(url), io.timeoutMs, `module ${source.url}`),
    )
    const widgets = await at('export', () => widgetsOf(mod))
    const sheets = await at('export', () => stylesheetsOf(mod, url))
    const problems = await at('contract', () => widgets.flatMap(checkWidgetContract))
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
