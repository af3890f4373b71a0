// The primary host's STATE as the agent reads it (edge/agent/primary-host.ts, split from agent.ts): which
// messages move it online or offline, and which are ignored (not JSON, malformed, older than the latest).
import { describe, expect, it } from 'vitest'
import { createPrimaryHost } from '../../../edge/agent/primary-host.ts'

const state = (online: boolean, timestamp: number) => Buffer.from(JSON.stringify({ online, timestamp }))

describe('primary host STATE', () => {
  it('says online, then offline only after having been online', () => {
    const host = createPrimaryHost(() => {})
    expect(host.onState(state(false, 1))).toBeUndefined()
    expect(host.onState(state(true, 2))).toBe('online')
    expect(host.online()).toBe(true)
    expect(host.onState(state(false, 3))).toBe('offline')
    expect(host.online()).toBe(false)
  })

  it('ignores what is not JSON, malformed, or older than the latest', () => {
    const logged: string[] = []
    const host = createPrimaryHost((m) => logged.push(m))
    expect(host.onState(Buffer.from('{'))).toBeUndefined()
    expect(host.onState(Buffer.from('{"online":"yes","timestamp":1}'))).toBeUndefined()
    expect(host.onState(state(true, 10))).toBe('online')
    expect(host.onState(state(false, 5))).toBeUndefined()
    expect(host.online()).toBe(true)
    expect(logged).toHaveLength(2)
  })

  it('forgets the state when the session ends, keeping the latest timestamp', () => {
    const host = createPrimaryHost(() => {})
    host.onState(state(true, 10))
    host.sessionEnded()
    expect(host.online()).toBe(false)
    expect(host.onState(state(true, 9))).toBeUndefined()
    expect(host.onState(state(true, 11))).toBe('online')
  })
})
