// The plugin contracts of the kernel. Pure data and functions: no React here, so a widget's view is typed
// by the host (`TView`), and remote plugins built elsewhere satisfy the same shape with plain objects.

import type { AlarmRecordView, ReportRowView, ValueMeta } from '../../schemas/entities/live.ts'
import type {
  AnimationKind,
  BindingKind,
  ClickActionKind,
  ClickEventConfig,
  DataBinding,
  Page,
  Widget,
} from '../../schemas/page.ts'

export type Lang = 'zh' | 'en'
export type Localized = Record<Lang, string>

/** A live value as the store keeps it: code 200 means good; time in ms since epoch. */
export interface LiveValue {
  value: unknown
  time: number
  code?: number
  historical?: boolean
}

/**
 * A saved widget with its option groups typed by its plugin's options schema (`Static<typeof schema>`):
 * saved widgets are migrated to the plugin's version and checked against that schema (the widget contract
 * test), so a view reads `widget.data` and `widget.style` as its schema says, without a cast.
 */
export type OptionsWidget<TOptions extends object> = Omit<Widget, keyof TOptions> & TOptions

/**
 * What a widget view receives: the widget's saved options plus values resolved by the binding resolvers.
 * `TOptions`: the option groups of the widget's schema, e.g. `WidgetViewProps<Static<typeof schema>>`.
 */
export interface WidgetViewProps<TOptions extends object = object> {
  widget: OptionsWidget<TOptions>
  mode: 'design' | 'runtime'
  /** Resolved values by binding path, e.g. `data` for the main binding, `data.signalArray.0` for arrays. */
  values: Record<string, LiveValue | undefined>
  /**
   * How the bound signals show their values (decimals, unit, state map), by the same paths as `values`;
   * resolved by the binding resolvers from what the host knows of the signals.
   */
  meta?: Record<string, ValueMeta | undefined>
  /** Visual effects from the animation rules, already evaluated against live values. */
  effects: AnimationEffect
  /**
   * Runs a click event of the widget (runtime only, not in the designer's preview): controls that write
   * (select, input, radio…) run their write through it, so it goes the button's way (confirm, delay,
   * feedback, the server's read-back and audit). Resolves with the action's result.
   */
  onAction?: (config: ClickEventConfig) => Promise<ActionResult> | void
  /** Why the user may not write values here (a text to show), when they may not. */
  writeDenied?: string
  /**
   * Runs a page script (script widgets' `data.script`) in the host's sandbox, isolated from the app,
   * with a time limit; resolves with what the script passed to its callback (runtime only).
   */
  runScript?: (script: string, param: Record<string, unknown>) => Promise<unknown>
  /** Whether the user may see an item limited to `authRegion` (menu items; runtime only, else all show). */
  visible?: (authRegion: string | undefined) => boolean
  lang: Lang
  /** Stored history of the bound signals (runtime, for plugins with `historyWindowMs`). */
  history?: WidgetHistory
  /** Records the table widgets show (runtime): the host asks the server for them. */
  records?: WidgetRecords
}

/** Which alarms an alarm table shows: still alarming, released, or both. */
export type AlarmStateFilter = 'all' | 'active' | 'history'

export interface AlarmTableQuery {
  equipmentIds: readonly string[]
  state: AlarmStateFilter
  /** epoch ms; the trigger time's range */
  startTime?: number
  endTime?: number
  pageNo: number
  pageSize: number
}

/** Which rows a history table shows: a custom report of signals, or a stored report's report signals. */
export interface HistoryTableQuery {
  source: 'custom' | 'report'
  signalIds: readonly string[]
  /** custom reports: one of the six aggregations over `interval` minutes */
  aggregation: 'delta' | 'first' | 'last' | 'max' | 'min' | 'average'
  interval: number
  /** epoch ms */
  startTime: number
  endTime: number
  pageNo: number
  pageSize: number
}

/**
 * Record sources the host resolves for table widgets (a view never fetches): alarm records of a device
 * list with paging, acknowledgement, an Excel export the host downloads, and a live watch that calls
 * back when one of the devices' alarms rises or clears.
 */
export interface WidgetRecords {
  alarms: {
    query: (q: AlarmTableQuery) => Promise<{ list: AlarmRecordView[]; total: number }>
    acknowledge: (id: string) => Promise<void>
    export: (q: AlarmTableQuery, columns: readonly string[], lang: Lang) => Promise<void>
    watch: (equipmentIds: readonly string[], onChange: () => void) => () => void
  }
  /** history table rows, newest first, and their Excel export with the table's column titles */
  reports?: {
    query: (q: HistoryTableQuery) => Promise<{ list: ReportRowView[]; total: number }>
    export: (
      q: HistoryTableQuery,
      columns: readonly { title: string; decimals?: number }[],
      lang: Lang,
    ) => Promise<void>
  }
}

/** A time range in epoch ms. */
export interface TimeRange {
  start: number
  end: number
}

/** One bound signal's stored points, thinned by the server to the requested width. */
export interface HistorySeries {
  times: readonly number[]
  values: readonly number[]
}

