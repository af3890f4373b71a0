// Business constants of the page designer (designer spec §9 and §5).

/** Most widgets one page may hold; groups and their children each count as one. */
export const MAX_WIDGETS = 2000
export const WEATHER_TYPE = 'ComplexWeather'
export const MAX_WEATHER = 3
export const WEBGL_TYPE = 'UsualWebgl'
export const MAX_WEBGL = 1
/** Per-type page limits; the host may pass the registry's `maxPerPage` values instead. */
export const PAGE_TYPE_LIMITS: Readonly<Record<string, number>> = {
  [WEATHER_TYPE]: MAX_WEATHER,
  [WEBGL_TYPE]: MAX_WEBGL,
}

export const UNDO_LIMIT = 50
/** Each repeat paste moves the copies this much further right and down. */
export const PASTE_OFFSET = 50
/** Distance within which an edge or centre snaps, with snapping (adsorb) on and off. */
export const SNAP_THRESHOLD = 5
export const SNAP_THRESHOLD_OFF = 1

/** Grouping needs at least this many unlocked widgets. */
export const MIN_GROUP_MEMBERS = 2
/** Aligning needs at least this many widgets. */
export const MIN_ALIGN_MEMBERS = 2
/** Even spacing needs more than 2 widgets. */
export const MIN_DISTRIBUTE_MEMBERS = 3
/** A resized group's width and height must exceed this. */
export const GROUP_MIN_SIZE = 2
/** A resized group's edge drift must stay under this (see `edgeDrift`). */
export const GROUP_MAX_EDGE_DRIFT = 3
/** Widgets resized with a multi-selection keep sides of at least this many px. */
export const MIN_WIDGET_SIZE = 1

/** A widget's name (layers panel) is at most this long. */
export const MAX_WIDGET_NAME = 64

/** Select widgets' default right distance, also filled into old saved widgets. */
export const RIGHT_DISTANCE = 20
export const RECENT_COLOURS_LIMIT = 20

/** Designer preferences, stored locally by the host. */
export const DESIGNER_PREFERENCES = {
  autosave: false,
  autosaveInterval: 5,
  grid: true,
  ruler: true,
  adsorb: false,
  dataTextShow: 'signalName',
} as const
