// The write action (designer spec §3, click event): a fixed value, or one the user enters; confirmed
// first when `confirm` is on, sent after `delay.value` ms when the delay is on, and the result reported
// when `feedback` is on.
import { stateText } from '../../../core/binding/format.ts'
import type { ActionResult, ClickAction, PromptChoice } from '../../../core/kernel/index.ts'
import type { ValueMeta } from '../../../schemas/entities/live.ts'
import type { ClickEventConfig } from '../../../schemas/page.ts'
import { ACTION_TEXT } from './messages.ts'

/** Values a fixed write sends when no value is configured, by press type. */
const PRESS_VALUES: Readonly<Record<string, string>> = { set1: '1', set0: '0' }

export const fixedValue = (config: ClickEventConfig): string =>
  config.writeValue !== '' ? config.writeValue : (PRESS_VALUES[config.pressType] ?? '')

const hintOr = (config: ClickEventConfig, key: string) =>
  config.hint && config.hintValue ? config.hintValue : key

/** What an entered write offers to choose: the state map of an enumeration, a bit's 1 and 0 (by their
 * state texts when it has them); nothing, so a typed value, for other signals. */
export function writeChoices(meta: ValueMeta | undefined): PromptChoice[] | undefined {
  if (meta?.dataType === 'bit' || meta?.dataType === 'bool')
    return ['1', '0'].map((value) => ({ value, text: stateText(value, meta.mappings) ?? value }))
  if (meta?.mappings?.length) return meta.mappings.map((m) => ({ value: String(m.value), text: m.text }))
  return undefined
}

export const write: ClickAction = {
  action: 'write',
  async run(config, ctx): Promise<ActionResult> {
    if (!config.data?.signalId) return { done: false, message: ACTION_TEXT.noTarget }
    let value = fixedValue(config)
    if (config.writeType === 'input') {
      const choices = writeChoices(ctx.valueMeta?.(config.data))
      const entered = await ctx.prompt(hintOr(config, ACTION_TEXT.enterValue), choices)
      if (entered === null) return { done: false, message: ACTION_TEXT.cancelled }
      value = entered
    } else if (config.confirm && !(await ctx.confirm(hintOr(config, ACTION_TEXT.confirmWrite)))) {
      return { done: false, message: ACTION_TEXT.cancelled }
    }
    if (config.delay?.enable) await ctx.wait(config.delay.value)
    try {
      await ctx.write(config.data, value)
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      if (config.feedback) ctx.notify('error', message)
      return { done: false, message }
    }
    if (config.feedback) ctx.notify('success', ACTION_TEXT.writeDone)
    return { done: true }
  },
}
