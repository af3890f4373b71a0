// The property panel's editors and templates, registered once for every generated form of the designer
// (widgets' options, page settings, common fields). A plugin names an editor (core/kernel/editors.ts) in
// its uiSchema and gets the host's; `color` and `binding` are the names older plugins used.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils'
import type { PanelField, PanelWidget } from '../../../core/kernel/index.ts'
import { AnimationField } from './AnimationField.tsx'
import { BindingField } from './BindingField.tsx'
import { PaletteWidget, SeriesWidget } from './ChartWidgets.tsx'
import { ClickEventField } from './ClickEventField.tsx'
import { DevicesField } from './DevicesField.tsx'
import { FollowWidget } from './FollowWidget.tsx'
import { FontField } from './FontField.tsx'
import { ImageWidget } from './ImageWidget.tsx'
import { ModelWidget } from './ModelWidget.tsx'
import { EquipPageField, PageWidget, WindowContentField } from './page-pickers.tsx'
import { RegionField } from './RegionField.tsx'
import { RichTextWidget } from './RichTextWidget.tsx'
import { SceneField } from './SceneField.tsx'
import { TimeFormatWidget } from './TimeFormatWidget.tsx'
import { ColourWidget, RegionsWidget, SwitchWidget, UrlWidget } from './widgets.tsx'

export const PANEL_FIELD_EDITORS = {
  signal: BindingField,
  font: FontField,
  animation: AnimationField,
  clickEvent: ClickEventField,
  devices: DevicesField,
  region: RegionField,
  scene: SceneField,
  binding: BindingField,
  equipPage: EquipPageField,
  windowContent: WindowContentField,
} satisfies Record<PanelField, unknown> & RegistryFieldsType

export const PANEL_WIDGET_EDITORS = {
  colour: ColourWidget,
  palette: PaletteWidget,
  series: SeriesWidget,
  followSignal: FollowWidget,
  color: ColourWidget,
  image: ImageWidget,
  url: UrlWidget,
  regions: RegionsWidget,
  page: PageWidget,
  timeFormat: TimeFormatWidget,
  model: ModelWidget,
  richText: RichTextWidget,
  CheckboxWidget: SwitchWidget,
} satisfies Partial<Record<PanelWidget, unknown>> & RegistryWidgetsType
