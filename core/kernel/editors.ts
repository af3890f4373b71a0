// The property-panel editors the host registers once, by name: a widget plugin (built-in or remote) asks
// for one in its uiSchema and gets the host's editor. Widgets edit one value (`ui:widget`), fields edit
// an object (`ui:field`): a binding, a font, a click event.

/** Editors of one value, named by `ui:widget`. */
export const PANEL_WIDGETS = [
  /** a colour (hex with alpha) with the designer's colour picker */
  'colour',
  /** an image address, picked from the enterprise's images or the page's, or typed as a URL */
  'image',
  /** a link (http, https or platform-relative) */
  'url',
  /** visible regions: a comma-separated list of region titles, edited as tags */
  'regions',
  /** a page of the designed page's owner, by title */
  'page',
  /** a 3D model (glTF/GLB) of the enterprise's asset library, by name */
  'model',
  /** a time format (dayjs), from the usual ones with a preview, or typed */
  'timeFormat',
  'textarea',
  /** a chart's theme colours, chosen as a whole palette (each colour still editable) */
  'palette',
  /** some of the chart's series, picked by name (stored as their 1-based positions) */
  'series',
  /** a widget's own decimal places or unit, or a "follow the signal" check (decimals -1, unit blank) */
  'followSignal',
  'hidden',
  /** rich text (HTML), edited with a rich-text editor and cleaned before it is saved */
  'richText',
] as const
export type PanelWidget = (typeof PANEL_WIDGETS)[number]

/** Editors of an object, named by `ui:field`. */
export const PANEL_FIELDS = [
  /** a binding: device → signal, report signal, system key or memory variable (`ui:options.kinds`) */
  'signal',
  /** a font: family, size, weight, italic, colour */
  'font',
  /** the animation rules tab */
  'animation',
  /** the click event tab */
  'clickEvent',
  /** a list of the page owner's devices (`{ equipmentId, title }[]`), picked by title */
  'devices',
  /** a place of China (`provinceId`, `cityId`, `countyId`, `title` of the object), picked by name */
  'region',
  /** a 3D scene of the enterprise (`sceneId`) and its bound signals (`signalArray`), picked by name */
  'scene',
] as const
export type PanelField = (typeof PANEL_FIELDS)[number]

/** Options every number editor understands: the unit shown after the value. */
export interface NumberEditorOptions {
  unit?: 'px' | '°' | 's' | 'ms' | '%' | 'min'
}

/** Options of the `signal` field. */
export interface SignalEditorOptions {
  kinds?: readonly ('signal' | 'scene' | 'report' | 'system' | 'mvar')[]
  /** only signals that can be written (click-event write targets) */
  writable?: boolean
}
