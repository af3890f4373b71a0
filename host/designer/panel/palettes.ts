// The series palettes a chart's theme colours are picked from as a whole (the panel's palette chooser),
// each ten colours far enough apart to tell lines apart on a light background: none white, none near it.
// Here, not with the widgets: only the designer needs them.
import { THEME_COLORS } from '../../../plugins/widgets/common/palettes.ts'

export const PALETTES = {
  /** the spec's ten theme colours (AntV's) */
  default: THEME_COLORS,
  /** Tableau 10 */
  tableau: [
    '#4E79A7',
    '#F28E2B',
    '#E15759',
    '#76B7B2',
    '#59A14F',
    '#EDC948',
    '#B07AA1',
    '#FF9DA7',
    '#9C755F',
    '#BAB0AC',
  ],
  /** calm blues and greens */
  cool: [
    '#1F77B4',
    '#17BECF',
    '#2CA02C',
    '#3A5BA0',
    '#4FA3A5',
    '#6BAED6',
    '#31A354',
    '#756BB1',
    '#08519C',
    '#74C476',
  ],
  /** warm reds and ambers */
  warm: [
    '#D62728',
    '#FF7F0E',
    '#E6A700',
    '#8C564B',
    '#E377C2',
    '#C0392B',
    '#F39C12',
    '#A0522D',
    '#D35400',
    '#B03A6F',
  ],
  /** greys with one accent (ISA-101: colour for what needs attention) */
  grey: [
    '#4D4D4D',
    '#1F77B4',
    '#7F7F7F',
    '#A6A6A6',
    '#333333',
    '#8C8C8C',
    '#5F5F5F',
    '#B3B3B3',
    '#262626',
    '#999999',
  ],
} satisfies Record<string, readonly string[]>

export type PaletteName = keyof typeof PALETTES
export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[]

/** The palette `colours` are, or undefined for colours of the designer's own. */
export const paletteOf = (colours: readonly string[] | undefined): PaletteName | undefined =>
  PALETTE_NAMES.find((name) => {
    const p = PALETTES[name]
    return colours?.length === p.length && p.every((c, i) => c.toLowerCase() === colours[i]?.toLowerCase())
  })
