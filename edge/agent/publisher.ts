// The agent's one way out to the platform: the current MQTT session and the Sparkplug message seq. Split
// from agent.ts (issue 37) so every part that publishes (births, store-and-forward, command results, node
// data of scripts and upgrades) numbers its messages through the same counter, in call order.
import {
  DataType,
  encodePayload,
  type Metric,
  Metrics,
  nextSeq,
  nodeTopic,
} from '../../core/sparkplug/index.ts'
import type { CommandResult } from '../../schemas/edge/index.ts'
import type { Session } from './link.ts'
import type { LinkState } from './link-state.ts'

/**
 * Data (DDATA, NDATA) at QoS 1, births at QoS 0 as Sparkplug 3.0 says. Sparkplug asks QoS 0 of data too
 * (tck-id-topics-ddata-mqtt); we deviate on purpose: the broker then keeps what the platform has not
 * taken (its persistent session while it restarts or hands gateways over, README "Connecting a Sparkplug
 * B edge node"), and a value whose acknowledgement never comes goes to the outbox instead of being lost
 * with a dropped connection. The platform takes either.
 */
export const DATA_QOS = 1
export const BIRTH_QOS = 0

export interface Publisher {
  /** The session of the latest connection (it may have died since: ask `alive()`). */
  session: Session | undefined
  /** Publishes on `s` with the next seq; the seq is taken at call time, so call order is wire order. */
  send(s: Session, topic: string, metrics: Metric[], qos: 0 | 1, firstOfBirth?: boolean): Promise<void>
  /** NDATA on the current session while live; dropped otherwise (the next birth carries the values). */
  nodeData(metrics: Metric[], what: string): void
  /** A command's `Command/Result` as NDATA on the current session, whether live or not. */
  answer(result: CommandResult): Promise<void>
}

export interface PublisherOptions {
  group: string
  sn: string
  now: () => number
  linkState: LinkState
  log: (msg: string) => void
}

export function createPublisher(o: PublisherOptions): Publisher {
  let seq = 0
  const ndata = nodeTopic(o.group, 'NDATA', o.sn)
  const p: Publisher = {
    session: undefined,
    send(s, topic, metrics, qos, firstOfBirth = false) {
      seq = firstOfBirth ? 0 : nextSeq(seq)
      return s.publish(topic, encodePayload({ timestamp: o.now(), seq, metrics }), qos)
    },
    nodeData(metrics, what) {
      const s = p.session
      if (o.linkState.isLive() && s?.alive())
        p.send(s, ndata, metrics, DATA_QOS).catch((e) => o.log(`${what} not sent: ${e}`))
    },
    async answer(result) {
      const s = p.session
      if (!s?.alive()) return
      const metrics: Metric[] = [
        { name: Metrics.commandResult, datatype: DataType.String, value: JSON.stringify(result) },
      ]
      if (result.configVersion !== undefined)
        metrics.push({ name: Metrics.configVersion, datatype: DataType.UInt32, value: result.configVersion })
      await p.send(s, ndata, metrics, DATA_QOS).catch((e) => o.log(`result not sent: ${e}`))
    },
  }
  return p
}
