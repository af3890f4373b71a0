// The primary host application's STATE (Sparkplug 3.0), split from agent.ts (issue 37): the agent births
// only while its primary host says online and ends its session when the host goes offline. This part only
// reads the STATE messages and says which of those moves a message makes; the agent makes them.
export type HostMove = 'online' | 'offline' | undefined

export interface PrimaryHost {
  online(): boolean
  /** Reads a STATE payload: 'online' or 'offline' when the host changed to that, else undefined. */
  onState(payload: Buffer): HostMove
  /** The session ended: the next one learns the host's state afresh from its retained STATE. */
  sessionEnded(): void
}

export function createPrimaryHost(log: (msg: string) => void): PrimaryHost {
  /** the latest STATE (3.0: an older timestamp than the latest seen is ignored) */
  let host = { online: false, timestamp: Number.NEGATIVE_INFINITY }
  return {
    online: () => host.online,
    onState(payload) {
      let state: { online?: unknown; timestamp?: unknown }
      try {
        state = JSON.parse(payload.toString('utf8'))
      } catch {
        log('primary host STATE is not JSON: ignored')
        return undefined
      }
      if (typeof state.online !== 'boolean' || typeof state.timestamp !== 'number') return undefined
      if (state.timestamp < host.timestamp) {
        log('primary host STATE older than the latest one: ignored')
        return undefined
      }
      const wasOnline = host.online
      host = { online: state.online, timestamp: state.timestamp }
      if (host.online) return 'online'
      return wasOnline ? 'offline' : undefined
    },
    sessionEnded() {
      host = { online: false, timestamp: host.timestamp }
    },
  }
}
