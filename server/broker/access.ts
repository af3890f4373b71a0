// Who may publish and subscribe to what on the platform's broker. A gateway is Sparkplug edge node <its SN>
// and may only speak as itself: publish its own births, deaths and data, subscribe to its own commands and
// to the hosts' STATE. The platform's internal client may do anything.
import { NAMESPACE, parseTopic } from '../../core/sparkplug/index.ts'

const GATEWAY_PUBLISHES = new Set(['NBIRTH', 'NDEATH', 'NDATA', 'DBIRTH', 'DDEATH', 'DDATA'])

export function gatewayMayPublish(group: string, sn: string, topic: string): boolean {
  const t = parseTopic(topic)
  return !!t && t.kind !== 'state' && t.group === group && t.edgeNode === sn && GATEWAY_PUBLISHES.has(t.type)
}

/** Subscription filters a gateway may use: its NCMD, its DCMD (one device or '+'), and STATE. */
export function gatewayMaySubscribe(group: string, sn: string, filter: string): boolean {
  if (filter === `${NAMESPACE}/${group}/NCMD/${sn}` || filter === `${NAMESPACE}/${group}/DCMD/${sn}/+`)
    return true
  if (filter === `${NAMESPACE}/STATE/+`) return true
  const t = parseTopic(filter)
  if (t?.kind === 'state') return true
  return t?.kind === 'device' && t.type === 'DCMD' && t.group === group && t.edgeNode === sn
}
