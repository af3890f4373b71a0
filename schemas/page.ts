// Page JSON (designer spec §3): container options, common widget fields, data binding, animation and
// click event blocks, WidgetGroup. Each schema's `default`s are the spec's defaults; types derive from here.
import Type, { type Static } from 'typebox'
import { Colour } from './colour.ts'
import { ImageUrl, LinkUrl } from './url.ts'

const Str = (def = '') => Type.String({ default: def })
const Bool = (def: boolean) => Type.Boolean({ default: def })
const Num = (def: number, extra: Record<string, unknown> = {}) => Type.Number({ default: def, ...extra })

/** Binding kinds, the keys of the kernel's binding resolver HookMap. */
export const BINDING_KINDS = ['signal', 'scene', 'report', 'system', 'mvar'] as const
export const BindingKind = Type.Enum(BINDING_KINDS)
export type BindingKind = Static<typeof BindingKind>

/** One signal in a widget's signal array (charts and lists); color and alias are chart extras. */
export const SignalRef = Type.Object(
  {
    signalId: Str(),
    equipId: Str(),
    title: Type.Optional(Str()),
    subTitle: Type.Optional(Str()),
    equipKey: Type.Optional(Str()),
    color: Type.Optional(Colour()),
    alias: Type.Optional(Str()),
  },
  { additionalProperties: true },
)
export type SignalRef = Static<typeof SignalRef>

export const MvarRef = Type.Object(
  { mvarId: Str(), title: Type.Optional(Str()), color: Type.Optional(Colour()), alias: Type.Optional(Str()) },
  { additionalProperties: true },
)
export type MvarRef = Static<typeof MvarRef>

export const SystemRef = Type.Object(
  { systemKey: Str(), title: Type.Optional(Str()), color: Type.Optional(Colour()) },
  { additionalProperties: true },
)

/** Data binding block: type signal by default; the fields of every kind sit side by side. */
export const DataBinding = Type.Object(
  {
    type: Type.Enum(BINDING_KINDS, { default: 'signal' }),
    equipId: Type.Optional(Str()),
    signalId: Type.Optional(Str()),
    signalArray: Type.Optional(Type.Array(SignalRef, { default: [] })),
    signalArrayX: Type.Optional(Type.Array(SignalRef, { default: [] })),
    signalArrayY: Type.Optional(Type.Array(SignalRef, { default: [] })),
    title: Type.Optional(Str()),
    subTitle: Type.Optional(Str()),
    equipKey: Type.Optional(Str()),
    reportId: Type.Optional(Str()),
    customReportId: Type.Optional(Str()),
    reportSignalArray: Type.Optional(Type.Array(SignalRef, { default: [] })),
    systemKey: Type.Optional(Str()),
    systemArray: Type.Optional(Type.Array(SystemRef, { default: [] })),
    mvarId: Type.Optional(Str()),
    mvarArray: Type.Optional(Type.Array(MvarRef, { default: [] })),
  },
  { additionalProperties: true, default: { type: 'signal' } },
)
export type DataBinding = Static<typeof DataBinding>

/** Comparison symbols of animation rules and data addons. */
export const SYMBOLS = ['==', '!=', '>', '>=', '<', '<='] as const
export const Comparison = Type.Enum(SYMBOLS, { default: '==' })
export type CompareSymbol = (typeof SYMBOLS)[number]

const ruleBase = { data: DataBinding, symbol: Comparison, value: Str() }

export const ColorEntry = Type.Object({ symbol: Comparison, value: Str(), color: Colour('#ff0000') })
export type ColorEntry = Static<typeof ColorEntry>
/** Default colour list: value 0 red, value 1 yellow (designer spec §3). */
const colorRule = () =>
  Type.Object(
    { enable: Bool(false), config: Type.Object({ data: DataBinding, list: Type.Array(ColorEntry) }) },
    {
      default: {
        enable: false,
        config: {
          data: { type: 'signal' },
          list: [
            { symbol: '==', value: '0', color: '#ff0000' },
            { symbol: '==', value: '1', color: '#ffff00' },
          ],
        },
      },
    },
  )

export const ANIMATION_KINDS = [
  'visiable',
  'twinkle',
  'rotate',
  'fillColor',
  'borderColor',
  'fontColor',
] as const
export type AnimationKind = (typeof ANIMATION_KINDS)[number]

export const Animation = Type.Object(
  {
    visiable: Type.Optional(
      Type.Object({
        enable: Bool(false),
        config: Type.Object({
          ...ruleBase,
          visiable: Type.Enum(['hide', 'show'], { default: 'hide' }),
        }),
      }),
    ),
    twinkle: Type.Optional(
      Type.Object({
        enable: Bool(false),
        config: Type.Object({
          ...ruleBase,
          twinkleType: Type.Enum(['visiable', 'color'], { default: 'visiable' }),
          fill: Type.Optional(Colour()),
          stroke: Type.Optional(Colour()),
          font: Type.Optional(Colour()),
        }),
      }),
    ),
    rotate: Type.Optional(
      Type.Object({
        enable: Bool(false),
        config: Type.Object({
          ...ruleBase,
          direction: Type.Enum(['clockwise', 'anticlockwise'], { default: 'clockwise' }),
          speed: Num(1000, { minimum: 1 }),
        }),
      }),
    ),
    fillColor: Type.Optional(colorRule()),
    borderColor: Type.Optional(colorRule()),
    fontColor: Type.Optional(colorRule()),
  },
  { additionalProperties: false, default: {} },
)
export type Animation = Static<typeof Animation>

