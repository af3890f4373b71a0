// Power saving (platform spec §4): after `limitMs` without activity the watch reports idle, and the next
// activity reports active again. Activity only stamps a time, so hosts may call it on every mouse move.
import type { Clock, TimerHandle } from './clock.ts'

export interface IdleWatch {
  notifyActivity(): void
  /** Watching only while enabled (economizeOpen); disabling while idle reports active. */
  setEnabled(enabled: boolean): void
  stop(): void
}

export function createIdleWatch(
  clock: Clock,
  limitMs: number,
  on: { idle(): void; active(): void },
): IdleWatch {
  let lastActivity = clock.now()
  let enabled = false
  let idle = false
  let timer: TimerHandle

  const arm = () => {
    clock.clearTimeout(timer)
    timer = clock.setTimeout(expire, lastActivity + limitMs - clock.now())
  }
  const expire = () => {
    timer = undefined
    if (clock.now() - lastActivity < limitMs) return arm()
    idle = true
    on.idle()
  }
  const wake = () => {
    idle = false
    on.active()
  }

  return {
    notifyActivity() {
      lastActivity = clock.now()
      if (!idle) return
      wake()
      if (enabled) arm()
    },
    setEnabled(value) {
      if (value === enabled) return
      enabled = value
      if (enabled) return arm()
      clock.clearTimeout(timer)
      timer = undefined
      if (idle) wake()
    },
    stop() {
      enabled = false
      clock.clearTimeout(timer)
    },
  }
}
