// The service client (platform spec §7): requests, asynchronous commands, written values and push
// subscriptions, with every dependency (fetch, time, WebSocket, location) injectable.
import { type Calls, createCalls } from './call.ts'
import { type Clock, realClock } from './clock.ts'
import { type Commands, createCommands } from './commands.ts'
import { createSockets, type Sockets, type WebSocketConstructor } from './sockets.ts'
import { createTransport, type Transport } from './transport.ts'

export interface ApiClientOptions {
  /** Service prefix; default '/lfscada'. May be absolute (http://host/lfscada). */
  baseUrl?: string
  fetch?: typeof fetch
  clock?: Clock
  /** Called on codes 1006 and 1010; the host clears the session and goes to /login. */
  onSessionInvalid?: () => void
  /** Text of a catalogue code, for failed commands without a message and for 1301; default the code. */
  messageForCode?: (code: number) => string
  /** Default globalThis.WebSocket (browsers; Node 20 needs one passed, e.g. the `ws` package's). */
  WebSocket?: WebSocketConstructor
  /** Host of socket URLs when baseUrl is relative; default globalThis.location. */
  location?: { protocol: string; host: string }
}

export interface ApiClient extends Transport, Calls, Commands, Sockets {
  readonly baseUrl: string
  readonly clock: Clock
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '/lfscada',
    clock = realClock,
    onSessionInvalid = () => {},
    messageForCode = (code: number) => String(code),
  } = options
  // Bound at call time so a fetch installed later (or patched by the host) is the one used.
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const transport = createTransport({ baseUrl, fetch: fetchImpl, clock, onSessionInvalid })
  return {
    baseUrl,
    clock,
    ...transport,
    ...createCalls(transport),
    ...createCommands(transport, clock, messageForCode),
    ...createSockets({
      transport,
      clock,
      baseUrl,
      ...(options.WebSocket && { WebSocket: options.WebSocket }),
      ...(options.location && { location: options.location }),
    }),
  }
}
