// Option-group building blocks shared by the built-in widgets. A schema carries its property-panel hint
// under `x-ui` (the host's editors by name, core/kernel/editors.ts: colour, font, image, signal picker,
// rule editors, units), so each option is written once; `uiSchemaOf` turns the hints into the uiSchema.
import Type, { type TEnumValue, type TProperties } from 'typebox'
import type { NumberEditorOptions, PanelField } from '../../../core/kernel/editors.ts'
import { Colour } from '../../../schemas/colour.ts'
import {
  Animation,
  BINDING_KINDS,
  type BindingKind,
  ClickEventConfig,
  Comparison,
  SignalRef,
} from '../../../schemas/page.ts'
import type { ShowWhen } from '../../../schemas/panel-rule.ts'
import { ImageUrl, LinkUrl } from '../../../schemas/url.ts'

export const Str = (def = '') => Type.String({ default: def })
/** A default text shown to people: the spec's Chinese one, and the same in English for an English designer. */
export const Text = (zh: string, en: string) => Type.String({ default: zh, 'x-default-en': en })
/** A list whose default entries carry text: the spec's (Chinese) list, and the same list in English. */
export const inEnglish = <T extends object>(schema: T, english: unknown[]): T => ({
  ...schema,
  'x-default-en': english,
})
export const Bool = (def: boolean) => Type.Boolean({ default: def })
export const Num = (def: number, extra: Record<string, unknown> = {}) =>
  Type.Number({ default: def, ...extra })
/** A number shown with its unit after the value. */
export const Measure =
  (unit: NonNullable<NumberEditorOptions['unit']>) =>
  (def: number, extra: Record<string, unknown> = {}) =>
    Num(def, { ...extra, 'x-ui': { 'ui:options': { unit } } })
export const Px = Measure('px')
export const Ms = Measure('ms')
export const Degrees = Measure('°')
export const Minutes = Measure('min')
export const Choice = <const T extends TEnumValue[]>(values: readonly [...T], def: T[number]) =>
  Type.Enum(values, { default: def })

/** A colour, edited with the designer's colour picker. */
export const Color = (def: string) => Colour(def, { 'x-ui': { 'ui:widget': 'colour' } })
/** An image address, edited with the image picker. */
export const Image = (def = '') => ImageUrl(def, { 'x-ui': { 'ui:widget': 'image' } })
/** A link, edited as a URL (http, https or platform-relative). */
export const Url = (def = '') => LinkUrl(def, { 'x-ui': { 'ui:widget': 'url' } })
/** A field titled by its plugin in both languages (a remote plugin's own options). */
export const titled = <T extends object>(schema: T, title: { zh: string; en: string }): T => ({
  ...schema,
  'x-title': title,
})
/**
 * A field that applies only while its siblings hold the given values (schemas/panel-rule.ts): the panel
 * shows it then, and hides it otherwise. Other `x-ui` hints of the field stay, and a rule it had already
 * holds too.
 */
export const shownWhen = <T extends object>(schema: T, rule: ShowWhen): T => {
  const xui = (schema as { 'x-ui'?: Record<string, unknown> })['x-ui'] ?? {}
  const options = (xui['ui:options'] as Record<string, unknown> | undefined) ?? {}
  const before = (options.showWhen as ShowWhen | undefined) ?? {}
  return { ...schema, 'x-ui': { ...xui, 'ui:options': { ...options, showWhen: { ...before, ...rule } } } }
}
/** Decimal places or a unit the widget may take from its signal: edited with a "follow the signal" check. */
export const followsSignal = <T extends object>(schema: T): T => ({
  ...schema,
  'x-ui': { 'ui:widget': 'followSignal' },
})
/** Not for the user: kept in the saved widget, never shown in the panel. */
export const hidden = <T extends object>(schema: T): T => ({ ...schema, 'x-ui': { 'ui:widget': 'hidden' } })
/** Fully transparent: the default background of widgets drawn over the page. */
export const TRANSPARENT = '#ffffff00'

export const FONT_WEIGHTS = ['normal', 'bold'] as const
export const Font = (def: { size?: number; color?: string; weight?: (typeof FONT_WEIGHTS)[number] } = {}) =>
  Type.Object(
    {
      size: Px(def.size ?? 14, { minimum: 1 }),
      family: Str('Microsoft YaHei'),
      weight: Choice(FONT_WEIGHTS, def.weight ?? 'normal'),
      italic: Bool(false),
      color: Color(def.color ?? '#000000'),
    },
    { 'x-ui': { 'ui:field': 'font' } },
  )

