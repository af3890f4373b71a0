// The script action. The platform runs no user code in the browser (no eval, no Function), so a
// configured script is reported to the user instead of being run.
import type { ClickAction } from '../../../core/kernel/index.ts'
import { ACTION_TEXT } from './messages.ts'

export const script: ClickAction = {
  action: 'script',
  run: async (_config, ctx) => {
    ctx.notify('info', ACTION_TEXT.scriptDisabled)
    return { done: false, message: ACTION_TEXT.scriptDisabled }
  },
}
