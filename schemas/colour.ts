// The one colour rule (DESIGN: colour fields carry a CSS colour format checked at save). A colour option
// is written into styles, SVG attributes and canvas paints; whatever else it held could end a style or
// an attribute, so only CSS colours pass: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/
// hsla() with numbers (comma or space syntax), the named colours, `transparent` and `currentcolor`; ''
// means none. It lives in schemas/ because the JSON Schema format that marks colour fields
// (`format: 'css-colour'`) is checked by the project's ajv, the web app's TypeBox and the designer's form.
import Type from 'typebox'

export const COLOUR_FORMAT = 'css-colour'

const NAMED =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
  'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
  'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
  'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
  'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
  'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
  'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
  'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
  'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
  'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
  'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
  'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
  'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
  'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent currentcolor'
const NAMED_COLOURS: ReadonlySet<string> = new Set(NAMED.split(' '))

const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i
const N = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?'
const PART = `${N}%?`
const HUE = `${N}(?:deg|grad|rad|turn)?`
/** rgb()/rgba() and hsl()/hsla(), legacy comma syntax or modern space syntax with `/ alpha` */
const FUNCTION = new RegExp(
  `^(?:rgba?\\(\\s*(?:${PART}\\s*,\\s*${PART}\\s*,\\s*${PART}(?:\\s*,\\s*${PART})?|${PART}\\s+${PART}\\s+${PART}(?:\\s*\\/\\s*${PART})?)\\s*\\)` +
    `|hsla?\\(\\s*(?:${HUE}\\s*,\\s*${PART}\\s*,\\s*${PART}(?:\\s*,\\s*${PART})?|${HUE}\\s+${PART}\\s+${PART}(?:\\s*\\/\\s*${PART})?)\\s*\\))$`,
  'i',
)
/** No colour is longer; a longer value is refused before any pattern runs. */
const MAX_LENGTH = 80

/** true when `value` may be stored and drawn as a colour ('' means none and passes). */
export function isCssColour(value: string): boolean {
  if (value === '') return true
  if (value.length > MAX_LENGTH) return false
  return HEX.test(value) || NAMED_COLOURS.has(value.toLowerCase()) || FUNCTION.test(value)
}

/** A string option holding a colour. */
export const Colour = (def = '', extra: Record<string, unknown> = {}) =>
  Type.String({ default: def, ...extra, format: COLOUR_FORMAT })

/** The format check for a JSON Schema validator (the project's ajv, TypeBox, the designer's form). */
export const COLOUR_FORMAT_CHECKS: Record<typeof COLOUR_FORMAT, (value: string) => boolean> = {
  [COLOUR_FORMAT]: isCssColour,
}