export const STROKE_STYLES = ['solid', 'dashed', 'dotted'] as const
export const Stroke = (def: { color?: string; width?: number } = {}) =>
  Type.Object({
    color: Color(def.color ?? '#000000'),
    width: Px(def.width ?? 0, { minimum: 0 }),
    style: Choice(STROKE_STYLES, 'solid'),
  })

export const H_ALIGN = ['left', 'center', 'right'] as const
export const V_ALIGN = ['top', 'middle', 'bottom'] as const
export const Align = () =>
  Type.Object({ horizontal: Choice(H_ALIGN, 'center'), vertical: Choice(V_ALIGN, 'middle') })

export const Opacity = () =>
  Num(1, { minimum: 0, maximum: 1, multipleOf: 0.01, 'x-ui': { 'ui:widget': 'range' } })

/** The frame most boxy widgets share: background, border, corner radius, opacity. */
export const boxStyle = (
  def: { fill?: string; stroke?: string; strokeWidth?: number; radius?: number } = {},
) => ({
  fill: Color(def.fill ?? TRANSPARENT),
  stroke: Stroke({ color: def.stroke ?? '#000000', width: def.strokeWidth ?? 0 }),
  radius: Px(def.radius ?? 0, { minimum: 0 }),
  opacity: Opacity(),
})

/**
 * A data block with a binding of one of `kinds` plus the widget's own data options (`extra`).
 * The property panel shows the signal picker for the binding and a generated form for the rest.
 */
export function bindingData<E extends TProperties = Record<never, never>>(
  kinds: readonly BindingKind[],
  extra: E = {} as E,
) {
  return Type.Object(
    {
      type: Type.Enum(BINDING_KINDS, { default: kinds[0] ?? 'signal' }),
      equipId: Type.Optional(Str()),
      signalId: Type.Optional(Str()),
      title: Type.Optional(Str()),
      subTitle: Type.Optional(Str()),
      equipKey: Type.Optional(Str()),
      systemKey: Type.Optional(Str()),
      mvarId: Type.Optional(Str()),
      ...extra,
    },
    { additionalProperties: true, 'x-ui': { 'ui:field': 'signal', 'ui:options': { kinds } } },
  )
}

/**
 * The lists page loading fills into every data block (core/page/migrate.ts: mvarArray), declared so the
 * panel keeps them out of sight instead of showing an untyped list it cannot edit.
 */
export const filledLists = () => ({
  mvarArray: Type.Optional(hidden(Type.Array(Type.Object({}, { additionalProperties: true })))),
})

/** A data block without a binding (static texts, images): `type` stays for the page schema's sake. */
export function staticData<E extends TProperties>(extra: E, panel?: { 'ui:field': PanelField }) {
  return Type.Object(
    {
      type: Type.Enum(BINDING_KINDS, { default: 'signal', 'x-ui': { 'ui:widget': 'hidden' } }),
      ...filledLists(),
      ...extra,
    },
    { additionalProperties: true, ...(panel ? { 'x-ui': panel } : {}) },
  )
}

/**
 * A list of bound signals (charts): each entry picked with the signal picker, with its own colour; shown
 * while the data block's `type` is one of `shownFor` (the list the chart draws).
 */
export const signalList = (kind: BindingKind, shownFor: readonly BindingKind[] = [kind]) =>
  Type.Array(
    Type.Object(
      {
        ...SignalRef.properties,
        // the picker fills every binding field; a memory variable's or system key's entry has its own id
        mvarId: Type.Optional(Str()),
        systemKey: Type.Optional(Str()),
        color: Type.Optional(Color('#5B8FF9')),
        alias: Type.Optional(Str()),
      },
      { additionalProperties: true, 'x-ui': { 'ui:field': 'signal', 'ui:options': { kinds: [kind] } } },
    ),
    { default: [], 'x-ui': { 'ui:options': { showWhen: { type: shownFor } } } },
  )

/** A comparison against the bound value (data addons, animation-widget states). */
export const condition = () => ({ symbol: Comparison, value: Str() })

/** The animation rules tab: every rule of schemas/page.ts, edited by the rule editor. */
export const animationGroup = () =>
  Type.Object(Animation.properties, {
    additionalProperties: false,
    default: {},
    'x-ui': { 'ui:field': 'animation' },
  })

/** The click event tab; buttons start enabled, everything else disabled. */
export const clickEventGroup = (enable = false) =>
  Type.Object({ enable: Bool(enable), config: ClickEventConfig }, { 'x-ui': { 'ui:field': 'clickEvent' } })

/** The write options of a control that writes (§9: confirm and feedback on). */
export const writeOptions = () => ({ confirm: Bool(true), feedback: Bool(true) })
