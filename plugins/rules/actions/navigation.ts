// Click actions that open something (designer spec §3, click event): another page of the project, an
// equipment's page, a link (in this tab or a new one, by `target`) or a page or link in a window.
import type { ActionContext, ClickAction } from '../../../core/kernel/index.ts'
import type { ClickEventConfig } from '../../../schemas/page.ts'
import { ACTION_TEXT } from './messages.ts'

const nothing = { done: false, message: ACTION_TEXT.noTarget }

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
    ctx.navigate(config.link, config.target)
    return { done: true }
  },
}

/** The address a window shows: its link, or the (equipment's) page it names. */
export function windowUrl(config: ClickEventConfig, ctx: Pick<ActionContext, 'pageUrl'>): string | undefined {
  const frame = config.iframe
  if (frame.type === 'link') return frame.link || undefined
  if (frame.mainId) return frame.mainPageId ? ctx.pageUrl(frame.mainPageId, frame.mainId) : undefined
  const pageId = frame.pageId || config.pageId
  return pageId ? ctx.pageUrl(pageId) : undefined
}

export const windowAction: ClickAction = {
  action: 'window',
  run: async (config, ctx) => {
    const url = windowUrl(config, ctx)
    if (!url) return nothing
    const { width, height, left, top } = config.window
    ctx.openWindow({ title: config.iframe.mainTitle, url, width, height, left, top })
    return { done: true }
  },
}
