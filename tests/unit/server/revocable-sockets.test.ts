// A key's or a grant's sockets close at its expiry on the platform clock (server/live/revocable-sockets.ts),
// also when the expiry is further off than one timer can wait (Node fires a delay past 2^31-1 ms at once),
// and at the first expiry of the accesses a socket was opened under.
import { describe, expect, it, vi } from 'vitest'
import type { WebSocket } from 'ws'
import { createManualClock } from '../../../core/api/clock.ts'
import { CLOSE_ACCESS_REVOKED, RevocableSockets } from '../../../server/live/revocable-sockets.ts'

const DAY = 24 * 3600_000

function fakeSocket() {
  const close = vi.fn()
  return { socket: { close } as unknown as WebSocket, close }
}

describe('RevocableSockets', () => {
  it('closes a socket at its key’s expiry 30 days out, not before', async () => {
    const clock = createManualClock(1_000)
    const { socket, close } = fakeSocket()
    new RevocableSockets(clock).add([{ id: 'key:k', expiresAt: clock.now() + 30 * DAY }], socket)
    // no single timer waits longer than Node can
    expect(Math.max(...clock.pending())).toBeLessThanOrEqual(2 ** 31 - 1)
    await clock.advance(30 * DAY - 1)
    expect(close).not.toHaveBeenCalled()
    await clock.advance(1)
    expect(close).toHaveBeenCalledWith(CLOSE_ACCESS_REVOKED, 'access expired')
  })

  it('a socket closed before the expiry leaves no timer; an access without expiry none at all', () => {
    const clock = createManualClock(0)
    const sockets = new RevocableSockets(clock)
    const untrack = sockets.add([{ id: 'key:k', expiresAt: DAY }], fakeSocket().socket)
    sockets.add([{ id: 'key:forever', expiresAt: null }], fakeSocket().socket)
    expect(clock.pending()).toHaveLength(1)
    untrack()
    expect(clock.pending()).toHaveLength(0)
  })

  it('a socket under two grants closes when either is cancelled, and only its own', () => {
    const sockets = new RevocableSockets(createManualClock(0))
    const both = fakeSocket()
    const other = fakeSocket()
    sockets.add(
      [
        { id: 'grant:a', expiresAt: null },
        { id: 'grant:b', expiresAt: null },
      ],
      both.socket,
    )
    sockets.add([{ id: 'grant:c', expiresAt: null }], other.socket)
    sockets.close('grant:b')
    expect(both.close).toHaveBeenCalledWith(CLOSE_ACCESS_REVOKED, 'access revoked')
    expect(other.close).not.toHaveBeenCalled()
  })
})
