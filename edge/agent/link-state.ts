// The agent's link as an explicit state machine, so what may happen in which state is written down once:
//
//   down ──connected──▶ waiting ──host online──▶ birth ──births out──▶ replay ──outbox empty──▶ live
//     ▲   (with a primary host)                   ▲                                           │
//     │   └──connected, no primary host───────────┘                                           │
//     └──────────── session closed, or the primary host went offline (from any state) ◀───────┘
//
// Values are published directly only when live; in every other state they go to the outbox, which the
// replay state empties (as historical) before going live. Whoever depends on the platform being there
// (anti-tamper's offline stop) watches the moves through `onMove` rather than the link's events.

export type LinkPhase = 'down' | 'waiting' | 'birth' | 'replay' | 'live'

const NEXT: Record<LinkPhase, readonly LinkPhase[]> = {
  down: ['waiting', 'birth'],
  waiting: ['birth', 'down'],
  birth: ['replay', 'down'],
  replay: ['live', 'down'],
  live: ['down'],
}

export interface LinkState {
  readonly phase: LinkPhase
  /** Moves to `next`; a move the machine does not have is refused (false) and logged, nothing changes. */
  to(next: LinkPhase): boolean
  isLive(): boolean
  /** Resolves when the link is next live (at once when it is). */
  whenLive(): Promise<void>
  /** Forgets the waiters (the agent stopped). */
  clear(): void
}

export function createLinkState(
  log: (msg: string) => void = () => {},
  onMove: (phase: LinkPhase) => void = () => {},
): LinkState {
  let phase: LinkPhase = 'down'
  let waiters: (() => void)[] = []
  return {
    get phase() {
      return phase
    },
    to(next) {
      if (next === phase) return true
      if (!NEXT[phase].includes(next)) {
        log(`link: no move from ${phase} to ${next}`)
        return false
      }
      phase = next
      if (next === 'live') for (const w of waiters.splice(0)) w()
      onMove(next)
      return true
    },
    isLive: () => phase === 'live',
    whenLive: () =>
      phase === 'live' ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    clear: () => {
      waiters = []
    },
  }
}