/**
 * History the host resolves for a widget (a view never fetches): the stored points of each bound signal
 * over `range`, by the same paths as `values`. The view asks for another range (zoom, pan) with
 * `request`; the answer comes back through new props.
 */
export interface WidgetHistory {
  range: TimeRange
  series: Record<string, HistorySeries | undefined>
  loading: boolean
  request: (range: TimeRange, width: number) => void
}

export type WidgetCategory =
  | 'shape'
  | 'basic'
  | 'chart'
  | 'complex'
  | 'navigation'
  | 'script'
  | 'group'
  | 'custom'
  | 'symbol'

/**
 * One palette entry of a plugin drawn in several forms from one view (the industrial symbols): the
 * plugin's defaults with `options` laid over them group by group, under its own title and size.
 */
export interface WidgetVariant {
  /** Permanent within the plugin (saved pages keep it in their options). */
  key: string
  title: Localized
  /** The palette's fold it shows in (a category of the plugin's own). */
  group: { key: string; title: Localized }
  /** More words the palette's search matches. */
  keywords?: string
  defaultSize: { width: number; height: number }
  /** Options over the plugin's defaults, merged at every depth (fresh objects on every call). */
  options: () => Record<string, unknown>
  /** An inert SVG document drawn as the palette's thumbnail, loaded when it first shows. */
  thumbnail?: () => Promise<string>
  /**
   * Drawn point by point instead of as a box (a pipe's joints): the widget's box and options (over the
   * variant's) for the points clicked on the page, in page pixels.
   */
  polyline?: (points: readonly { x: number; y: number }[]) => {
    box: { x: number; y: number; width: number; height: number }
    options: Record<string, unknown>
  }
}

/** Brings a saved widget's options forward. */
export type WidgetMigration = (widget: Widget) => Widget

/**
 * One numbered migration step of a widget type (tldraw's pattern): `id` is the version it brings a widget
 * to (x.y.z), `up` what it changes. A saved widget carries the version of the last step it has had
 * (`pluginVersion`), so on load only the later steps run, in version order, once each: a step need not be
 * idempotent, and each has a test of exactly what it changes (tests/unit/widgets/migration-steps.test.ts).
 */
export interface WidgetMigrationStep {
  id: string
  up: WidgetMigration
}

/**
 * A JSON Schema of a widget's option groups that carries, for tsc only, the options it describes:
 * `optionsOf(schema)` gives `Static<typeof schema>`, and defineWidget checks the view against it. The
 * key is never set; a hand-written schema carries no options type.
 */
export type OptionsSchema<TOptions extends object = object> = Record<string, unknown> & {
  readonly '~options'?: TOptions
}

/**
 * A view of widgets whose option groups are `TOptions`, without React here: a function or a class
 * component (lazy and memo components are functions too), as the host's WidgetView is.
 */
export type ViewOf<TOptions extends object> =
  | ((props: WidgetViewProps<TOptions>) => unknown)
  | (abstract new (
      props: WidgetViewProps<TOptions>,
    ) => unknown)

export interface WidgetPlugin<TView = unknown> {
  /** The spec's type name, permanent (it is stored in saved pages). */
  type: string
  version: string
  category: WidgetCategory
  title: Localized
  /** JSON Schema of the widget's option groups (data, style, ...); its `default`s are the spec's defaults. */
  optionsSchema: Record<string, unknown>
  uiSchema?: Record<string, unknown>
  /** Fresh option groups for a new widget (a factory, so instances never share objects). */
  defaultOptions: () => Partial<Widget>
  defaultSize: { width: number; height: number }
  /** Binding kinds this widget accepts in its data block. */
  bindingKinds: readonly BindingKind[]
  /** How many of this type one page may hold (weather 3, webgl 1). */
  maxPerPage?: number
  /** Numbered steps, oldest first; the plugin's version is at least the last step's id. */
  migrations?: readonly WidgetMigrationStep[]
  /** Old saved widgets that the contract test migrates and validates. */
  legacyFixtures?: readonly Widget[]
  /** One view for the designer and the runtime. */
  component: TView
  /** At runtime, the stored history the view starts with (ms before now): the host then resolves it. */
  historyWindowMs?: (widget: Widget) => number
  icon?: string
  /**
   * The palette lists these instead of the plugin itself. Loaded with the palette (core/kernel/variants.ts),
   * so a library of variants stays off the runtime route.
   */
  variants?: () => Promise<readonly WidgetVariant[]>
}

/** Screen plugins: areas and the spec's back-office menu groups. */
export type ScreenArea = 'manage' | 'monitor' | 'account' | 'msg' | 'public'
export const MENU_GROUPS = ['equipment', 'gm', 'account', 'organisation', 'om', 'extend', 'platform'] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

/** A permission key, or a list of keys any one of which lets the user in (see authAllows). */
export type AuthRule = string | readonly string[]

