// Shared pieces of the edge integration tests: MQTT connections that resolve or reject, waiting for a
// condition, a TCP proxy that can cut and restore the link between an agent and its broker, and the
// teardown of an agent's test stack.
import { rmSync } from 'node:fs'
import { createServer, type Socket, connect as tcpConnect } from 'node:net'
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt'
import type { EdgeAgent } from '../../../edge/agent/agent.ts'

export const connectClient = (url: string, o: IClientOptions): Promise<MqttClient> =>
  new Promise((resolve, reject) => {
    const c = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 3000, ...o })
    c.once('connect', () => resolve(c))
    c.once('error', (e) => {
      c.end(true)
      reject(e)
    })
    c.once('close', () => reject(new Error('closed before connect')))
  })

export async function waitFor<T>(
  probe: () => T | undefined | false,
  timeoutMs = 8000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = probe()
    if (v !== undefined && v !== false) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

let fences = 0
/**
 * Resolves once `client` has been given every message the broker took before this call, so a test can say
 * that none followed: the broker hands one subscriber its messages in the order it took them, and a marker
 * published now on a topic of the client's own comes after them. The client needs a login that may
 * publish and subscribe anywhere (the platform's).
 */
export async function brokerDrained(client: MqttClient): Promise<void> {
  const topic = `lfscada-test/drained/${client.options.clientId}/${++fences}`
  let heard = false
  const onMessage = (t: string) => {
    if (t === topic) heard = true
  }
  client.on('message', onMessage)
  try {
    await client.subscribeAsync(topic, { qos: 1 })
    await client.publishAsync(topic, 'drained', { qos: 1 })
    await waitFor(() => heard, 5000, 'the broker drained')
  } finally {
    client.off('message', onMessage)
    await client.unsubscribeAsync(topic)
  }
}

export interface LinkProxy {
  port: number
  /** Destroys every proxied connection and refuses new ones until restore(). */
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startLinkProxy(targetHost: string, targetPort: number): Promise<LinkProxy> {
  const sockets = new Set<Socket>()
  let up = true
  const server = createServer((inbound) => {
    if (!up) return void inbound.destroy()
    const outbound = tcpConnect(targetPort, targetHost)
    for (const s of [inbound, outbound]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => {})
    }
    inbound.pipe(outbound).on('close', () => inbound.destroy())
    outbound.pipe(inbound).on('close', () => outbound.destroy())
    inbound.on('close', () => outbound.destroy())
    outbound.on('close', () => inbound.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as { port: number }
  return {
    port,
    cut() {
      up = false
      for (const s of sockets) s.destroy()
    },
    restore() {
      up = true
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Ends what an agent test started, the agent first (its death goes out while the broker runs). */
export async function closeEdgeStack(
  stack: {
    agent?: EdgeAgent
    watcher?: MqttClient
    sim?: { close(): Promise<void> }
    broker?: { close(): Promise<void> }
  },
  dataDir: string,
): Promise<void> {
  await stack.agent?.stop()
  await stack.watcher?.endAsync(true)
  await stack.sim?.close()
  await stack.broker?.close()
  rmSync(dataDir, { recursive: true, force: true })
}
