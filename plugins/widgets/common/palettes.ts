// A chart's series colours: its theme colours (the spec's ten by default; the panel offers other
// palettes, host/designer/panel/palettes.ts), an entry's own colour over them.

/** The spec's ten theme colours of every chart (AntV's). */
export const THEME_COLORS = [
  '#5B8FF9',
  '#5AD8A6',
  '#5D7092',
  '#F6BD16',
  '#E8684A',
  '#6DC8EC',
  '#9270CA',
  '#FF9D4D',
  '#269A99',
  '#FF99C3',
]

/** The colour the `index`th series gets from a chart's theme colours when it has none of its own. */
export const seriesColour = (themeColors: readonly string[] | undefined, index: number): string => {
  const colours = themeColors?.length ? themeColors : THEME_COLORS
  return colours[index % colours.length]!
}

/**
 * A series' colour: its own when set, else its palette colour. The first theme colour is also the list
 * entries' old default, so past the first entry it reads as "none of its own".
 */
export const entryColour = (
  own: string | undefined,
  themeColors: readonly string[] | undefined,
  index: number,
) =>
  own && (index === 0 || own.toLowerCase() !== THEME_COLORS[0]!.toLowerCase())
    ? own
    : seriesColour(themeColors, index)
