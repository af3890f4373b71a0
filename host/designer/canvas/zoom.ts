// The canvas's zoom on open: the zoom the user last chose for this page in this browser session
// (sessionStorage), else the page fitted into the visible area, never enlarged past 100% (a page that
// fits is shown at its size, crisp). The toolbar's "fit" button fits without that cap.
import type { PrefStorage } from '../store/preferences.ts'

export const ZOOM_KEY_PREFIX = 'lfscada.designer.zoom:'

/** The zoom at which a page of `page` size fits `view` with `margin` around it. */
export function fitZoom(
  view: { width: number; height: number },
  page: { width: number; height: number },
  margin: number,
): number {
  const z = Math.min((view.width - 2 * margin) / page.width, (view.height - 2 * margin) / page.height)
  return Math.max(0.1, Math.floor(z * 100) / 100)
}

export const openingZoom = (fit: number): number => Math.min(1, fit)

export function rememberedZoom(storage: PrefStorage | undefined, pageKey: string): number | undefined {
  try {
    const z = Number(storage?.getItem(ZOOM_KEY_PREFIX + pageKey))
    return Number.isFinite(z) && z > 0 ? z : undefined
  } catch {
    return undefined
  }
}

export function rememberZoom(storage: PrefStorage | undefined, pageKey: string, zoom: number): void {
  try {
    storage?.setItem(ZOOM_KEY_PREFIX + pageKey, String(zoom))
  } catch {
    // storage refused: the zoom holds until the page closes
  }
}

/** Where the page sits in the scroll area: centred when smaller than it, else `margin` from its edges. */
export const stageOffset = (view: number, page: number, margin: number): number =>
  Math.max(margin, Math.round((view - page) / 2))
