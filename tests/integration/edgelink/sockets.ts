// A WebSocket client of the push sockets through fastify's injectWS, collecting frames (JSON parsed, other
// text as it came) for tests to take in order or to search.
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'

export interface Socket {
  frames: unknown[]
  ws: WebSocket
  closed: Promise<number>
  next(count?: number): Promise<unknown[]>
  /** The first frame that matches, dropping the frames before it. */
  until(match: (frame: unknown) => boolean): Promise<unknown>
  /**
   * Resolves once every frame the server had for this socket has come, so a test can say none followed:
   * a turn of the event loop lets the hub's batched flush run (setImmediate runs in order), then the
   * socket's `ping` is answered, and its `pong` (dropped from the frames) comes after those frames.
   */
  drained(): Promise<void>
  /** Terminates the socket and resolves once the server has dropped it (its subscriptions with it). */
  terminated(): Promise<void>
}

export async function openSocket(app: FastifyInstance, path: string, token: string): Promise<Socket> {
  const frames: unknown[] = []
  let closed: Promise<number> = Promise.resolve(0)
  // listeners go on before the upgrade completes, as a browser's do
  const ws = await app.injectWS(
    `/lfscada/${path}/${token}`,
    {},
    {
      onInit(socket) {
        closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
        socket.on('message', (data) => {
          const text = data.toString()
          frames.push(text.startsWith('{') ? JSON.parse(text) : text)
        })
      },
    },
  )
  const pause = () => new Promise((r) => setTimeout(r, 10))
  return {
    frames,
    ws,
    get closed() {
      return closed
    },
    async next(count = 1) {
      const until = Date.now() + 3000
      while (frames.length < count && Date.now() < until) await pause()
      return frames.splice(0, count)
    },
    async until(match) {
      const deadline = Date.now() + 3000
      for (;;) {
        const i = frames.findIndex(match)
        if (i >= 0) return frames.splice(0, i + 1).at(-1)
        if (Date.now() > deadline) throw new Error(`no such frame in ${JSON.stringify(frames)}`)
        await pause()
      }
    },
    async drained() {
      await new Promise((r) => setImmediate(r))
      ws.send('ping')
      const deadline = Date.now() + 3000
      for (;;) {
        const i = frames.indexOf('pong')
        if (i >= 0) return void frames.splice(i, 1)
        if (Date.now() > deadline) throw new Error('no pong for the ping')
        await pause()
      }
    },
    async terminated() {
      const open = app.websocketServer.clients
      const before = open.size
      ws.terminate()
      const deadline = Date.now() + 3000
      while (open.size >= before) {
        if (Date.now() > deadline) throw new Error('the server kept the socket')
        await pause()
      }
    },
  }
}
