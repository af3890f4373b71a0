// Click actions that open something (designer spec §3, click event): another page of the project, an
// equipment's page, a link (in this tab or a new one, by `target`) or a page or link in a window.
// A link is checked against the URL allow-list before it is followed: pages saved before save checked
// links may still carry `javascript:` and the like.
import type { ActionContext, ActionResult, ClickAction } from '../../../core/kernel/index.ts'
import { isSafeUrl } from '../../../core/validation/url.ts'
import type { ClickEventConfig } from '../../../schemas/page.ts'
import { ACTION_TEXT } from './messages.ts'

const nothing = { done: false, message: ACTION_TEXT.noTarget }

function refuseLink(ctx: Pick<ActionContext, 'notify'>): ActionResult {
  ctx.notify('error', ACTION_TEXT.unsafeLink)
  return { done: false, message: ACTION_TEXT.unsafeLink }
}

export const page: ClickAction = {
  action: 'page',
  run: async (config, ctx) => {
    if (!config.pageId) return nothing
    ctx.navigate(ctx.pageUrl(config.pageId), config.target)
    return { done: true }
  },
}

export const equip: ClickAction = {
  action: 'equip',
  run: async (config, ctx) => {
    const { equipId, equipPageId } = config.page
    if (!equipId || !equipPageId) return nothing
    ctx.navigate(ctx.pageUrl(equipPageId, equipId), config.target)
    return { done: true }
  },
}

export const link: ClickAction = {
  action: 'link',
  run: async (config, ctx) => {
    if (!config.link) return nothing
    if (!isSafeUrl(config.link, 'link')) return refuseLink(ctx)
    ctx.navigate(config.link, config.target)
    return { done: true }
  },
}

/** The address a window shows: its link, or the (equipment's) page it names (a page of the platform). */
export function windowUrl(
  config: ClickEventConfig,
  ctx: Pick<ActionContext, 'pageUrl'>,
): { url: string; platformPage: boolean } | undefined {
  const frame = config.iframe
  if (frame.type === 'link') return frame.link ? { url: frame.link, platformPage: false } : undefined
  const pageId = frame.mainId ? frame.mainPageId : frame.pageId || config.pageId
  if (!pageId) return undefined
  return { url: ctx.pageUrl(pageId, frame.mainId || undefined), platformPage: true }
}

export const windowAction: ClickAction = {
  action: 'window',
  run: async (config, ctx) => {
    const shown = windowUrl(config, ctx)
    if (!shown) return nothing
    if (!isSafeUrl(shown.url, 'link')) return refuseLink(ctx)
    const { width, height, left, top } = config.window
    ctx.openWindow({ title: config.iframe.mainTitle, ...shown, width, height, left, top })
    return { done: true }
  },
}
