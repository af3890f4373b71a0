// An API key's sockets close at its expiry on the platform clock (server/live/key-sockets.ts), also when
// the expiry is further off than one timer can wait (Node fires a delay past 2^31-1 ms at once).
import { describe, expect, it, vi } from 'vitest'
import type { WebSocket } from 'ws'
import { createManualClock } from '../../../core/api/clock.ts'
import { CLOSE_KEY_REVOKED, KeySockets } from '../../../server/live/key-sockets.ts'

const DAY = 24 * 3600_000

function fakeSocket() {
  const close = vi.fn()
  return { socket: { close } as unknown as WebSocket, close }
}

describe('KeySockets', () => {
  it('closes a socket at its key’s expiry 30 days out, not before', async () => {
    const clock = createManualClock(1_000)
    const { socket, close } = fakeSocket()
    new KeySockets(clock).add({ id: 'k', expiresAt: clock.now() + 30 * DAY }, socket)
    // no single timer waits longer than Node can
    expect(Math.max(...clock.pending())).toBeLessThanOrEqual(2 ** 31 - 1)
    await clock.advance(30 * DAY - 1)
    expect(close).not.toHaveBeenCalled()
    await clock.advance(1)
    expect(close).toHaveBeenCalledWith(CLOSE_KEY_REVOKED, 'key expired')
  })

  it('a socket closed before the expiry leaves no timer; a key without expiry none at all', () => {
    const clock = createManualClock(0)
    const sockets = new KeySockets(clock)
    const untrack = sockets.add({ id: 'k', expiresAt: DAY }, fakeSocket().socket)
    sockets.add({ id: 'forever', expiresAt: null }, fakeSocket().socket)
    expect(clock.pending()).toHaveLength(1)
    untrack()
    expect(clock.pending()).toHaveLength(0)
  })
})