export interface ScreenRoute {
  /** Path relative to the area root, react-router syntax (e.g. `eg/equipment/edit/:id`). */
  path: string
  /** Export name in the lazy entry's module. */
  screen: string
  /** Permission key required (checked against the user's auths), or a list of which any one will do;
   * none means any logged-in user. */
  auth?: AuthRule
  title: Localized
}

export interface MenuEntry {
  group: MenuGroup | ScreenArea
  key: string
  title: Localized
  path: string
  auth?: AuthRule
  order?: number
}

export interface ScreenManifest<TScreen = unknown> {
  name: string
  area: ScreenArea
  routes: readonly ScreenRoute[]
  menu: readonly MenuEntry[]
  permissions: readonly { key: string; title: Localized }[]
  i18n?: Record<Lang, Record<string, unknown>>
  /** Lazy entry: the shell builds menus and guards routes without loading the screens' code. */
  load: () => Promise<Record<string, TScreen>>
}

/** Lists the page handed to binding refresh (designer spec §4). */
export interface BindingLists {
  signals?: readonly {
    signalId: string
    equipId: string
    signalTitle: string
    equipTitle?: string
    equipKey?: string
  }[]
  equips?: readonly { equipmentId: string; title: string }[]
  reportSignals?: readonly { signalId: string; equipId: string; title: string }[]
  customReports?: readonly { id: string; title: string }[]
  mvars?: readonly { id: string; title: string }[]
}

/** One resolver per binding kind: which live keys a data block needs and how its value is resolved. */
export interface BindingResolver {
  kind: BindingKind
  /** Keys in the live value store this data block depends on. */
  keys: (data: DataBinding) => string[]
  /** The value for this data block, given a lookup into the live value store. */
  resolve: (data: DataBinding, lookup: (key: string) => LiveValue | undefined) => LiveValue | undefined
  /** How the data block's value is shown, given a lookup of what the host knows by live key. */
  meta?: (data: DataBinding, metaOf: (key: string) => ValueMeta | undefined) => ValueMeta | undefined
  /** Refreshes a data block against current lists; returns it unchanged when nothing applies. */
  refresh?: (data: DataBinding, lists: BindingLists) => DataBinding
}

/** Visual effect of animation rules, merged in rule order. */
export interface AnimationEffect {
  hidden?: boolean
  blink?: { type: 'visiable' | 'color'; fill?: string; stroke?: string; font?: string }
  rotate?: { direction: 'clockwise' | 'anticlockwise'; speed: number }
  fill?: string
  stroke?: string
  color?: string
}

export interface AnimationRule {
  kind: AnimationKind
  /** The effect of this rule for the live value of its binding, or undefined when the rule does not fire. */
  apply: (config: Record<string, unknown>, value: LiveValue | undefined) => AnimationEffect | undefined
}

/** A value a prompt offers to choose: an enumeration's state, a bit's 1 or 0. */
export interface PromptChoice {
  value: string
  text: string
}

/** What the host lets click actions do: no action reaches the DOM or the network by itself. */
export interface ActionContext {
  widget: Widget
  write: (binding: DataBinding, value: string) => Promise<void>
  navigate: (to: string, target: '_self' | '_blank') => void
  openWindow: (spec: {
    title: string
    url: string
    /** a page of the platform the runtime built the address of; anything else is framed in a sandbox */
    platformPage?: boolean
    width: number
    height: number
    left: number
    top: number
  }) => void
  confirm: (message: string) => Promise<boolean>
  /** Asks for a value: one of `choices` when given (a select), else typed. */
  prompt: (message: string, choices?: readonly PromptChoice[]) => Promise<string | null>
  /** How a bound signal's values show (unit, decimals, data type, state map), when the host knows it. */
  valueMeta?: (binding: DataBinding) => ValueMeta | undefined
  notify: (kind: 'success' | 'error' | 'info', message: string) => void
  wait: (ms: number) => Promise<void>
  pageUrl: (pageId: string, equipId?: string) => string
  /** Runs a configured script in the host's sandbox (isolated from the app), when the host has one. */
  runScript?: (script: string, param: Record<string, unknown>) => Promise<unknown>
}

export interface ActionResult {
  done: boolean
  message?: string
}

export interface ClickAction {
  action: ClickActionKind
  run: (config: ClickEventConfig, ctx: ActionContext) => Promise<ActionResult>
}

export interface PageLoadContext {
  lists?: BindingLists
}

/** A kernel plugin: a name and an apply function that taps hooks through its scoped context. */
export interface KernelPlugin {
  name: string
  apply: (ctx: PluginContext) => void
}

/** Scoped registration API handed to a plugin; everything it registers is removed by its disposer. */
export interface PluginContext {
  readonly pluginName: string
  registerWidget: (widget: WidgetPlugin) => void
  registerScreen: (screen: ScreenManifest) => void
  registerBinding: (resolver: BindingResolver) => void
  registerAnimation: (rule: AnimationRule) => void
  registerAction: (action: ClickAction) => void
  onPageLoad: (fn: (page: Page, ctx: PageLoadContext) => Page) => void
  onPageSave: (fn: (page: Page) => Page) => void
}
