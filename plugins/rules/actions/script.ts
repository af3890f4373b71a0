// The script action: the configured script runs in the host's sandbox (isolated from the app, with a
// time limit and the narrow read-only API, host/runtime/script-sandbox.ts), never in the app itself (no
// eval, no Function). A host without a sandbox tells the user instead; a failing script is reported.
import type { ClickAction } from '../../../core/kernel/index.ts'
import { ACTION_TEXT } from './messages.ts'

export const script: ClickAction = {
  action: 'script',
  run: async (config, ctx) => {
    if (!ctx.runScript) {
      ctx.notify('info', ACTION_TEXT.scriptDisabled)
      return { done: false, message: ACTION_TEXT.scriptDisabled }
    }
    if (!config.script.trim()) return { done: false, message: ACTION_TEXT.noTarget }
    try {
      await ctx.runScript(config.script, { widgetId: ctx.widget.id, widgetName: ctx.widget.widgetName })
      return { done: true }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      ctx.notify('error', message)
      return { done: false, message }
    }
  },
}
