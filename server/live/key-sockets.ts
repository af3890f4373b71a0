// The open sockets of each API key (issue 32), so a revoked or expired key's live feeds close at once
// instead of at their next token. The socket's token call was keyed; the grant carries the key's id and
// expiry, and a timer on the platform clock closes the socket when the key expires.
import type { WebSocket } from 'ws'
import type { Clock, TimerHandle } from '../../core/api/clock.ts'

/** Close code of a socket whose key was revoked or expired (as for a lapsed token: no retry). */
export const CLOSE_KEY_REVOKED = 4403

/** The longest delay a timer takes (Node fires longer ones at once); a later expiry re-arms. */
const MAX_DELAY_MS = 2 ** 31 - 1

/** The key a socket's token call was made with. */
export interface SocketKey {
  id: string
  /** null: the key never expires */
  expiresAt: number | null
}

export class KeySockets {
  private readonly byKey = new Map<string, Set<WebSocket>>()

  constructor(private readonly clock: Clock) {}

  /** Tracks a keyed socket and closes it at the key's expiry; answers the untracking for its close. */
  add(key: SocketKey, socket: WebSocket): () => void {
    const sockets = this.byKey.get(key.id) ?? new Set()
    sockets.add(socket)
    this.byKey.set(key.id, sockets)
    const unexpire =
      key.expiresAt === null ? () => {} : this.at(key.expiresAt, () => close(socket, 'key expired'))
    return () => {
      unexpire()
      sockets.delete(socket)
      if (sockets.size === 0 && this.byKey.get(key.id) === sockets) this.byKey.delete(key.id)
    }
  }

  /** Closes every socket of the key on this instance. */
  close(keyId: string): void {
    for (const socket of this.byKey.get(keyId) ?? []) close(socket, 'key revoked')
    this.byKey.delete(keyId)
  }

  /** Runs `fn` once the clock reaches `due`; answers the cancel. */
  private at(due: number, fn: () => void): () => void {
    let handle: TimerHandle
    const arm = () => {
      const left = due - this.clock.now()
      if (left <= 0) return fn()
      handle = this.clock.setTimeout(arm, Math.min(left, MAX_DELAY_MS))
    }
    arm()
    return () => this.clock.clearTimeout(handle)
  }
}

function close(socket: WebSocket, reason: string): void {
  socket.close(CLOSE_KEY_REVOKED, reason)
}
