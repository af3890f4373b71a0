// Where a frame of a page points (navigation iframe): a page of the platform (of this project, or an
// equipment's), or an allow-listed link. The platform's pages are the app itself and run as they are;
// a link on another site may run its own scripts in its own origin, and a link on the platform's own
// origin runs none (the same rule as the runtime's windows, host/runtime/frame-sandbox.ts).
import { isSafeUrl } from '../../../core/validation/url.ts'

export interface FrameTarget {
  type?: string
  pageId?: string
  mainId?: string
  mainPageId?: string
  mainTitle?: string
  link?: string
}

const RUNTIME_PAGE = /^\/monitor\/project\/([^/]+)\/(page|preview)\//

/** The app route of a page: the equipment's page, or a page of the project the runtime shows. */
export function platformPageUrl(pageId: string, equipId: string | undefined, pathname: string): string {
  const enc = encodeURIComponent
  if (equipId) return `/monitor/eg/detail/page/${enc(pageId)}/0?header=0`
  const m = RUNTIME_PAGE.exec(pathname)
  const project = m?.[1] ?? ''
  return `/monitor/project/${project}/${m?.[2] ?? 'page'}/${enc(pageId)}?header=0`
}

export interface FrameSource {
  url: string
  /** the iframe's sandbox, undefined for a page of the platform */
  sandbox?: string
}

/** The frame's address and sandbox, or undefined when nothing (or nothing allowed) is configured. */
export function frameSource(
  target: FrameTarget,
  location: { pathname: string; origin: string },
): FrameSource | undefined {
  if (target.type === 'link') {
    const link = target.link ?? ''
    if (!link || !isSafeUrl(link, 'link')) return undefined
    let sameOrigin = true
    try {
      sameOrigin = new URL(link, location.origin).origin === location.origin
    } catch {}
    return {
      url: link,
      sandbox: sameOrigin
        ? 'allow-forms allow-popups'
        : 'allow-scripts allow-same-origin allow-forms allow-popups',
    }
  }
  if (target.mainId && target.mainPageId)
    return { url: platformPageUrl(target.mainPageId, target.mainId, location.pathname) }
  if (target.pageId) return { url: platformPageUrl(target.pageId, undefined, location.pathname) }
  return undefined
}
