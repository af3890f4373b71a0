// A fleet of simulated nodes (node.ts) on one broker: connected a few at a time, so a thousand logins do
// not land on the broker in one burst, and spread over the period, so their DDATA do not all fall in one
// tick. Counts the values offered.
import { SimNode } from './node.ts'
import type { FleetGateway } from './platform.ts'

export interface FleetOptions {
  mqttUrl: string
  group: string
  gateways: readonly FleetGateway[]
  metrics: number
  periodMs: number
  qos: 0 | 1
  log: (msg: string) => void
}

export interface Fleet {
  /** values published in DDATA so far */
  offered(): number
  online(): number
  /** every node's NDEATH, then a clean disconnect */
  stop(): Promise<void>
}

const CONNECTING = 50

export async function startFleet(o: FleetOptions): Promise<Fleet> {
  let offered = 0
  const nodes = o.gateways.map(
    (g, i) =>
      new SimNode({
        ...o,
        ...g,
        phaseMs: Math.floor((i / o.gateways.length) * o.periodMs),
        onOffered: (n) => {
          offered += n
        },
      }),
  )
  for (let i = 0; i < nodes.length; i += CONNECTING)
    await Promise.all(nodes.slice(i, i + CONNECTING).map((n) => n.start()))
  return {
    offered: () => offered,
    online: () => nodes.filter((n) => n.online()).length,
    stop: async () => {
      await Promise.all(nodes.map((n) => n.stop()))
    },
  }
}