/** Click actions, the keys of the kernel's action HookMap. */
export const CLICK_ACTIONS = ['write', 'page', 'equip', 'link', 'window', 'script'] as const
export type ClickActionKind = (typeof CLICK_ACTIONS)[number]

export const ClickEventConfig = Type.Object(
  {
    data: DataBinding,
    page: Type.Object({ type: Str('equip'), equipId: Str(), equipPageId: Str(), equipTitle: Str() }),
    pageId: Str(),
    action: Type.Enum(CLICK_ACTIONS, { default: 'write' }),
    target: Type.Enum(['_self', '_blank'], { default: '_self' }),
    link: LinkUrl(),
    window: Type.Object({
      height: Num(600),
      width: Num(600),
      left: Num(200),
      top: Num(200),
      middle: Bool(false),
    }),
    writeType: Type.Enum(['fixed', 'input'], { default: 'fixed' }),
    pressType: Str('set1'),
    writeValue: Str(),
    hint: Bool(false),
    hintValue: Str(),
    confirm: Bool(true),
    titleShow: Bool(true),
    delay: Type.Object({ enable: Bool(false), value: Num(1000, { minimum: 0 }) }),
    feedback: Bool(true),
    script: Str(),
    iframe: Type.Object({
      id: Str(),
      type: Str('equip'),
      pageId: Str(),
      mainId: Str(),
      mainPageId: Str(),
      mainTitle: Str(),
      link: LinkUrl(),
    }),
  },
  { additionalProperties: true },
)
export type ClickEventConfig = Static<typeof ClickEventConfig>

export const ClickEvent = Type.Object({ enable: Bool(false), config: ClickEventConfig })
export type ClickEvent = Static<typeof ClickEvent>

export const Position = Type.Object(
  {
    x: Num(0),
    y: Num(0),
    width: Num(100, { minimum: 0 }),
    height: Num(100, { minimum: 0 }),
    rotate: Num(0),
    r: Type.Optional(Type.Number()),
    rx: Type.Optional(Type.Number()),
    ry: Type.Optional(Type.Number()),
    top: Type.Optional(Type.Number()),
    right: Type.Optional(Type.Number()),
    bottom: Type.Optional(Type.Number()),
    left: Type.Optional(Type.Number()),
  },
  { additionalProperties: true },
)
export type Position = Static<typeof Position>

export const Item = Type.Object(
  {
    itemType: Type.Optional(Type.String()),
    dataId: Type.Optional(Type.String()),
    dataName: Type.Optional(Type.String()),
    dataType: Type.Optional(Type.String()),
    dataAddon: Type.Optional(Type.Unknown()),
    dataArray: Type.Optional(Type.Array(Type.Unknown())),
    reserve: Type.Optional(Type.Unknown()),
    seq: Type.Optional(Type.Number()),
  },
  { additionalProperties: true },
)

/** Common fields of every widget; `data` and `style` carry the widget's own option groups. */
const widgetFields = {
  id: Type.String({ minLength: 1 }),
  ref: Type.Optional(Type.String()),
  textId: Type.Optional(Type.String()),
  widgetType: Type.String({ minLength: 1 }),
  /** The version of the widget's plugin it was saved with: which migration steps it still needs. */
  pluginVersion: Type.Optional(Type.String()),
  widgetName: Type.String(),
  posLock: Bool(false),
  /** Hidden from the layers panel's eye: not drawn in the designer nor at runtime. */
  hidden: Type.Optional(Type.Boolean()),
  position: Position,
  authRegion: Str(),
  data: Type.Optional(DataBinding),
  style: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { default: {} })),
  animation: Type.Optional(Animation),
  clickEvent: Type.Optional(ClickEvent),
  items: Type.Optional(Type.Array(Item)),
}

export const PageWidgets = Type.Cyclic(
  {
    PageWidget: Type.Object(
      {
        ...widgetFields,
        origin: Type.Optional(Type.Object({ x: Type.Number(), y: Type.Number() })),
        children: Type.Optional(Type.Array(Type.Ref('PageWidget'))),
      },
      { additionalProperties: true },
    ),
  },
  'PageWidget',
)
/** A widget on the page; a WidgetGroup carries `children`. */
export type Widget = Static<typeof PageWidgets>
export const GROUP_TYPE = 'WidgetGroup'
/** The default name of a group: the Chinese word for group. */
export const GROUP_NAME = '组合'

export const ADAPTIONS = ['none', 'width', 'height', 'full'] as const
export const Container = Type.Object(
  {
    title: Str(),
    width: Num(1024, { minimum: 1 }),
    height: Num(768, { minimum: 1 }),
    fit: Bool(false),
    bgColor: Colour('#ffffff'),
    bgImage: ImageUrl(),
    checkpwd: Bool(false),
    password: Type.String({ default: '', pattern: '^[^,\\s]*$' }),
    projectId: Type.Optional(Type.String()),
    equipmentId: Type.Optional(Type.String()),
    templateId: Type.Optional(Type.String()),
    follow: Type.Optional(Type.Boolean()),
    adaption: Type.Enum(ADAPTIONS, { default: 'width' }),
  },
  { additionalProperties: true },
)
export type Container = Static<typeof Container>

export const PageBind = Type.Object({
  equips: Type.Array(Type.String(), { default: [] }),
  signals: Type.Array(Type.String(), { default: [] }),
  keys: Type.Array(Type.String(), { default: [] }),
  mvars: Type.Array(Type.String(), { default: [] }),
})
export type PageBind = Static<typeof PageBind>

export const Page = Type.Object({
  con: Container,
  widgets: Type.Array(PageWidgets),
  bind: PageBind,
})
export type Page = Static<typeof Page>
