// The runtime side every control that writes shares: whether it may write (and why not), the write
// itself through the host's action runner, and the frame that shows the reason when it may not.
import { Tooltip } from 'antd'
import { type CSSProperties, type ReactNode, useCallback, useState } from 'react'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import type { ClickEventConfig, DataBinding } from '../../../schemas/page.ts'
import { checkWrite, writeConfigOf, writeText } from './write.ts'

export interface ControlWrite {
  /** the control takes input (at runtime, with a host that runs writes) */
  live: boolean
  /** why the user may not write here, shown on the control; undefined when they may */
  denied: string | undefined
  /** a write is under way (confirm, delay, the gateway's answer) */
  pending: boolean
  /**
   * Writes `value`, through `base` (an option's own click event) or the widget's bound signal; a typed
   * value (`check`) is checked against the signal's limits and write formula first. Resolves whether
   * the value was written; a refused value is reported and not sent.
   */
  write: (value: string, opts?: { base?: Partial<ClickEventConfig>; check?: boolean }) => Promise<boolean>
  /** the message of the last refused value, until the next write */
  problem: string | undefined
}

export function useControlWrite(
  props: Pick<WidgetViewProps, 'mode' | 'onAction' | 'writeDenied' | 'meta' | 'lang'>,
  binding: DataBinding | undefined,
): ControlWrite {
  const { mode, onAction, writeDenied, meta, lang } = props
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const live = mode === 'runtime' && onAction !== undefined
  const write = useCallback(
    async (value: string, opts: { base?: Partial<ClickEventConfig>; check?: boolean } = {}) => {
      if (!live || writeDenied || !onAction) return false
      const config = writeConfigOf(value, binding, opts.base)
      if (!config.data?.signalId) {
        setProblem(writeText('noTarget', lang))
        return false
      }
      const refused = opts.check ? checkWrite(value, meta?.data) : undefined
      if (refused) {
        setProblem(writeText(refused.problem, lang, refused.params))
        return false
      }
      setProblem(undefined)
      setPending(true)
      try {
        const result = await onAction(config)
        return result?.done === true
      } finally {
        setPending(false)
      }
    },
    [live, writeDenied, onAction, binding, meta, lang],
  )
  return { live, denied: live ? writeDenied : undefined, pending, write, problem }
}

/**
 * The control's frame: fills the widget, lets the designer's canvas take the pointer (design mode), and
 * says why the control is disabled on hover and to assistive technology.
 */
export function ControlFrame({
  control,
  children,
  style,
}: {
  control: ControlWrite
  children: ReactNode
  style?: CSSProperties
}) {
  const body = (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend
    <div
      role="group"
      onClick={stop}
      onKeyDown={stop}
      data-write-denied={control.denied ? 'true' : undefined}
      data-pending={control.pending ? 'true' : undefined}
      title={control.denied}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        pointerEvents: control.live ? undefined : 'none',
        ...style,
      }}
    >
      {children}
    </div>
  )
  if (control.denied) return <Tooltip title={control.denied}>{body}</Tooltip>
  if (control.problem)
    return (
      <Tooltip open title={control.problem} color="#ff4d4f">
        {body}
      </Tooltip>
    )
  return body
}

/** Keeps a control's own clicks from the widget frame's click event (the host's `act`). */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation()
