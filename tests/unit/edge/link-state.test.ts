// The agent's link state machine: the moves it has, the ones it refuses, and live waiters.
import { describe, expect, it } from 'vitest'
import { createLinkState, type LinkPhase } from '../../../edge/agent/link-state.ts'

const walk = (...phases: LinkPhase[]) => {
  const log: string[] = []
  const state = createLinkState((m) => log.push(m))
  const moved = phases.map((p) => state.to(p))
  return { state, moved, log }
}

describe('link state', () => {
  it('goes down, birth, replay, live without a primary host', () => {
    const { state, moved } = walk('birth', 'replay', 'live')
    expect(moved).toEqual([true, true, true])
    expect(state.isLive()).toBe(true)
  })

  it('waits for the primary host before the births', () => {
    expect(walk('waiting', 'birth', 'replay', 'live').state.phase).toBe('live')
  })

  it.each<LinkPhase[]>([
    ['live'],
    ['replay'],
    ['birth', 'live'],
    ['waiting', 'replay'],
    ['birth', 'replay', 'live', 'birth'],
  ])('refuses a move it does not have: %j', (...phases) => {
    const { moved, log, state } = walk(...phases)
    expect(moved.at(-1)).toBe(false)
    expect(log.at(-1)).toMatch(/^link: no move from \w+ to \w+$/)
    expect(state.phase).not.toBe(phases.at(-1))
  })

  it('goes down from every state', () => {
    for (const path of [
      ['waiting'],
      ['birth'],
      ['birth', 'replay'],
      ['birth', 'replay', 'live'],
    ] as LinkPhase[][]) {
      expect(walk(...path, 'down').state.phase).toBe('down')
    }
  })

  it('resolves the live waiters when live, and at once when already live', async () => {
    const state = createLinkState()
    let woke = 0
    void state.whenLive().then(() => woke++)
    state.to('birth')
    state.to('replay')
    await Promise.resolve()
    expect(woke).toBe(0)
    state.to('live')
    await state.whenLive()
    expect(woke).toBe(1)
  })
})
