// The open sockets of each revocable access (issue 32): an API key, or a grant of devices and projects to
// an external party. A revoked key or a cancelled grant closes its live feeds at once instead of at their next token,
// and a timer on the platform clock closes them when the key or grant expires.
import type { WebSocket } from 'ws'
import type { Clock, TimerHandle } from '../../core/api/clock.ts'
import type { Caller } from '../tenancy/caller.ts'
import { grantedProjectsTo, grantedTo } from '../tenancy/granted.ts'

/** Close code of a socket whose key or grant was revoked or expired (as for a lapsed token: no retry). */
export const CLOSE_ACCESS_REVOKED = 4403

/** The longest delay a timer takes (Node fires longer ones at once); a later expiry re-arms. */
const MAX_DELAY_MS = 2 ** 31 - 1

/** One access a socket's token was issued under. */
export interface SocketAccess {
  /** `key:<id>` or `grant:<id>` (accessId below) */
  id: string
  /** null: it never expires */
  expiresAt: number | null
}

export const accessId = (kind: 'key' | 'grant', id: string): string => `${kind}:${id}`

/**
 * The accesses a socket for these devices (of this project) is opened under: the caller's key, and the
 * grants it uses — a granted project's too, so a page of only memory variables closes with its grant.
 */
export function accessesOf(caller: Caller, devices: ReadonlySet<string>, projectId?: string): SocketAccess[] {
  const key = caller.key ? [{ id: accessId('key', caller.key.id), expiresAt: caller.key.expiresAt }] : []
  const granted = grantedTo(caller)
  const project = projectId ? (grantedProjectsTo(caller).get(projectId)?.grants ?? []) : []
  const grants = [...[...devices].flatMap((d) => granted.get(d)?.grants ?? []), ...project].map((g) => ({
    id: accessId('grant', g.id),
    expiresAt: g.expiresAt,
  }))
  return [...key, ...new Map(grants.map((g) => [g.id, g])).values()]
}

export class RevocableSockets {
  private readonly byAccess = new Map<string, Set<WebSocket>>()

  constructor(private readonly clock: Clock) {}

  /** Tracks a socket under each access and closes it at the first expiry; answers the untracking. */
  add(accesses: readonly SocketAccess[], socket: WebSocket): () => void {
    const undo = accesses.map((access) => this.track(access, socket))
    return () => {
      for (const u of undo) u()
    }
  }

  /** Closes every socket opened under the access on this instance. */
  close(id: string): void {
    for (const socket of this.byAccess.get(id) ?? []) close(socket, 'access revoked')
    this.byAccess.delete(id)
  }

  private track(access: SocketAccess, socket: WebSocket): () => void {
    const sockets = this.byAccess.get(access.id) ?? new Set()
    sockets.add(socket)
    this.byAccess.set(access.id, sockets)
    const unexpire =
      access.expiresAt === null ? () => {} : this.at(access.expiresAt, () => close(socket, 'access expired'))
    return () => {
      unexpire()
      sockets.delete(socket)
      if (sockets.size === 0 && this.byAccess.get(access.id) === sockets) this.byAccess.delete(access.id)
    }
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
  socket.close(CLOSE_ACCESS_REVOKED, reason)
}
