// How a page fits the window (designer spec §3 container: fit, adaption): at its size ('none'), scaled to
// the window's width or height keeping its proportions, or stretched to fill it ('full', or `fit` on).
import type { Container } from '../../schemas/page.ts'

export interface Scale {
  x: number
  y: number
}

export function pageScale(
  con: Pick<Container, 'width' | 'height' | 'fit' | 'adaption'>,
  view: { width: number; height: number },
): Scale {
  const sx = view.width > 0 && con.width > 0 ? view.width / con.width : 1
  const sy = view.height > 0 && con.height > 0 ? view.height / con.height : 1
  if (con.fit || con.adaption === 'full') return { x: sx, y: sy }
  if (con.adaption === 'width') return { x: sx, y: sx }
  if (con.adaption === 'height') return { x: sy, y: sy }
  return { x: 1, y: 1 }
}
