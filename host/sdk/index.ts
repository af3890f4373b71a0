// The integrator's kit (`#lfscada/sdk`): everything a widget plugin built outside the platform needs to
// satisfy the same contract as the built-in widgets. Types are erased at build time; the helpers are
// bundled into the plugin's module. React is not here: plugins import `react` and get the host's copy.
import type { ComponentType } from 'react'
import type { WidgetPlugin, WidgetViewProps } from '../../core/kernel/types.ts'

export { type Static, Type } from 'typebox'
export { createWidget, defineWidget, migrateWidget } from '../../core/kernel/define.ts'
/** The host's property-panel editors a plugin asks for by name in its uiSchema (`ui:widget`, `ui:field`). */
export {
  type NumberEditorOptions,
  PANEL_FIELDS,
  PANEL_WIDGETS,
  type PanelField,
  type PanelWidget,
  type SignalEditorOptions,
} from '../../core/kernel/editors.ts'
/** The widget API this platform provides: a plugin's manifest names the range it needs (`hostApi`). */
export { HOST_API_VERSION } from '../../core/kernel/plugin-manifest.ts'
export type {
  AnimationEffect,
  Lang,
  LiveValue,
  Localized,
  WidgetCategory,
  WidgetMigration,
  WidgetMigrationStep,
  WidgetPlugin,
  WidgetViewProps,
} from '../../core/kernel/types.ts'
/** A view puts an option's address in the DOM only through these (the platform's URL allow-list). */
export { cssImage, safeUrl } from '../../core/validation/url.ts'
export { optionsOf } from '../../plugins/widgets/common/define.ts'
export {
  Align,
  animationGroup,
  Bool,
  bindingData,
  boxStyle,
  Choice,
  Color,
  clickEventGroup,
  condition,
  Degrees,
  Font,
  hidden,
  Image,
  Measure,
  Minutes,
  Ms,
  Num,
  Opacity,
  Px,
  Str,
  Stroke,
  shownWhen,
  signalList,
  staticData,
  TRANSPARENT,
  titled,
  Url,
} from '../../plugins/widgets/common/schema.ts'
export {
  formatOptions,
  type ValueDisplay,
  valueDisplay,
  valueText,
} from '../../plugins/widgets/common/value-display.ts'
export {
  alignCss,
  type BoxOptions,
  boxCss,
  type FontOptions,
  fontCss,
  numberOf,
  ratio,
  type StrokeOptions,
} from '../../plugins/widgets/common/view.ts'
export type {
  Animation,
  BindingKind,
  ClickEventConfig,
  DataBinding,
  Page,
  Position,
  Widget,
} from '../../schemas/page.ts'

/**
 * A widget's view: one React component for the designer and the runtime, reading the option groups of
 * its schema, `WidgetView<Static<typeof schema>>`.
 */
export type WidgetView<TOptions extends object = object> = ComponentType<WidgetViewProps<TOptions>>

/**
 * What a plugin module's default export is: one widget plugin or several. `never`: each view is typed by
 * its own schema, and any such view fits.
 */
export type RemoteWidgets = WidgetPlugin<WidgetView<never>> | readonly WidgetPlugin<WidgetView<never>>[]
