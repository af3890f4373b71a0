// The open sockets of each API key (issue 32), so a revoked key's live feeds close at once instead of at
// their next token. The socket's token call was keyed; the grant carries the key's id.
import type { WebSocket } from 'ws'

/** Close code of a socket whose key was revoked (as for a lapsed token: the client must not retry). */
export const CLOSE_KEY_REVOKED = 4403

export class KeySockets {
  private readonly byKey = new Map<string, Set<WebSocket>>()

  /** Tracks a keyed socket; answers the untracking for its close. */
  add(keyId: string, socket: WebSocket): () => void {
    const sockets = this.byKey.get(keyId) ?? new Set()
    sockets.add(socket)
    this.byKey.set(keyId, sockets)
    return () => {
      sockets.delete(socket)
      if (sockets.size === 0 && this.byKey.get(keyId) === sockets) this.byKey.delete(keyId)
    }
  }

  /** Closes every socket of the key on this instance. */
  close(keyId: string): void {
    for (const socket of this.byKey.get(keyId) ?? []) socket.close(CLOSE_KEY_REVOKED, 'key revoked')
    this.byKey.delete(keyId)
  }
}
